import type { Wallet } from '@wallet-standard/base'
import type { BitcoinTestWalletAccount, BitcoinTestWalletErrorObject, BitcoinTestWalletInfo, BitcoinTestWalletRequest, BitcoinTestWalletResponse } from './bitcoinTestWalletTypes'

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
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions.
 * @example
 * installBitcoinTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: bitcoinTestWalletInfo() })
 */
export function installBitcoinTestWalletProvider(options: InstallBitcoinTestWalletProviderOptions): Wallet {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerBitcoinTestWallet'
  const info = options.info
  const listeners: Array<(properties: { accounts: readonly unknown[] }) => void> = []
  let accounts: ReadonlyArray<Record<string, unknown>> = []

  const local = {
    toBytes(base64: string): Uint8Array {
      const binary = atob(base64)
      const bytes = new Uint8Array(binary.length)
      for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
      return bytes
    },
    toBase64(bytes: Uint8Array): string {
      let binary = ''
      for (let index = 0; index < bytes.length; index++) binary += String.fromCharCode(bytes[index] as number)
      return btoa(binary)
    },
    hexToBytes(value: string): Uint8Array {
      const bytes = new Uint8Array(value.length / 2)
      for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(value.slice(index * 2, index * 2 + 2), 16)
      return bytes
    },
    toError(error: BitcoinTestWalletErrorObject): Error {
      const thrown: Error & { code?: number } = new Error(error.message)
      thrown.code = error.code
      return thrown
    },
    toAccount(account: BitcoinTestWalletAccount): Record<string, unknown> {
      return Object.freeze({
        address: account.address,
        publicKey: local.hexToBytes(account.publicKey),
        chains: info.chains.slice(),
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
        label: account.purpose === 'payment' ? 'Payment' : 'Ordinals',
        purpose: account.purpose,
        derivationPath: account.derivationPath,
      })
    },
    setAccounts(next: ReadonlyArray<Record<string, unknown>>): void {
      accounts = Object.freeze(next.slice())
      for (const listener of listeners.slice()) {
        try {
          listener({ accounts })
        } catch (error) {
          setTimeout(() => {
            throw error
          })
        }
      }
    },
    send(payload: BitcoinTestWalletRequest): Promise<unknown> {
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') return Promise.reject(local.toError({ code: 4900, message: `The Bitcoin test wallet bridge "${String(bridge)}" is missing.` }))
      return Promise.resolve()
        .then(() => (send as BitcoinTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object') throw local.toError({ code: -32603, message: 'The Bitcoin test wallet bridge returned an invalid response.' })
          if ('error' in response) throw local.toError(response.error)
          return response.result
        })
    },
  }

  const wallet = {
    version: '1.0.0',
    name: info.name,
    icon: info.icon,
    chains: info.chains.slice(),
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect(input: { purposes: Array<'payment' | 'ordinals'> }) {
          return local.send({ method: 'connect', params: { purposes: input.purposes.slice() } }).then((result) => {
            const connected = (result as { accounts: BitcoinTestWalletAccount[] }).accounts.map((account) => local.toAccount(account))
            local.setAccounts(connected)
            return { accounts: connected }
          })
        },
      },
      // Only to restore a connection: `{ silent: true }` answers the accounts of an approved site
      // without a prompt (none for any other); without it, it asks as `bitcoin:connect` does.
      'standard:connect': {
        version: '1.0.0',
        connect(input?: { silent?: boolean }) {
          const silent = input?.silent === true
          return local.send({ method: 'connect', params: { purposes: ['payment', 'ordinals'], silent } }).then((result) => {
            const connected = (result as { accounts: BitcoinTestWalletAccount[] }).accounts.map((account) => local.toAccount(account))
            if (connected.length > 0 || !silent) local.setAccounts(connected)
            return { accounts: connected }
          })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect() {
          return local.send({ method: 'disconnect' }).then(() => local.setAccounts([]))
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts: readonly unknown[] }) => void) {
          if (event === 'change') listeners.push(listener)
          return () => {
            const index = listeners.indexOf(listener)
            if (index >= 0) listeners.splice(index, 1)
          }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage(...inputs: Array<{ account: { address: string }; message: Uint8Array }>) {
          return Promise.all(
            inputs.map((input) =>
              local.send({ method: 'signMessage', params: { address: input.account.address, message: local.toBase64(input.message) } }).then((result) => {
                const { signature, signedMessage } = result as { signature: string; signedMessage: string }
                return { signature: local.toBytes(signature), signedMessage: local.toBytes(signedMessage) }
              }),
            ),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction(...inputs: Array<{ psbt: Uint8Array; chain: string; inputsToSign: Array<{ account: { address: string }; signingIndexes: number[]; sigHash?: number }> }>) {
          return Promise.all(
            inputs.map((input) =>
              local
                .send({
                  method: 'signTransaction',
                  params: {
                    psbt: local.toBase64(input.psbt),
                    chain: input.chain,
                    inputsToSign: input.inputsToSign.map((entry) => ({ address: entry.account.address, signingIndexes: entry.signingIndexes.slice(), sigHash: entry.sigHash })),
                  },
                })
                .then((result) => ({ signedPsbt: local.toBytes((result as { psbt: string }).psbt) })),
            ),
          )
        },
      },
    },
  }

  const registration = {
    register(api: { register: (registered: unknown) => unknown }) {
      api.register(wallet)
    },
  }
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: registration.register }))
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
  window.addEventListener('wallet-standard:app-ready', (event) => registration.register((event as CustomEvent).detail))
  // Built from loose JS types on purpose (it must serialize); the tests check its Wallet Standard
  // behaviour through @wallet-standard/app and the Bitcoin adapter.
  return wallet as unknown as Wallet
}
