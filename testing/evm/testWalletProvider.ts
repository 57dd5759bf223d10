import type { EIP1193Provider } from 'viem'
import type { TestWalletErrorObject, TestWalletEvent, TestWalletProviderInfo, TestWalletRequest, TestWalletResponse } from './testWalletTypes'

/** Carries one request to the wallet (a Playwright binding, a `fetch` to a server, ...). */
export type TestWalletBridge = (payload: TestWalletRequest) => Promise<TestWalletResponse>

/** Options of {@link installTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallTestWalletProviderOptions = {
  /**
   * The bridge: the name of a global function (how the Playwright installer passes it, since a
   * function cannot be serialized into an init script), or the function itself for in-page use.
   * @default '__foyerTestWallet'
   */
  bridge?: string | TestWalletBridge
  /** EIP-6963 provider info. */
  info: TestWalletProviderInfo
  /**
   * Announce through EIP-6963 now and on every `eip6963:requestProvider`.
   * @default true
   */
  announce?: boolean
  /**
   * Name of a global function `(events) => void` through which the host pushes events that it
   * caused from outside (account or chain switches in a test); `false` for none.
   * @default `${bridge}Emit` when `bridge` is a name, otherwise none
   */
  emitHook?: string | false
  /**
   * Also set `window.ethereum`, for dapps that predate EIP-6963.
   * @default false
   */
  windowEthereum?: boolean
}

/** The page-side EIP-1193 provider; assignable to viem's `EIP1193Provider`. */
export type TestWalletProvider = EIP1193Provider & {
  /** Marks the provider, like `isMetaMask` does for MetaMask. */
  readonly isFoyerTestWallet: true
}

/**
 * Builds the page-side provider and announces it. Every request goes to the bridge; the events
 * in the answer are emitted before the promise settles (so a listener has run by the time a
 * test's `await` returns), and errors are thrown as `Error`s with a numeric `code`.
 *
 * This function is serialized with `Function.prototype.toString` into Playwright init scripts,
 * so it must stay self-contained: no imports, no module-scope references, no inner functions
 * bound to names (esbuild's `keepNames`, which tsx turns on, wraps `const f = () => {}` and
 * `{ f: () => {} }` in a `__name` helper the page lacks; method shorthand is left alone), no
 * `async` (older build targets turn it into a helper too).
 * @example
 * await page.addInitScript({
 *   content: `(${installTestWalletProvider.toString()})(${JSON.stringify({ bridge: '__foyerTestWallet', info })})`,
 * })
 */
export function installTestWalletProvider(options: InstallTestWalletProviderOptions): TestWalletProvider {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerTestWallet'
  const listeners: Record<string, Array<(data: unknown) => void>> = {}
  const local = {
    toError(error: TestWalletErrorObject): Error {
      const thrown: Error & Partial<TestWalletErrorObject> = new Error(error.message)
      thrown.code = error.code
      if (error.data !== undefined) thrown.data = error.data
      return thrown
    },
    send(payload: TestWalletRequest): Promise<TestWalletResponse> {
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') {
        return Promise.reject(local.toError({ code: 4900, message: `The test wallet bridge "${String(bridge)}" is missing.` }))
      }
      return Promise.resolve()
        .then(() => (send as TestWalletBridge)(payload))
        .catch((cause: unknown) => {
          const reason = cause instanceof Error ? cause.message : String(cause)
          throw local.toError({ code: 4900, message: `The test wallet bridge failed: ${reason}` })
        })
    },
    emit(events: readonly TestWalletEvent[]): void {
      for (const { event, data } of events) {
        for (const listener of (listeners[event] ?? []).slice()) {
          try {
            listener(data)
          } catch (error) {
            // A throwing listener must not break the request or the other listeners, so its
            // error is re-thrown where the page reports uncaught errors.
            setTimeout(() => {
              throw error
            })
          }
        }
      }
    },
  }

  const provider = {
    isFoyerTestWallet: true,
    request(args: unknown): Promise<unknown> {
      const { method, params } = (args ?? {}) as { method?: unknown; params?: unknown }
      if (typeof method !== 'string' || method === '') {
        return Promise.reject(local.toError({ code: -32600, message: 'Invalid request: expected { method: string, params?: unknown }.' }))
      }
      const payload: TestWalletRequest = params === undefined ? { method } : { method, params }
      return local.send(payload).then((response) => {
        if (!response || !Array.isArray(response.events)) {
          throw local.toError({ code: -32603, message: 'The test wallet bridge returned an invalid response.' })
        }
        local.emit(response.events)
        if ('error' in response) throw local.toError(response.error)
        return response.result
      })
    },
    on(event: string, listener: (data: unknown) => void) {
      ;(listeners[event] ??= []).push(listener)
      return provider
    },
    removeListener(event: string, listener: (data: unknown) => void) {
      const list = listeners[event] ?? []
      const index = list.indexOf(listener)
      if (index >= 0) list.splice(index, 1)
      return provider
    },
  }

  const hook = options.emitHook ?? (typeof bridge === 'string' ? `${bridge}Emit` : false)
  if (hook) {
    Object.defineProperty(window, hook, {
      configurable: true,
      value(events: unknown) {
        if (Array.isArray(events)) local.emit(events as TestWalletEvent[])
      },
    })
  }
  if (options.windowEthereum) {
    Object.defineProperty(window, 'ethereum', { configurable: true, writable: true, value: provider })
  }
  if (options.announce ?? true) {
    const { uuid, name, icon, rdns } = options.info
    const detail = Object.freeze({ info: Object.freeze({ uuid, name, icon, rdns }), provider })
    const announcer = {
      announce() {
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      },
    }
    window.addEventListener('eip6963:requestProvider', announcer.announce)
    announcer.announce()
  }
  // The object is built from loose JS types on purpose (it must serialize); its behaviour is
  // EIP-1193's, which the tests check against viem's types.
  return provider as unknown as TestWalletProvider
}
