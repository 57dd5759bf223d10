import { testWalletIcon } from '../evm/testWalletInfo'
import type { BitcoinRequestTestWalletRequest, BitcoinTestWalletResponse } from './bitcoinTestWalletTypes'

/** Carries one request-provider call to the Node side (a Playwright binding, or a function). */
export type BitcoinRequestTestWalletBridge = (payload: BitcoinRequestTestWalletRequest) => Promise<BitcoinTestWalletResponse>

/** Where the provider is injected and how it registers in `window.wbip_providers`. */
export type BitcoinRequestTestWalletInfo = {
  /** The provider's path on `window` (`a.b` is `window.a.b`), the registration's `id`. */
  id: string
  name: string
  /** A data: URI. */
  icon: string
  /** The wallet's site, which WBIP-004 registrations carry. */
  webUrl: string
}

/** Options of {@link installBitcoinRequestTestWalletProvider}. Must stay JSON when the bridge is a name. */
export type InstallBitcoinRequestTestWalletProviderOptions = {
  /**
   * The name of a global bridge function (how the Playwright installer passes it), or the function.
   * @default '__foyerBitcoinRequestTestWallet'
   */
  bridge?: string | BitcoinRequestTestWalletBridge
  /** Path, name, icon and site. */
  info: BitcoinRequestTestWalletInfo
}

/**
 * Path, name, icon and site of the request-provider Bitcoin test wallet, with defaults for every
 * field.
 *
 * @example
 * bitcoinRequestTestWalletInfo({ name: 'Alice (BTC request)' }).id // 'FoyerTestProviders.BitcoinProvider'
 */
export function bitcoinRequestTestWalletInfo(info: Partial<BitcoinRequestTestWalletInfo> = {}): BitcoinRequestTestWalletInfo {
  return {
    id: info.id ?? 'FoyerTestProviders.BitcoinProvider',
    name: info.name ?? 'Foyer Bitcoin Request Wallet',
    icon: info.icon ?? testWalletIcon,
    webUrl: info.webUrl ?? 'https://foyer.invalid/test-wallet',
  }
}

/**
 * Installs the page side of the request-provider Bitcoin test wallet as Xverse does: an object at
 * `window[info.id]` whose `request(method, params)` resolves a JSON-RPC response, `{ jsonrpc, id,
 * result }` or `{ jsonrpc, id, error: { code, message } }`, and a WBIP-004 registration
 * `{ id, name, icon, webUrl }` appended to `window.wbip_providers`. Keys stay on the other side of
 * the bridge.
 *
 * Serialized with `Function.prototype.toString` into Playwright init scripts, so it must stay
 * self-contained: no imports, no module-scope references, no named inner arrow functions.
 * @example
 * installBitcoinRequestTestWalletProvider({ bridge: (payload) => answerBitcoinRequest(wallet, payload), info: bitcoinRequestTestWalletInfo() })
 */
export function installBitcoinRequestTestWalletProvider(options: InstallBitcoinRequestTestWalletProviderOptions): {
  request(method: string, params?: unknown): Promise<unknown>
} {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerBitcoinRequestTestWallet'
  const info = options.info
  const state = { nextId: 1 }
  const provider = {
    request(method: string, params?: unknown): Promise<unknown> {
      const id = state.nextId++
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function')
        return Promise.resolve({ jsonrpc: '2.0', id, error: { code: -32603, message: `The Bitcoin test wallet bridge "${String(bridge)}" is missing.` } })
      // Params cross as JSON, as a wallet's content script carries them.
      const payload = params === undefined ? { method } : { method, params: JSON.parse(JSON.stringify(params)) }
      return Promise.resolve()
        .then(() => (send as BitcoinRequestTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object')
            return { jsonrpc: '2.0', id, error: { code: -32603, message: 'The Bitcoin test wallet bridge returned an invalid response.' } }
          return 'error' in response ? { jsonrpc: '2.0', id, error: response.error } : { jsonrpc: '2.0', id, result: response.result }
        })
    },
  }
  const parts = info.id.split('.')
  let holder = scope
  for (const part of parts.slice(0, -1)) {
    if (typeof holder[part] !== 'object' || holder[part] === null) holder[part] = {}
    holder = holder[part] as Record<string, unknown>
  }
  holder[parts[parts.length - 1] as string] = provider
  const registered = Array.isArray(scope.wbip_providers) ? (scope.wbip_providers as unknown[]) : []
  // WBIP-004's `methods`: the requests it answers, so Stacks wallet lists leave it out.
  registered.push({ id: info.id, name: info.name, icon: info.icon, webUrl: info.webUrl, methods: ['getAddresses', 'signMessage', 'signPsbt'] })
  scope.wbip_providers = registered
  return provider
}
