import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { wagmiConfig } from './wagmiConfig'

/**
 * Renders `app` into the page's `#root` inside the demo's wagmi and React Query stack (the shared
 * wagmi config, a query client hashing keys as wagmi does), in strict mode. The bench's kit-less
 * reference page uses it too, so both pages pay for the same stack.
 *
 * @example
 * renderDemoRoot(<App />)
 */
export function renderDemoRoot(app: ReactNode): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
