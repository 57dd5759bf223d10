import { createHash } from 'node:crypto'
import { installCosmosTestWalletProvider } from '../../testing/cosmos/cosmosTestWalletProvider'
import { createCosmosTestWallet, type CosmosTestWallet, type CreateCosmosTestWalletOptions } from '../../testing/cosmos/createCosmosTestWallet'

/**
 * A fixed 32-byte seed per label, so a test's account is the same on every run.
 *
 * @example
 * cosmosTestWalletSeed('alice') // the same 32 bytes every time
 */
export function cosmosTestWalletSeed(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`foyer cosmos test wallet ${label}`).digest())
}

/** The Cosmos test wallet set up in this process, with its account switch. */
export type CosmosTestWalletSetup = CosmosTestWallet & {
  /** Switches the key and fires the `<global>_keystorechange` window event, as the wallet would. */
  changeAccount(seed: Uint8Array): void
}

/**
 * Creates the Cosmos test wallet and injects it as `window.keplr` (or `window.leap`) in this same
 * process (the bridge is a plain function call): for unit tests in Node or jsdom, where `window`
 * exists. One wallet per global: a second call replaces the first.
 *
 * @example
 * const wallet = setupCosmosTestWallet({ seed: cosmosTestWalletSeed('alice') })
 * await createCosmosAdapter({ networks }).connect({ walletId: 'keplr' })
 */
export function setupCosmosTestWallet({ global = 'keplr', ...options }: CreateCosmosTestWalletOptions & { global?: 'keplr' | 'leap' }): CosmosTestWalletSetup {
  const wallet = createCosmosTestWallet(options)
  installCosmosTestWalletProvider({ bridge: (payload) => wallet.request(payload), global })
  return Object.assign(wallet, {
    changeAccount(seed: Uint8Array) {
      wallet.switchAccount(seed)
      ;(window as unknown as EventTarget).dispatchEvent(new Event(`${global}_keystorechange`))
    },
  })
}
