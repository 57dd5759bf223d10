import { createTestWalletProvider, type TestWalletResponse } from 'foyer-kit/testing'
import { apiUrl } from './chains'

/**
 * Development only: announces the Foyer Dev Wallet through EIP-6963. Its
 * requests go to the API process (`POST /dev/test-wallet`), which signs with
 * anvil's account #0, so a visitor can try the demo without an extension and
 * the key never reaches the page.
 */
export function installDevTestWallet(): void {
  createTestWalletProvider({
    info: { name: 'Foyer Dev Wallet', rdns: 'dev.foyer.devwallet' },
    send: async (payload) => {
      const response = await fetch(`${apiUrl}/dev/test-wallet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      })
      if (!response.ok) return { error: { code: -32603, message: `Dev wallet: HTTP ${response.status}` }, events: [] }
      return (await response.json()) as TestWalletResponse
    },
  })
}
