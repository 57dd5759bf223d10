import { createHash } from 'node:crypto'
import { createPolkadotTestWallet, type CreatePolkadotTestWalletOptions, type PolkadotTestWallet } from '../../testing/polkadot/createPolkadotTestWallet'
import { installPolkadotTestWalletProvider } from '../../testing/polkadot/polkadotTestWalletProvider'

/**
 * A fixed 32-byte seed per label, so a test's account is the same on every run.
 *
 * @example
 * polkadotTestWalletSeed('alice') // the same 32 bytes every time
 */
export function polkadotTestWalletSeed(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`foyer polkadot test wallet ${label}`).digest())
}

/**
 * Creates the Polkadot test wallet and adds its extension to `window.injectedWeb3[key]` in this
 * same process (the bridge is a plain function call): for unit tests in Node or jsdom, where
 * `window` exists.
 *
 * @example
 * const wallet = setupPolkadotTestWallet({ key: 'alice', seed: polkadotTestWalletSeed('alice') })
 * await createPolkadotAdapter({ networks: [westend] }).connect({ walletId: 'alice' })
 */
export function setupPolkadotTestWallet({ key, ...options }: CreatePolkadotTestWalletOptions & { key?: string }): PolkadotTestWallet {
  const wallet = createPolkadotTestWallet(options)
  installPolkadotTestWalletProvider({ bridge: (payload) => wallet.request(payload), ...(key ? { key } : {}) })
  return wallet
}
