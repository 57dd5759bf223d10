import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { hashFn } from 'wagmi/query'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import './demo.css'
import { wagmiConfig } from './wagmiConfig'

const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

// In development the demo brings its own wallet (keys stay in the API process);
// `?devWallet=off` leaves it out.
if (import.meta.env.DEV && new URLSearchParams(location.search).get('devWallet') !== 'off') {
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
