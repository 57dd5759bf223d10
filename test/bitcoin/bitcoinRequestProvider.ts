import type { BrowserContext, Page } from '@playwright/test'
import { testWalletIcon } from '../wallet/testWalletInfo'
import { answerBitcoinRequest, type BitcoinRequestTestWalletRequest } from './bitcoinRequestTestWallet'
import type { BitcoinTestWallet } from './createBitcoinTestWallet'
import type { BitcoinTestWalletResponse } from './bitcoinTestWalletTypes'

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
export function installBitcoinRequestTestWalletProvider(options: InstallBitcoinRequestTestWalletProviderOptions): { request(method: string, params?: unknown): Promise<unknown> } {
  const scope = window as unknown as Record<string, unknown>
  const bridge = options.bridge ?? '__foyerBitcoinRequestTestWallet'
  const info = options.info
  const state = { nextId: 1 }
  const provider = {
    request(method: string, params?: unknown): Promise<unknown> {
      const id = state.nextId++
      const send = typeof bridge === 'function' ? bridge : scope[bridge]
      if (typeof send !== 'function') return Promise.resolve({ jsonrpc: '2.0', id, error: { code: -32603, message: `The Bitcoin test wallet bridge "${String(bridge)}" is missing.` } })
      // Params cross as JSON, as a wallet's content script carries them.
      const payload = params === undefined ? { method } : { method, params: JSON.parse(JSON.stringify(params)) }
      return Promise.resolve()
        .then(() => (send as BitcoinRequestTestWalletBridge)(payload))
        .then((response) => {
          if (!response || typeof response !== 'object') return { jsonrpc: '2.0', id, error: { code: -32603, message: 'The Bitcoin test wallet bridge returned an invalid response.' } }
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

/** Options of {@link installBitcoinRequestTestWallet}. */
export type InstallBitcoinRequestTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerBitcoinRequestTestWallet'
   */
  bridge?: string
  /**
   * Path, name, icon and site; missing fields get the defaults.
   * @default bitcoinRequestTestWalletInfo()
   */
  info?: Partial<BitcoinRequestTestWalletInfo>
  /**
   * The code a refusal answers: 4001 (WBIP, Leather) or sats-connect's `-32000`.
   * @default 4001
   */
  rejectionCode?: number
}

/**
 * Installs the Bitcoin test wallet into a Playwright page or context as a request-provider wallet
 * (WBIP-004 registration, `getAddresses`, `signMessage`, `signPsbt`): calls travel over an exposed
 * binding to `wallet`, which signs in the test process, so the seed never reaches the page. Call
 * it before `page.goto`; drive refusals with `wallet.setRejectRequests(['connect' |
 * 'signMessage' | 'signTransaction'])` (`getAddresses`, `signMessage`, `signPsbt`).
 * @example
 * const wallet = createBitcoinTestWallet({ seed, network: 'regtest' })
 * await installBitcoinRequestTestWallet(page, wallet, { rejectionCode: -32000 })
 * await page.goto('http://127.0.0.1:5173')
 */
export async function installBitcoinRequestTestWallet(target: Page | BrowserContext, wallet: BitcoinTestWallet, options: InstallBitcoinRequestTestWalletOptions = {}): Promise<void> {
  const bridge = options.bridge ?? '__foyerBitcoinRequestTestWallet'
  const providerOptions: InstallBitcoinRequestTestWalletProviderOptions = { bridge, info: bitcoinRequestTestWalletInfo(options.info) }
  const answerOptions = options.rejectionCode === undefined ? {} : { rejectionCode: options.rejectionCode }
  await target.exposeBinding(bridge, (_source, payload: unknown) => answerBitcoinRequest(wallet, payload as BitcoinRequestTestWalletRequest, answerOptions))
  await target.addInitScript({ content: `(${installBitcoinRequestTestWalletProvider.toString()})(${JSON.stringify(providerOptions)})` })
}
