import type { StacksTestWalletInfo, StacksTestWalletRequest, StacksTestWalletResponse } from './stacksTestWalletTypes'

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type StacksTestWalletBridge = (payload: StacksTestWalletRequest) => Promise<StacksTestWalletResponse>

/** Options of {@link installStacksTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallStacksTestWalletProviderOptions = {
  /**
   * The bridge: the name of a global function (how the Playwright installer passes it), or the
   * function itself for in-page use.
   * @default '__foyerStacksTestWallet'
   */
  bridge?: string | StacksTestWalletBridge
  /** The provider's path on `window`, its name and icon. */
  info: StacksTestWalletInfo
}

/** The page side of the Stacks test wallet, as Stacks wallets inject it. */
export type StacksTestWalletProvider = {
  /** SIP-030: resolves `{ jsonrpc, id, result }`, rejects with `{ jsonrpc, id, error }`. */
  request(method: string, params?: unknown): Promise<unknown>
}

/**
 * Installs the page side of the Stacks test wallet the way Stacks wallets do: a provider object at
 * `window[info.id]` whose `request(method, params)` resolves a JSON-RPC response and rejects with
 * one carrying the error (as Leather's does), and a WBIP004 registration `{ id, name, icon }` in
 * `window.wbip_providers`, where wallet lists (Stacks Connect's, Foyer's) find it by name. Keys
 * stay on the other side of the bridge.
 *
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions.
 * @example
 * installStacksTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createStacksTestWalletInfo() })
 */
export function installStacksTestWalletProvider(options: InstallStacksTestWalletProviderOptions): StacksTestWalletProvider {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerStacksTestWallet'
  const info = options.info
  const state = { nextId: 1 }

  const provider = {
    isFoyerTestWallet: true,
    request(method: string, params?: unknown): Promise<unknown> {
      const id = state.nextId++
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function')
        return Promise.reject({ jsonrpc: '2.0', id, error: { code: -32603, message: `The Stacks test wallet bridge "${String(bridge)}" is missing.` } })
      // Params go across as JSON, as a wallet's content script would carry them.
      const payload: StacksTestWalletRequest = params === undefined ? { method } : { method, params: JSON.parse(JSON.stringify(params)) }
      return Promise.resolve()
        .then(() => (send as StacksTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object')
            throw { jsonrpc: '2.0', id, error: { code: -32603, message: 'The Stacks test wallet bridge returned an invalid response.' } }
          if ('error' in response) throw { jsonrpc: '2.0', id, error: response.error }
          return { jsonrpc: '2.0', id, result: response.result }
        })
    },
  }

  // The provider at its path (`a.b` makes `window.a.b`), then its WBIP004 registration.
  const parts = info.id.split('.')
  let parent = scope
  for (const part of parts.slice(0, -1)) {
    if (typeof parent[part] !== 'object' || parent[part] === null) parent[part] = {}
    parent = parent[part] as Record<string, unknown>
  }
  parent[parts[parts.length - 1] as string] = provider
  const registered = Array.isArray(scope.wbip_providers) ? (scope.wbip_providers as unknown[]) : []
  scope.wbip_providers = registered
  // WBIP-004's `methods`: the requests it answers, so Bitcoin wallet lists leave it out.
  registered.push({ id: info.id, name: info.name, icon: info.icon, methods: ['stx_getAddresses', 'getAddresses', 'stx_signMessage'] })
  return provider
}
