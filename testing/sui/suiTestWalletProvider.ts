import type { Wallet } from '@wallet-standard/base'
import type { SuiTestWalletAccount, SuiTestWalletErrorObject, SuiTestWalletInfo, SuiTestWalletRequest, SuiTestWalletResponse } from './suiTestWalletTypes'

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
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions.
 * @example
 * registerStandardWallet(createSuiTestWalletStandard({ bridge: (payload) => wallet.request(payload), info: createSuiTestWalletInfo() }))
 */
export function createSuiTestWalletStandard(options: CreateSuiTestWalletStandardOptions): Wallet {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerSuiTestWallet'
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
    toError(error: SuiTestWalletErrorObject): Error {
      const thrown: Error & { code?: number } = new Error(error.message)
      thrown.code = error.code
      return thrown
    },
    toAccount(account: SuiTestWalletAccount): Record<string, unknown> {
      return Object.freeze({ address: account.address, publicKey: local.toBytes(account.publicKey), chains: info.chains.slice(), features: ['sui:signPersonalMessage'], label: 'Test account' })
    },
    setAccounts(next: ReadonlyArray<Record<string, unknown>>): void {
      if (next.length === accounts.length && next.every((account, index) => accounts[index]?.address === account.address)) return
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
    send(payload: SuiTestWalletRequest): Promise<unknown> {
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') return Promise.reject(local.toError({ code: 4900, message: `The Sui test wallet bridge "${String(bridge)}" is missing.` }))
      return Promise.resolve()
        .then(() => (send as SuiTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object') throw local.toError({ code: -32603, message: 'The Sui test wallet bridge returned an invalid response.' })
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
      'standard:connect': {
        version: '1.0.0',
        connect(input?: { silent?: boolean }) {
          return local.send({ method: 'connect', params: { silent: input?.silent === true } }).then((result) => {
            local.setAccounts((result as { accounts: SuiTestWalletAccount[] }).accounts.map((account) => local.toAccount(account)))
            return { accounts }
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
      'sui:signPersonalMessage': {
        version: '1.1.0',
        signPersonalMessage(input: { message: Uint8Array; account: { address: string }; chain?: string }) {
          return local
            .send({ method: 'signPersonalMessage', params: { address: input.account.address, message: local.toBase64(input.message), ...(input.chain ? { chain: input.chain } : {}) } })
            .then((result) => result as { bytes: string; signature: string })
        },
      },
    },
  }
  // Built from loose JS types on purpose (it must serialize); the tests check its Wallet Standard
  // behaviour through @wallet-standard/app and the Sui adapter.
  return wallet as unknown as Wallet
}
