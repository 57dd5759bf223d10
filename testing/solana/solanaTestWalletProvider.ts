import type { Wallet } from '@wallet-standard/base'
import type {
  SolanaTestWalletAccount,
  SolanaTestWalletErrorObject,
  SolanaTestWalletEvent,
  SolanaTestWalletInfo,
  SolanaTestWalletRequest,
  SolanaTestWalletResponse,
} from './solanaTestWalletTypes'

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
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions (tsx's
 * `keepNames` wraps them in a helper the page lacks); method shorthand is fine.
 * @example
 * installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info })
 */
export function installSolanaTestWalletProvider(options: InstallSolanaTestWalletProviderOptions): Wallet {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerSolanaTestWallet'
  const info = options.info
  const listeners: Array<(properties: { accounts: readonly unknown[] }) => void> = []
  const accountFeatures = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']
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
    toError(error: SolanaTestWalletErrorObject): Error {
      const thrown: Error & { code?: number } = new Error(error.message)
      thrown.code = error.code
      // Wallet adapters recognise a refusal by this name too.
      if (error.code === 4001) thrown.name = 'WalletSignTransactionError'
      return thrown
    },
    toAccount(account: SolanaTestWalletAccount): Record<string, unknown> {
      return Object.freeze({
        address: account.address,
        publicKey: local.toBytes(account.publicKey),
        chains: info.chains.slice(),
        features: accountFeatures.slice(),
        label: 'Test account',
      })
    },
    setAccounts(next: SolanaTestWalletAccount[]): void {
      const same = next.length === accounts.length && next.every((account, index) => accounts[index]?.address === account.address)
      if (same) return
      accounts = Object.freeze(next.map((account) => local.toAccount(account)))
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
    apply(events: readonly SolanaTestWalletEvent[]): void {
      for (const { event, data } of events) if (event === 'change') local.setAccounts(data.accounts)
    },
    send(payload: SolanaTestWalletRequest): Promise<unknown> {
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') return Promise.reject(local.toError({ code: 4900, message: `The Solana test wallet bridge "${String(bridge)}" is missing.` }))
      return Promise.resolve()
        .then(() => (send as SolanaTestWalletBridge)(payload))
        .then((response) => {
          if (!response || !Array.isArray(response.events)) throw local.toError({ code: -32603, message: 'The Solana test wallet bridge returned an invalid response.' })
          local.apply(response.events)
          if ('error' in response) throw local.toError(response.error)
          return response.result
        })
    },
    address(input: { account?: { address?: unknown } }): string {
      return String(input.account?.address ?? '')
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
            local.setAccounts((result as { accounts: SolanaTestWalletAccount[] }).accounts)
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
      'solana:signMessage': {
        version: '1.0.0',
        signMessage(...inputs: Array<{ account: { address: string }; message: Uint8Array }>) {
          return Promise.all(
            inputs.map((input) =>
              local.send({ method: 'signMessage', params: { account: local.address(input), message: local.toBase64(input.message) } }).then((result) => {
                const { signature, signedMessage } = result as { signature: string; signedMessage: string }
                return { signature: local.toBytes(signature), signedMessage: local.toBytes(signedMessage), signatureType: 'ed25519' }
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
                .send({ method: 'signTransaction', params: { account: local.address(input), transaction: local.toBase64(input.transaction), ...(input.chain ? { chain: input.chain } : {}) } })
                .then((result) => ({ signedTransaction: local.toBytes((result as { signedTransaction: string }).signedTransaction) })),
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
              local
                .send({ method: 'signAndSendTransaction', params: { account: local.address(input), transaction: local.toBase64(input.transaction), ...(input.chain ? { chain: input.chain } : {}) } })
                .then((result) => ({ signature: local.toBytes((result as { signature: string }).signature) })),
            ),
          )
        },
      },
    },
  }

  const hook = options.emitHook ?? (typeof bridge === 'string' ? `${bridge}Emit` : false)
  if (hook) {
    Object.defineProperty(window, hook, {
      configurable: true,
      value(events: unknown) {
        if (Array.isArray(events)) local.apply(events as SolanaTestWalletEvent[])
      },
    })
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
  // Built from loose JS types on purpose (it must serialize); its behaviour is the Wallet
  // Standard's, which the tests check through @wallet-standard/app and the wallet adapter.
  return wallet as unknown as Wallet
}
