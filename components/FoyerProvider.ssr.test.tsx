/*
 * SSR safety: importing the entry and rendering the provider and modal on the
 * server touches no `window`, storage or network, and renders no dialog.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'

describe('server rendering', () => {
  it('imports and renders without a DOM', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const { ConnectModal, FoyerProvider, createFoyerConfig } = await import('../entries/index')
    const config = createConfig({ chains: [foundry], transports: { [foundry.id]: http() }, ssr: true })
    const html = renderToString(
      <WagmiProvider config={config}>
        <QueryClientProvider client={new QueryClient()}>
          <FoyerProvider config={createFoyerConfig({ projectId: 'foyer-local', apiUrl: 'https://foyer-api.example.com' })}>
            <p>app</p>
            <ConnectModal />
          </FoyerProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    expect(html).toBe('<p>app</p>')
  })
})
