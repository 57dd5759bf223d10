import { QueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Config } from 'wagmi'
import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import { createTestFoyerConfig, TestProviders } from './renderWithModal'

/** Options of {@link renderFoyerHook}. */
export type RenderFoyerHookOptions = {
  /** The wagmi config (connect it before or after, as the test needs). */
  config: Config
  /** The Foyer config of the provider. @default createTestFoyerConfig() */
  foyerConfig?: FoyerConfig | undefined
}

/**
 * Renders a hook inside the test providers: wagmi, a fresh React Query client without retries and
 * `FoyerProvider`. Returns Testing Library's result, the query client and the wrapper, so a second
 * hook can share the same providers.
 *
 * @example
 * const { result, queryClient, wrapper } = renderFoyerHook(() => useSwap(), { config, foyerConfig })
 */
export function renderFoyerHook<T>(hook: () => T, { config, foyerConfig = createTestFoyerConfig() }: RenderFoyerHookOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient} provider={{ config: foyerConfig }}>
      {children}
    </TestProviders>
  )
  return { ...renderHook(hook, { wrapper }), queryClient, wrapper }
}
