// The README's "Use it in your wagmi app" snippet as a user pastes it, with the bench's API URL
// (its own API on a free port) in `createFoyerConfig`, and the mount. Built against the packed package.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { mainnet, base } from 'wagmi/chains'
import { ConnectModal, createFoyerConfig, FoyerProvider, useConnectModal } from 'foyer-kit'
import 'foyer-kit/styles.css'
import './app.css'

const foyerConfig = createFoyerConfig({ projectId: 'foyer-local', apiUrl: import.meta.env.VITE_FOYER_API_URL })
const config = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

function ConnectButton() {
  const { open, prefetch } = useConnectModal()
  return <button onPointerEnter={prefetch} onFocus={prefetch} onClick={() => open()}>Connect Wallet</button>
}

export function Root() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider config={foyerConfig} themeMode="dark">
          <ConnectButton />
          <ConnectModal />
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')!).render(<Root />)
