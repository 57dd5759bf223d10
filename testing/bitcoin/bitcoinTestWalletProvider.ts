import type { Wallet } from '@wallet-standard/base'
import { createStandardTestWallet, type StandardTestWalletCore } from '../shared/createStandardTestWallet'
import { registerStandardWallet } from '../shared/registerStandardWallet'
import type { BitcoinTestWalletAccount, BitcoinTestWalletInfo, BitcoinTestWalletRequest, BitcoinTestWalletResponse } from './bitcoinTestWalletTypes'

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type BitcoinTestWalletBridge = (payload: BitcoinTestWalletRequest) => Promise<BitcoinTestWalletResponse>

/** Options of {@link installBitcoinTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallBitcoinTestWalletProviderOptions = {
  /**
   * The bridge: the name of a global function (how a Playwright installer passes it), or the
   * function itself for in-page use.
   * @default '__foyerBitcoinTestWallet'
   */
  bridge?: string | BitcoinTestWalletBridge
  /** Name, icon and chains the wallet registers with. */
  info: BitcoinTestWalletInfo
}

/**
 * Builds the page-side Wallet Standard Bitcoin wallet (`bitcoin:connect` with purposes,
 * `bitcoin:signMessage`, `bitcoin:signTransaction` over PSBTs, `standard:connect` (silent, to
 * restore), `standard:disconnect`, `standard:events`) and registers it the Wallet Standard way (a `wallet-standard:register-wallet`
 * event now, and an answer to every `wallet-standard:app-ready`). Keys stay on the other side of the
 * bridge; errors are thrown as `Error`s with a numeric `code` (`4001` for a refusal). Accounts also
 * carry `purpose` and `derivationPath`, which the Wallet Standard account leaves out.
 *
 * Installers serialize its parts instead ({@link bitcoinTestWalletScript}), so the family's features
 * stay self-contained (see `createStandardTestWallet`).
 * @example
 * installBitcoinTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: bitcoinTestWalletInfo() })
 */
export function installBitcoinTestWalletProvider(options: InstallBitcoinTestWalletProviderOptions): Wallet {
  return registerStandardWallet(
    createStandardTestWallet({ bridge: options.bridge ?? '__foyerBitcoinTestWallet', info: options.info, family: 'Bitcoin' }, bitcoinTestWalletFeatures),
  )
}

/**
 * The Bitcoin part of the test wallet: accounts with `purpose` and `derivationPath`, `bitcoin:connect`,
 * `bitcoin:signMessage`, `bitcoin:signTransaction` and a silent `standard:connect`, on the shared
 * Wallet Standard core. Self-contained: it is serialized into init scripts.
 */
export function bitcoinTestWalletFeatures(core: StandardTestWalletCore<BitcoinTestWalletAccount>) {
  const local = {
    hexToBytes(value: string): Uint8Array {
      const bytes = new Uint8Array(value.length / 2)
      for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(value.slice(index * 2, index * 2 + 2), 16)
      return bytes
    },
    connect(purposes: Array<'payment' | 'ordinals'>, silent?: boolean) {
      return core.send({ method: 'connect', params: { purposes: purposes.slice(), ...(silent === undefined ? {} : { silent }) } }).then((result) => {
        const connected = (result as { accounts: BitcoinTestWalletAccount[] }).accounts
        // A silent connect that finds no approval leaves the accounts as they are.
        return { accounts: connected.length > 0 || !silent ? core.setAccounts(connected) : [] }
      })
    },
  }
  return {
    toAccount(account: BitcoinTestWalletAccount): Record<string, unknown> {
      return Object.freeze({
        address: account.address,
        publicKey: local.hexToBytes(account.publicKey),
        chains: core.info.chains.slice(),
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
        label: account.purpose === 'payment' ? 'Payment' : 'Ordinals',
        purpose: account.purpose,
        derivationPath: account.derivationPath,
      })
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect(input: { purposes: Array<'payment' | 'ordinals'> }) {
          return local.connect(input.purposes)
        },
      },
      // Only to restore a connection: `{ silent: true }` answers the accounts of an approved site
      // without a prompt (none for any other); without it, it asks as `bitcoin:connect` does.
      'standard:connect': {
        version: '1.0.0',
        connect(input?: { silent?: boolean }) {
          return local.connect(['payment', 'ordinals'], input?.silent === true)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage(...inputs: Array<{ account: { address: string }; message: Uint8Array }>) {
          return Promise.all(
            inputs.map((input) =>
              core.send({ method: 'signMessage', params: { address: input.account.address, message: core.toBase64(input.message) } }).then((result) => {
                const { signature, signedMessage } = result as { signature: string; signedMessage: string }
                return { signature: core.toBytes(signature), signedMessage: core.toBytes(signedMessage) }
              }),
            ),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction(
          ...inputs: Array<{
            psbt: Uint8Array
            chain: string
            inputsToSign: Array<{ account: { address: string }; signingIndexes: number[]; sigHash?: number }>
          }>
        ) {
          return Promise.all(
            inputs.map((input) =>
              core
                .send({
                  method: 'signTransaction',
                  params: {
                    psbt: core.toBase64(input.psbt),
                    chain: input.chain,
                    inputsToSign: input.inputsToSign.map((entry) => ({
                      address: entry.account.address,
                      signingIndexes: entry.signingIndexes.slice(),
                      sigHash: entry.sigHash,
                    })),
                  },
                })
                .then((result) => ({ signedPsbt: core.toBytes((result as { psbt: string }).psbt) })),
            ),
          )
        },
      },
    },
  }
}

/** The init script that registers the Bitcoin test wallet in a page, its requests going to the global `bridge`. */
export function bitcoinTestWalletScript(options: InstallBitcoinTestWalletProviderOptions & { bridge: string }): string {
  const coreOptions = { bridge: options.bridge, info: options.info, family: 'Bitcoin' }
  return `(${registerStandardWallet.toString()})((${createStandardTestWallet.toString()})(${JSON.stringify(coreOptions)}, ${bitcoinTestWalletFeatures.toString()}))`
}
