/*
 * The README's quick start as an SSR app: wagmi's `ssr: true` with cookie storage, the state read
 * from the request's cookie on the server and from `document.cookie` when hydrating.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { cookieStorage, createConfig, createStorage, http, type State, useAccount, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { hashFn } from 'wagmi/query'
import { ConnectModal, createFoyerConfig, FoyerProvider, useConnectModal } from '../../entries/index'

const foyerConfig = createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com' })

/** The app's wagmi config; one per render, as an SSR app builds it per request. */
export function createSsrConfig() {
  return createConfig({
    chains: [foundry],
    connectors: [injected()],
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    transports: { [foundry.id]: http('http://127.0.0.1:9') },
  })
}

function ConnectButton() {
  const { open, prefetch } = useConnectModal()
  const { address } = useAccount()
  return (
    <button type="button" onPointerEnter={prefetch} onFocus={prefetch} onClick={() => open()}>
      {address ? `Connected ${address}` : 'Connect Wallet'}
    </button>
  )
}

/** The README's `Root`, given the state wagmi read from the cookie. */
export function SsrRoot({
  config,
  initialState,
  children,
}: {
  config: ReturnType<typeof createSsrConfig>
  initialState: State | undefined
  children?: ReactNode
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } }))
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider config={foyerConfig} themeMode="dark">
          <ConnectButton />
          <ConnectModal />
          {children}
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
