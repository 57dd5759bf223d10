import { createHash } from 'node:crypto'
import { createStacksTestWallet, type CreateStacksTestWalletOptions, type StacksTestWallet } from '../../testing/stacks/createStacksTestWallet'
import { createStacksTestWalletInfo } from '../../testing/stacks/stacksTestWalletInfo'
import { installStacksTestWalletProvider } from '../../testing/stacks/stacksTestWalletProvider'
import type { StacksTestWalletInfo } from '../../testing/stacks/stacksTestWalletTypes'

/**
 * A fixed 32-byte secp256k1 private key per label, so a test's account is the same on every run
 * (a SHA-256 digest is a valid key but for a chance of about 2^-128).
 *
 * @example
 * stacksTestWalletSecretKey('alice') // the same 32 bytes every time
 */
export function stacksTestWalletSecretKey(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`foyer stacks test wallet ${label}`).digest())
}

/**
 * Creates the Stacks test wallet and installs its provider in this same process (the bridge is a
 * plain function call): for unit tests, where a `window` object stands in for the page's.
 *
 * @example
 * const wallet = setupStacksTestWallet({ secretKey: stacksTestWalletSecretKey('alice'), info: { id: 'AliceProvider', name: 'Alice' } })
 * await createStacksAdapter({ networks: [stacksTestnet] }).connect({ walletId: 'AliceProvider' })
 */
export function setupStacksTestWallet({ info, ...options }: CreateStacksTestWalletOptions & { info?: Partial<StacksTestWalletInfo> }): StacksTestWallet {
  const wallet = createStacksTestWallet(options)
  installStacksTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createStacksTestWalletInfo(info) })
  return wallet
}
