import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { http, type Chain } from 'viem'
import { createConfig, WagmiProvider, type Config, type CreateConnectorFn } from 'wagmi'
import { connect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { ConnectModal } from '../../components/ConnectModal'
import { FoyerProvider, type FoyerProviderProps } from '../../components/FoyerProvider'
import { createFoyerConfig, type CreateFoyerConfigParameters, type FoyerConfig } from '../../src/config/createFoyerConfig'
import { useConnectModal } from '../../hooks/useConnectModal'
import { loadModal } from '../../components/loadModal'
import { loadRestViews } from '../../components/views/loadRestViews'

/**
 * Loads the whole modal (the dialog with Connect, and the other views) before a test opens it, so
 * tests see the full dialog at once instead of the shell and a view's loading state; compiling the
 * chunks is also slow on a busy machine, and this does it once per file.
 *
 * @example
 * beforeAll(preloadModal)
 */
export async function preloadModal(): Promise<void> {
  await Promise.all([loadModal(), loadRestViews()])
}

/** Where component tests point the API and chains by default: nothing listens there, so calls fail fast. */
export const deadUrl = 'http://127.0.0.1:9'

/**
 * A Foyer config for component tests: project `foyer-local`, the API and frame at {@link deadUrl}
 * unless overridden, and never the development defaults.
 *
 * @example
 * renderWithModal({ connectors, provider: { config: createTestFoyerConfig({ apiUrl: api.url }) } })
 */
export function createTestFoyerConfig(overrides: CreateFoyerConfigParameters = {}): FoyerConfig {
  return createFoyerConfig({ projectId: 'foyer-local', apiUrl: deadUrl, frameUrl: deadUrl, development: false, ...overrides })
}

/**
 * A wagmi config for component tests: the given chains over a dead transport, no EIP-6963
 * discovery, no storage, so nothing leaks between tests.
 */
export function createTestConfig(chains: readonly [Chain, ...Chain[]], connectors: CreateConnectorFn[]): Config {
  const dead = http(deadUrl, { retryCount: 0 })
  return createConfig({
    chains,
    connectors,
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, dead])),
  })
}

/** Props of {@link TestProviders}. */
export type TestProvidersProps = {
  config: Config
  queryClient: QueryClient
  /** `FoyerProvider` options. @default { config: createTestFoyerConfig() } */
  provider?: Partial<Omit<FoyerProviderProps, 'children'>>
  children?: ReactNode
}

const testFoyerConfig = createTestFoyerConfig()

/** wagmi, React Query (no retries) and Foyer providers around `children`. */
export function TestProviders({ config, queryClient, provider, children }: TestProvidersProps) {
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider config={testFoyerConfig} {...provider}>
          {children}
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** A button that opens the modal following the opening rules. */
export function OpenModalButton() {
  const { open } = useConnectModal()
  return (
    <button type="button" onClick={() => open()}>
      Open
    </button>
  )
}

/** Options of {@link renderWithModal}. */
export type RenderWithModalOptions = {
  connectors: CreateConnectorFn[]
  /** @default [foundry] */
  chains?: readonly [Chain, ...Chain[]]
  /** `FoyerProvider` options. @default { config: createTestFoyerConfig() } */
  provider?: Partial<Omit<FoyerProviderProps, 'children'>>
  /** The app's part of the page. @default <OpenModalButton /> */
  children?: ReactNode
}

/**
 * Renders an app with `<ConnectModal/>` inside the test providers.
 *
 * @example
 * const { config } = renderWithModal({ connectors: [mock({ accounts: [address] })] })
 * await connectFirst(config)
 */
export function renderWithModal({ connectors, chains = [foundry], provider, children = <OpenModalButton /> }: RenderWithModalOptions) {
  const config = createTestConfig(chains, connectors)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <TestProviders config={config} queryClient={queryClient} provider={provider}>
      {children}
      <ConnectModal />
    </TestProviders>,
  )
  return { config, queryClient }
}

/** Connects the config's first connector, inside `act` so React renders the new state. */
export async function connectFirst(config: Config): Promise<void> {
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! })
  })
}
