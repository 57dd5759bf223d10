'use client'
// The providers hold React state and context, so they are a client component; the layout (a server
// component) renders them with the state wagmi read from the request's cookie.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FoyerProvider } from 'foyer-kit'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { foyerConfig, getConfig } from './getConfig'

/** wagmi, TanStack Query and Foyer, starting from the connection the server rendered. */
export function Providers({ children, initialState }: { children: ReactNode; initialState: State | undefined }) {
  const [config] = useState(getConfig)
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } }))
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider config={foyerConfig}>{children}</FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
