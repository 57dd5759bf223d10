import type { Wallet } from '@wallet-standard/base'

/** An error a test wallet's Node side answers with: a message and an EIP-1193-style numeric code. */
export type StandardTestWalletErrorObject = { code: number; message: string }

/** What a test wallet's Node side answers one bridged request with. */
export type StandardTestWalletResponse = { result?: unknown; error?: StandardTestWalletErrorObject; events?: readonly unknown[] }

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type StandardTestWalletBridge = (payload: never) => Promise<unknown>

/** Options of {@link createStandardTestWallet}. Must stay JSON when the bridge is a name. */
export type StandardTestWalletOptions = {
  /** The bridge: the name of a global function (how a Playwright installer passes it), or the function itself. */
  bridge: string | StandardTestWalletBridge
  /** Name, icon and chains the wallet registers with. */
  info: { name: string; icon: string; chains: readonly string[] }
  /** The family's name in error messages, e.g. `'Sui'`. */
  family: string
  /**
   * `Error.name` given to refusals (code 4001), for adapters that recognise a refusal by name.
   * @default undefined (plain `Error`)
   */
  refusalName?: string
  /**
   * Name of a global function `(events) => void` through which the Node side pushes account changes
   * it caused from outside (the events carried by responses are applied too).
   * @default undefined (none)
   */
  emitHook?: string
}

/** The shared machinery a family's features are built on, handed to its {@link StandardTestWalletFamily}. */
export type StandardTestWalletCore<Account> = {
  info: StandardTestWalletOptions['info']
  toBytes(base64: string): Uint8Array
  toBase64(bytes: Uint8Array): string
  /** The wallet's current Wallet Standard accounts. */
  accounts(): ReadonlyArray<Record<string, unknown>>
  /** Replaces the accounts and emits `change`, unless the addresses are the same as before. */
  setAccounts(next: readonly Account[]): ReadonlyArray<Record<string, unknown>>
  /** Sends a request over the bridge; rejects with an `Error` carrying the answer's `code`. */
  send(payload: Record<string, unknown>): Promise<unknown>
  /** A Wallet Standard account labelled `Test account` on all the wallet's chains, from a base64 public key. */
  standardAccount(account: { address: string; publicKey: string }, features: readonly string[]): Record<string, unknown>
  /** `standard:connect`: asks the Node side (silently when the app asks so) and takes the accounts it answers. */
  connectFeature(): { version: string; connect(input?: { silent?: boolean }): Promise<{ accounts: ReadonlyArray<Record<string, unknown>> }> }
}

/** What a family adds to the shared wallet: its account shape and its features (`standard:connect` included). */
export type StandardTestWalletFamily<Account> = (core: StandardTestWalletCore<Account>) => {
  toAccount(account: Account): Record<string, unknown>
  features: Record<string, unknown>
}

/**
 * Builds the page side of a Wallet Standard test wallet: the wallet object with its accounts,
 * `standard:disconnect` and `standard:events`, the bridge to the Node side where the keys live, and
 * base64 helpers; the family adds its account shape and features. Register the result with
 * `registerStandardWallet`.
 *
 * Serialized with `Function.prototype.toString` into Playwright init scripts together with the
 * family's function, so both must stay self-contained: no imports, no module-scope references, no
 * named inner arrow functions (tsx's `keepNames` wraps them in a helper the page lacks); method
 * shorthand is fine. Installers write `(${createStandardTestWallet})(options, ${family})`.
 * @example
 * registerStandardWallet(createStandardTestWallet({ bridge, info, family: 'Sui' }, suiTestWalletFeatures))
 */
export function createStandardTestWallet<Account extends { address: string }>(
  options: StandardTestWalletOptions,
  family: StandardTestWalletFamily<Account>,
): Wallet {
  const scope = window as unknown as Record<string, unknown>
  const listeners: Array<(properties: { accounts: readonly unknown[] }) => void> = []
  let accounts: ReadonlyArray<Record<string, unknown>> = []
  let built: ReturnType<StandardTestWalletFamily<Account>> | undefined

  const local = {
    toError(error: StandardTestWalletErrorObject): Error {
      const thrown: Error & { code?: number } = new Error(error.message)
      thrown.code = error.code
      if (error.code === 4001 && options.refusalName) thrown.name = options.refusalName
      return thrown
    },
    apply(events: readonly unknown[]): void {
      for (const entry of events) {
        const { event, data } = entry as { event?: string; data?: { accounts?: Account[] } }
        if (event === 'change' && Array.isArray(data?.accounts)) core.setAccounts(data.accounts)
      }
    },
  }

  const core: StandardTestWalletCore<Account> = {
    info: options.info,
    toBytes(base64) {
      const binary = atob(base64)
      const bytes = new Uint8Array(binary.length)
      for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
      return bytes
    },
    toBase64(bytes) {
      let binary = ''
      for (let index = 0; index < bytes.length; index++) binary += String.fromCharCode(bytes[index] as number)
      return btoa(binary)
    },
    accounts() {
      return accounts
    },
    setAccounts(next) {
      const same = next.length === accounts.length && next.every((account, index) => accounts[index]?.address === account.address)
      if (same) return accounts
      accounts = Object.freeze(next.map((account) => (built as NonNullable<typeof built>).toAccount(account)))
      for (const listener of listeners.slice()) {
        try {
          listener({ accounts })
        } catch (error) {
          setTimeout(() => {
            throw error
          })
        }
      }
      return accounts
    },
    send(payload) {
      const send = typeof options.bridge === 'function' ? options.bridge : scope[options.bridge]
      if (typeof send !== 'function')
        return Promise.reject(local.toError({ code: 4900, message: `The ${options.family} test wallet bridge "${String(options.bridge)}" is missing.` }))
      return Promise.resolve()
        .then(() => (send as (payload: unknown) => Promise<unknown>)(payload))
        .then((answer) => {
          const response = answer as StandardTestWalletResponse | null
          if (!response || typeof response !== 'object')
            throw local.toError({ code: -32603, message: `The ${options.family} test wallet bridge returned an invalid response.` })
          if (Array.isArray(response.events)) local.apply(response.events)
          if (response.error) throw local.toError(response.error)
          return response.result
        })
    },
    standardAccount(account, features) {
      return Object.freeze({
        address: account.address,
        publicKey: core.toBytes(account.publicKey),
        chains: options.info.chains.slice(),
        features: features.slice(),
        label: 'Test account',
      })
    },
    connectFeature() {
      return {
        version: '1.0.0',
        connect(input?: { silent?: boolean }) {
          return core
            .send({ method: 'connect', params: { silent: input?.silent === true } })
            .then((result) => ({ accounts: core.setAccounts((result as { accounts: Account[] }).accounts) }))
        },
      }
    },
  }
  built = family(core)

  if (options.emitHook) {
    Object.defineProperty(window, options.emitHook, {
      configurable: true,
      value(events: unknown) {
        if (Array.isArray(events)) local.apply(events)
      },
    })
  }

  const wallet = {
    version: '1.0.0',
    name: options.info.name,
    icon: options.info.icon,
    chains: options.info.chains.slice(),
    get accounts() {
      return accounts
    },
    features: {
      'standard:disconnect': {
        version: '1.0.0',
        disconnect() {
          return core.send({ method: 'disconnect' }).then(() => {
            core.setAccounts([])
          })
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
      ...built.features,
    },
  }
  // Built from loose JS types on purpose (it must serialize); the tests check its Wallet Standard
  // behaviour through @wallet-standard/app and each family's adapter.
  return wallet as unknown as Wallet
}
