// The same wagmi 3 + React 19 app without Foyer: the quick start's config and providers, a
// "Connect Wallet" button and a hand-written dialog listing wagmi's connectors, so click-to-visible
// and the wallet list have a floor to compare against.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnectors, WagmiProvider } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { mainnet, base } from 'wagmi/chains'
import './app.css'

const config = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

function Wallets() {
  const connectors = useConnectors()
  return (
    <ul aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.uid}>
          <button type="button">{connector.name}</button>
        </li>
      ))}
      <li>
        <button type="button">All wallets</button>
      </li>
    </ul>
  )
}

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect a wallet">
          <Wallets />
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
