// The README's quick start around a Foyer config: wagmi on mainnet and Base, React Query with wagmi's
// hash function, the provider, Foyer's own account button (it says "Connect" and prefetches on hover
// and focus), the modal, and the mount. Each app passes its own Foyer config and connectors.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { type CreateConnectorFn, createConfig, http, WagmiProvider } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { mainnet, base } from 'wagmi/chains'
import { ConnectButton, ConnectModal, FoyerProvider, type createFoyerConfig } from 'foyer-kit'
import 'foyer-kit/styles.css'
import './app.css'

/** Mounts the quick start into `#root` with `foyerConfig` and, when given, wagmi `connectors`. */
export function mountQuickStart(foyerConfig: ReturnType<typeof createFoyerConfig>, connectors?: CreateConnectorFn[]): void {
  const config = createConfig({
    chains: [mainnet, base],
    transports: { [mainnet.id]: http(), [base.id]: http() },
    ...(connectors ? { connectors } : {}),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
  createRoot(document.getElementById('root')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider config={foyerConfig} themeMode="dark">
          <ConnectButton />
          <ConnectModal />
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
