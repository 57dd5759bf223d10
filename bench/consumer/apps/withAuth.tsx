// The quick start with the README's embedded-wallet connector added: `authConnector()`. The login
// frame is never started: nothing here picks e-mail or social.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { mainnet, base } from 'wagmi/chains'
import { ConnectModal, createFoyerConfig, FoyerProvider, useConnectModal } from 'foyer-kit'
import { authConnector } from 'foyer-kit/connectors'
import 'foyer-kit/styles.css'
import './app.css'

const foyerConfig = createFoyerConfig({
  projectId: 'foyer-local',
  apiUrl: import.meta.env.VITE_FOYER_API_URL,
  frameUrl: import.meta.env.VITE_FOYER_FRAME_URL,
})
const config = createConfig({
  chains: [mainnet, base],
  connectors: [authConnector({ config: foyerConfig })],
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
