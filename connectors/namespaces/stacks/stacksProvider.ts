import { z } from 'zod'
import { RequestProviderError } from '../../../src/errors/namespaceWalletErrors'
import { hasErrorCode, requestProviderCall } from '../requestProviderCall'
import { findRequestProviders, type RequestProviderLike } from '../wbipProviders'

/*
 * The injected provider Stacks wallets expose and Stacks Connect drives: an object with
 * `request(method, params)` speaking SIP-030 (`stx_getAddresses`, `stx_signMessage`, and the older
 * `getAddresses` that Leather answers with its Bitcoin and Stacks addresses). Leather injects
 * `window.LeatherProvider`, Xverse `window.XverseProviders.StacksProvider`, both the legacy
 * `window.StacksProvider`; wallets may also register themselves by name in `window.wbip_providers`
 * (WBIP004: `{ id, name, icon }`, `id` being the provider's path on `window`). A request answers a
 * JSON-RPC response object, or rejects with one (Leather) or with an Error carrying a code. Only
 * these few calls are used, so the kit speaks to the object directly (no @stacks/connect, which is
 * large) and checks every answer.
 */

/** The part of a Stacks provider that Foyer uses. */
export type StacksProviderLike = RequestProviderLike

/** A Stacks wallet found in the page. */
export type InjectedStacksWallet = {
  /** The provider's path on `window`, e.g. `LeatherProvider`. */
  id: string
  name: string
  icon?: string | undefined
  provider: StacksProviderLike
}

/** An address entry of `stx_getAddresses` / `getAddresses` (Bitcoin entries included). */
export type StacksAddressEntry = { address: string; publicKey?: string | undefined; symbol?: string | undefined }

/** JSON-RPC's code for a method the wallet does not have. */
export const methodNotFoundCode = -32601
/** SIP-030's code for a method the site has no permission for yet. */
export const accessDeniedCode = -32002

// 4001 (EIP-1193, Leather), -32000 (SIP-030's user rejection, Xverse), -31001 (Connect's "canceled").
const rejectionCodes: ReadonlySet<number> = new Set([4001, -32000, -31001])

const hexKey = z.string().regex(/^(0x)?[0-9a-fA-F]{66}$/)
const addressesSchema = z.object({
  addresses: z.array(z.object({ address: z.string(), publicKey: z.string().optional(), symbol: z.string().optional() }).loose()),
})
const signatureSchema = z.object({ signature: z.string().regex(/^(0x)?[0-9a-fA-F]{130}$/), publicKey: hexKey })

/** Whether `error` (or an error in its cause chain) is the user refusing in the wallet. */
export function isStacksRejection(error: unknown): boolean {
  return hasErrorCode(error, rejectionCodes)
}

/**
 * Sends one SIP-030 request and answers its `result`; a JSON-RPC error (answered or thrown), or an
 * answer that is not a JSON-RPC response, becomes a {@link RequestProviderError} with the wallet's code.
 *
 * @example
 * await stacksRequest(provider, 'stx_signMessage', { message: 'Hello' }) // { signature, publicKey }
 */
export function stacksRequest(provider: StacksProviderLike, method: string, params?: unknown): Promise<unknown> {
  return requestProviderCall(provider, method, params)
}

/**
 * The wallet's addresses (Stacks and Bitcoin) for `network`: `stx_getAddresses`; `getAddresses` for
 * wallets that predate it, `wallet_connect` for those (Xverse) that grant access through it first.
 * Each asks the user the first time.
 *
 * @example
 * await requestStacksAddresses(provider, 'testnet') // [{ address: 'ST…', publicKey: '02…' }]
 */
export async function requestStacksAddresses(provider: StacksProviderLike, network: 'mainnet' | 'testnet'): Promise<StacksAddressEntry[]> {
  let result: unknown
  try {
    result = await stacksRequest(provider, 'stx_getAddresses', { network })
  } catch (error) {
    if (!(error instanceof RequestProviderError)) throw error
    // A wallet without the method answers -32601; Xverse answers -32002 until `wallet_connect` granted access.
    if (error.code === methodNotFoundCode) result = await stacksRequest(provider, 'getAddresses', { network })
    else if (error.code === accessDeniedCode) result = await stacksRequest(provider, 'wallet_connect', { network })
    else throw error
  }
  return addressesSchema.parse(result).addresses
}

/**
 * Signs a UTF-8 message with `stx_signMessage`: the wallet hashes it with the Stacks message prefix
 * and answers the recoverable signature (hex, r‖s‖v) and the signing key.
 *
 * @example
 * const { signature, publicKey } = await requestStacksMessageSignature(provider, 'Hello')
 */
export async function requestStacksMessageSignature(provider: StacksProviderLike, message: string): Promise<{ signature: string; publicKey: string }> {
  return signatureSchema.parse(await stacksRequest(provider, 'stx_signMessage', { message }))
}

// The providers known by their path, named as they register themselves in `wbip_providers`.
const known = [
  { path: 'LeatherProvider', name: 'Leather' },
  { path: 'XverseProviders.StacksProvider', name: 'Xverse Wallet' },
  { path: 'StacksProvider', name: 'Stacks Wallet' },
] as const

/**
 * The Stacks wallets injected in the page now (none outside a browser): those that registered in
 * `window.wbip_providers` (or the older `webbtc_stx_providers`) with a provider at their path (and,
 * when they list their methods, a Stacks one among them), then Leather, Xverse and the legacy
 * `window.StacksProvider` unless already listed (one wallet injects the same provider under
 * several names, so a provider is listed once).
 *
 * @example
 * injectedStacksWallets().map((wallet) => wallet.name) // ['Leather']
 */
export function injectedStacksWallets(): InjectedStacksWallet[] {
  return findRequestProviders('stacks', known, ['wbip_providers', 'webbtc_stx_providers']).map(({ path, name, icon, provider }) => ({
    id: path,
    name,
    icon,
    provider,
  }))
}
