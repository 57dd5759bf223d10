import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { bitcoinTestWalletInfo } from './bitcoinTestWalletInfo'
import { installBitcoinTestWalletProvider } from './bitcoinTestWalletProvider'
import { createBitcoinTestWallet, type BitcoinTestWallet, type CreateBitcoinTestWalletOptions } from './createBitcoinTestWallet'

/**
 * A fixed 32-byte seed per label, so a test's accounts are the same on every run.
 *
 * @example
 * bitcoinTestWalletSeed('alice') // the same 32 bytes every time
 */
export function bitcoinTestWalletSeed(label: string): Uint8Array {
  // @noble/hashes rather than node:crypto, so the entry that exports it also loads in a browser build.
  return sha256(utf8ToBytes(`foyer bitcoin test wallet ${label}`))
}

/**
 * Creates the Bitcoin test wallet and registers its Wallet Standard side in this same process
 * (the bridge is a plain function call): for unit tests in Node or jsdom, where `window` exists.
 *
 * @example
 * const wallet = setupBitcoinTestWallet({ name: 'Alice', seed: bitcoinTestWalletSeed('alice') })
 * await createBitcoinAdapter({ networks }).connect({ walletId: 'Alice' })
 */
export function setupBitcoinTestWallet({ name, chains, ...options }: CreateBitcoinTestWalletOptions & { name?: string; chains?: string[] }): BitcoinTestWallet {
  const wallet = createBitcoinTestWallet(options)
  installBitcoinTestWalletProvider({
    bridge: (payload) => wallet.request(payload),
    info: bitcoinTestWalletInfo({ ...(name ? { name } : {}), ...(chains ? { chains } : {}) }),
  })
  return wallet
}
