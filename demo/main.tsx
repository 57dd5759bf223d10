import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { hashFn } from 'wagmi/query'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import './demo.css'
import { wagmiConfig } from './wagmiConfig'

const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

// In development (Vite's dev server, or a build the local stack serves) the demo brings its own wallet (keys stay in the API process).
// `?devWallet=off` leaves it out, `?devWallet=on` forces it in, and the e2e stack
// (VITE_FOYER_DEV_WALLET=off) leaves it out unless asked: once connected in the API
// process it would reconnect every new page.
const devWallet = new URLSearchParams(location.search).get('devWallet') ?? import.meta.env.VITE_FOYER_DEV_WALLET ?? 'on'
if ((import.meta.env.DEV || import.meta.env.VITE_FOYER_DEV_STACK === '1') && devWallet !== 'off') {
  await import('./devTestWallet').then((module) => module.installDevTestWallet())
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
