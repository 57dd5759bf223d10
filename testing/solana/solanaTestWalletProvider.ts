import type { Wallet } from '@wallet-standard/base'
import { createStandardTestWallet, type StandardTestWalletCore } from '../shared/createStandardTestWallet'
import { registerStandardWallet } from '../shared/registerStandardWallet'
import type { SolanaTestWalletAccount, SolanaTestWalletInfo, SolanaTestWalletRequest, SolanaTestWalletResponse } from './solanaTestWalletTypes'

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type SolanaTestWalletBridge = (payload: SolanaTestWalletRequest) => Promise<SolanaTestWalletResponse>

/** Options of {@link installSolanaTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallSolanaTestWalletProviderOptions = {
  /**
   * The bridge: the name of a global function (how the Playwright installer passes it), or the
   * function itself for in-page use.
   * @default '__foyerSolanaTestWallet'
   */
  bridge?: string | SolanaTestWalletBridge
  /** Name, icon and chains the wallet registers with. */
  info: SolanaTestWalletInfo
  /**
   * Name of a global function `(events) => void` through which the host pushes account changes it
   * caused from outside; `false` for none.
   * @default `${bridge}Emit` when `bridge` is a name, otherwise none
   */
  emitHook?: string | false
}

/**
 * Builds the page-side Wallet Standard wallet (`standard:connect`, `standard:disconnect`,
 * `standard:events`, `solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`) and registers it the Wallet Standard way (a
 * `wallet-standard:register-wallet` event now, and an answer to every `wallet-standard:app-ready`).
 * Keys stay on the other side of the bridge; errors are thrown as `Error`s with a numeric `code`.
 *
 * Installers serialize its parts instead ({@link solanaTestWalletScript}), so the family's features
 * stay self-contained (see `createStandardTestWallet`).
 * @example
 * installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info })
 */
export function installSolanaTestWalletProvider(options: InstallSolanaTestWalletProviderOptions): Wallet {
  const bridge = options.bridge ?? '__foyerSolanaTestWallet'
  const hook = options.emitHook ?? (typeof bridge === 'string' ? `${bridge}Emit` : false)
  return registerStandardWallet(createStandardTestWallet({ bridge, info: options.info, ...solanaCoreOptions(hook) }, solanaTestWalletFeatures))
}

// Wallet adapters recognise a refusal by this error name too.
const solanaCoreOptions = (emitHook: string | false) => ({ family: 'Solana', refusalName: 'WalletSignTransactionError', ...(emitHook ? { emitHook } : {}) })

/**
 * The Solana part of the test wallet: `standard:connect`, `solana:signMessage`,
 * `solana:signTransaction` and `solana:signAndSendTransaction`, on the shared Wallet Standard core.
 * Self-contained: it is serialized into init scripts.
 */
export function solanaTestWalletFeatures(core: StandardTestWalletCore<SolanaTestWalletAccount>) {
  const local = {
    address(input: { account?: { address?: unknown } }): string {
      return String(input.account?.address ?? '')
    },
    transaction(method: string, input: { account: { address: string }; transaction: Uint8Array; chain?: string }) {
      return core.send({
        method,
        params: { account: local.address(input), transaction: core.toBase64(input.transaction), ...(input.chain ? { chain: input.chain } : {}) },
      })
    },
  }
  return {
    toAccount(account: SolanaTestWalletAccount): Record<string, unknown> {
      return core.standardAccount(account, ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'])
    },
    features: {
      'standard:connect': core.connectFeature(),
      'solana:signMessage': {
        version: '1.0.0',
        signMessage(...inputs: Array<{ account: { address: string }; message: Uint8Array }>) {
          return Promise.all(
            inputs.map((input) =>
              core.send({ method: 'signMessage', params: { account: local.address(input), message: core.toBase64(input.message) } }).then((result) => {
                const { signature, signedMessage } = result as { signature: string; signedMessage: string }
                return { signature: core.toBytes(signature), signedMessage: core.toBytes(signedMessage), signatureType: 'ed25519' }
              }),
            ),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction(...inputs: Array<{ account: { address: string }; transaction: Uint8Array; chain?: string }>) {
          return Promise.all(
            inputs.map((input) =>
              local
                .transaction('signTransaction', input)
                .then((result) => ({ signedTransaction: core.toBytes((result as { signedTransaction: string }).signedTransaction) })),
            ),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction(...inputs: Array<{ account: { address: string }; transaction: Uint8Array; chain?: string }>) {
          return Promise.all(
            inputs.map((input) =>
              local.transaction('signAndSendTransaction', input).then((result) => ({ signature: core.toBytes((result as { signature: string }).signature) })),
            ),
          )
        },
      },
    },
  }
}

/** The init script that registers the Solana test wallet in a page, its requests going to the global `bridge`. */
export function solanaTestWalletScript(options: InstallSolanaTestWalletProviderOptions & { bridge: string }): string {
  const coreOptions = { bridge: options.bridge, info: options.info, ...solanaCoreOptions(options.emitHook ?? `${options.bridge}Emit`) }
  return `(${registerStandardWallet.toString()})((${createStandardTestWallet.toString()})(${JSON.stringify(coreOptions)}, ${solanaTestWalletFeatures.toString()}))`
}
