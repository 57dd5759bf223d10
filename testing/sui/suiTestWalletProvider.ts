import type { Wallet } from '@wallet-standard/base'
import { createStandardTestWallet, type StandardTestWalletCore } from '../shared/createStandardTestWallet'
import { registerStandardWallet } from '../shared/registerStandardWallet'
import type { SuiTestWalletAccount, SuiTestWalletInfo, SuiTestWalletRequest, SuiTestWalletResponse } from './suiTestWalletTypes'

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type SuiTestWalletBridge = (payload: SuiTestWalletRequest) => Promise<SuiTestWalletResponse>

/** Options of {@link createSuiTestWalletStandard}. Must stay JSON when the bridge is a name. */
export type CreateSuiTestWalletStandardOptions = {
  /**
   * The bridge: the name of a global function (how the Playwright installer passes it), or the
   * function itself for in-page use.
   * @default '__foyerSuiTestWallet'
   */
  bridge?: string | SuiTestWalletBridge
  /** Name, icon and chains the wallet registers with. */
  info: SuiTestWalletInfo
}

/**
 * Builds the page side of the Sui test wallet as a Wallet Standard wallet, the way Sui wallets
 * (Slush, Suiet, Phantom) register: `standard:connect` (with `silent`), `standard:disconnect`,
 * `standard:events` and `sui:signPersonalMessage`, which answers `{ bytes, signature }` in base64.
 * Keys stay on the other side of the bridge; errors are thrown as `Error`s with a numeric `code`
 * (`4001` for a refusal). Register it with `registerStandardWallet`.
 *
 * Installers serialize its parts instead ({@link suiTestWalletScript}), so the family's features
 * stay self-contained (see `createStandardTestWallet`).
 * @example
 * registerStandardWallet(createSuiTestWalletStandard({ bridge: (payload) => wallet.request(payload), info: createSuiTestWalletInfo() }))
 */
export function createSuiTestWalletStandard(options: CreateSuiTestWalletStandardOptions): Wallet {
  return createStandardTestWallet({ bridge: options.bridge ?? '__foyerSuiTestWallet', info: options.info, family: 'Sui' }, suiTestWalletFeatures)
}

/**
 * The Sui part of the test wallet: its accounts and features, on the shared Wallet Standard core.
 * Self-contained: it is serialized into init scripts.
 */
export function suiTestWalletFeatures(core: StandardTestWalletCore<SuiTestWalletAccount>) {
  return {
    toAccount(account: SuiTestWalletAccount): Record<string, unknown> {
      return core.standardAccount(account, ['sui:signPersonalMessage'])
    },
    features: {
      'standard:connect': core.connectFeature(),
      'sui:signPersonalMessage': {
        version: '1.1.0',
        signPersonalMessage(input: { message: Uint8Array; account: { address: string }; chain?: string }) {
          return core
            .send({
              method: 'signPersonalMessage',
              params: { address: input.account.address, message: core.toBase64(input.message), ...(input.chain ? { chain: input.chain } : {}) },
            })
            .then((result) => result as { bytes: string; signature: string })
        },
      },
    },
  }
}

/** The init script that registers the Sui test wallet in a page, its requests going to the global `bridge`. */
export function suiTestWalletScript(options: CreateSuiTestWalletStandardOptions & { bridge: string }): string {
  const coreOptions = { bridge: options.bridge, info: options.info, family: 'Sui' }
  return `(${registerStandardWallet.toString()})((${createStandardTestWallet.toString()})(${JSON.stringify(coreOptions)}, ${suiTestWalletFeatures.toString()}))`
}
