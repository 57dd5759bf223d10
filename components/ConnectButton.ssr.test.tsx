/*
 * The account buttons on the server: importing the entry and rendering <ConnectButton/> and
 * <NetworkButton/> touches no `window` or storage; the HTML holds "Connect" in the provider's
 * locale, themed, and no network button (nothing is connected on the server).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'

describe('server rendering of the account buttons', () => {
  it('renders "Connect" without a DOM, and no network button', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const { ConnectButton, NetworkButton, FoyerProvider, createFoyerConfig } = await import('../entries/index')
    const config = createConfig({ chains: [foundry], transports: { [foundry.id]: http() }, ssr: true })
    const render = (locale: 'en' | 'es') =>
      renderToString(
        <WagmiProvider config={config}>
          <QueryClientProvider client={new QueryClient()}>
            <FoyerProvider config={createFoyerConfig({ projectId: 'foyer-local', apiUrl: 'https://foyer-api.example.com' })} themeMode="light" locale={locale}>
              <NetworkButton />
              <ConnectButton />
            </FoyerProvider>
          </QueryClientProvider>
        </WagmiProvider>,
      )
    const html = render('en')
    expect(html).toMatch(
      /^<div class="[^"]+" data-foyer-theme="light"><button type="button" class="[^"]+" data-foyer-connect-button="">Connect<\/button><\/div>$/,
    )
    expect(html).not.toContain('data-foyer-network-button')
    expect(render('es')).toContain('>Conectar</button>')
  })
})
