import { createHash } from 'node:crypto'
import { registerStandardWallet } from '../../testing/shared/registerStandardWallet'
import { createSuiTestWallet, type CreateSuiTestWalletOptions, type SuiTestWallet } from '../../testing/sui/createSuiTestWallet'
import { createSuiTestWalletInfo } from '../../testing/sui/suiTestWalletInfo'
import { createSuiTestWalletStandard } from '../../testing/sui/suiTestWalletProvider'
import type { SuiTestWalletInfo } from '../../testing/sui/suiTestWalletTypes'

/**
 * A fixed 32-byte Ed25519 secret key per label, so a test's account is the same on every run.
 *
 * @example
 * suiTestWalletSecretKey('alice') // the same 32 bytes every time
 */
export function suiTestWalletSecretKey(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`foyer sui test wallet ${label}`).digest())
}

/**
 * Creates the Sui test wallet and registers its Wallet Standard side in this same process (the
 * bridge is a plain function call): for unit tests in jsdom, where `window` exists.
 *
 * @example
 * const wallet = setupSuiTestWallet({ secretKey: suiTestWalletSecretKey('alice'), info: { name: 'Alice' } })
 * await createSuiAdapter().connect({ walletId: 'Alice' })
 */
export function setupSuiTestWallet({ info, ...options }: CreateSuiTestWalletOptions & { info?: Partial<SuiTestWalletInfo> }): SuiTestWallet {
  const wallet = createSuiTestWallet(options)
  registerStandardWallet(createSuiTestWalletStandard({ bridge: (payload) => wallet.request(payload), info: createSuiTestWalletInfo(info) }))
  return wallet
}
