import type { PolkadotTestWalletRequest, PolkadotTestWalletResponse } from './polkadotTestWalletTypes'

/** Carries one request to the Node side (a Playwright binding, or a function for in-page use). */
export type PolkadotTestWalletBridge = (payload: PolkadotTestWalletRequest) => Promise<PolkadotTestWalletResponse>

/** Options of {@link installPolkadotTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallPolkadotTestWalletProviderOptions = {
  /**
   * The bridge: the name of a global function (how a Playwright installer passes it), or the
   * function itself for in-page use.
   * @default '__foyerPolkadotTestWallet'
   */
  bridge?: string | PolkadotTestWalletBridge
  /**
   * The extension's key in `window.injectedWeb3` (its wallet id in Foyer).
   * @default 'foyer-test'
   */
  key?: string
  /**
   * The version the extension announces.
   * @default '0.1.0'
   */
  version?: string
}

/**
 * Adds the page side of the Polkadot test extension to `window.injectedWeb3[key]` as polkadot{.js}
 * extensions do: `{ version, enable(appName) }`, where `enable` answers `{ accounts: { get,
 * subscribe }, metadata, signer: { signRaw } }`. Keys stay on the other side of the bridge; errors
 * are plain `Error`s with the extension's text ('Rejected', 'Cancelled'), as the standard has no codes.
 *
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions.
 * @example
 * installPolkadotTestWalletProvider({ bridge: (payload) => wallet.request(payload) })
 */
export function installPolkadotTestWalletProvider(options: InstallPolkadotTestWalletProviderOptions = {}): void {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerPolkadotTestWallet'
  const local = {
    send(payload: PolkadotTestWalletRequest): Promise<unknown> {
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') return Promise.reject(new Error(`The Polkadot test wallet bridge "${String(bridge)}" is missing.`))
      return Promise.resolve()
        .then(() => (send as PolkadotTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object') throw new Error('The Polkadot test wallet bridge returned an invalid response.')
          if ('error' in response) throw new Error(response.error.message)
          return response.result
        })
    },
  }
  const injected = {
    accounts: {
      get() {
        return local.send({ method: 'accounts' })
      },
      // Extensions call back with the current list at once, then on every change.
      subscribe(listener: (accounts: unknown) => void) {
        let active = true
        local.send({ method: 'accounts' }).then(
          (accounts) => {
            if (active) listener(accounts)
          },
          () => undefined,
        )
        return () => {
          active = false
        }
      },
    },
    metadata: {
      get() {
        return Promise.resolve([])
      },
      provide() {
        return Promise.resolve(false)
      },
    },
    signer: {
      signRaw(payload: { address: string; data: string; type: string }) {
        return local.send({ method: 'signRaw', params: { address: payload.address, data: payload.data, type: payload.type } })
      },
    },
  }
  const existing = scope.injectedWeb3
  const injectedWeb3 = (typeof existing === 'object' && existing !== null ? existing : {}) as Record<string, unknown>
  injectedWeb3[options.key ?? 'foyer-test'] = {
    version: options.version ?? '0.1.0',
    enable(appName: string) {
      return local.send({ method: 'enable', params: { appName: String(appName) } }).then(() => injected)
    },
  }
  scope.injectedWeb3 = injectedWeb3
}
