import { base64, hex } from '@scure/base'
import { z } from 'zod'
import type { BitcoinPurpose } from './bitcoinWalletStandard'
import type { RequestProviderError } from '../../../src/errors/namespaceWalletErrors'
import { hasErrorCode, requestProviderCall } from '../requestProviderCall'
import { findRequestProviders, type RequestProviderLike } from '../wbipProviders'

/*
 * Bitcoin wallets that expose a JSON-RPC style `request(method, params)` object instead of (or
 * besides) the Wallet Standard: Xverse (`window.XverseProviders.BitcoinProvider`, what sats-connect
 * drives), Leather (`window.LeatherProvider`) and any wallet that registers itself in the WBIP-004
 * list `window.wbip_providers` (`{ id, name, icon, webUrl, ... }`, `id` being the provider's path on
 * `window`). The methods are the WBIP / sats-connect ones: `getAddresses`, `signMessage`, `signPsbt`.
 * Leather speaks an older dialect of the last two (`paymentType` instead of `address`, hex PSBTs
 * with `signAtIndex`), so the provider found at `window.LeatherProvider` is asked its way. A wallet
 * answers a JSON-RPC response (`{ jsonrpc, id, result }` or `{ ..., error }`), rejects with one
 * (Leather) or with a coded Error; every answer is zod-parsed, since it comes from an extension.
 */

/** The part of a request provider that Foyer uses. */
export type BitcoinRequestProviderLike = RequestProviderLike

/** How a provider wants `signMessage` and `signPsbt` asked: WBIP / sats-connect, or Leather's. */
export type BitcoinRequestDialect = 'wbip' | 'leather'

/** A request-provider Bitcoin wallet found in the page. */
export type InjectedBitcoinProvider = {
  /** The provider's path on `window`, e.g. `XverseProviders.BitcoinProvider`. */
  path: string
  name: string
  icon?: string | undefined
  provider: BitcoinRequestProviderLike
  dialect: BitcoinRequestDialect
}

/** One Bitcoin address a request provider granted. */
export type BitcoinRequestAddress = {
  address: string
  /** Hex: compressed (66) or x-only (64) key. */
  publicKey?: string | undefined
  purpose: BitcoinPurpose
  /** `p2wpkh`, `p2tr`, `p2sh`, `p2pkh`, ... when the wallet says. */
  addressType?: string | undefined
  derivationPath?: string | undefined
}

// 4001 (EIP-1193, Leather, WBIP), -32000 (sats-connect's RpcErrorCode.USER_REJECTION).
const rejectionCodes: ReadonlySet<number> = new Set([4001, -32000])

/**
 * Whether `error` (or one in its cause chain) is the user refusing in a Bitcoin wallet.
 *
 * @example
 * isBitcoinRejection(new RequestProviderError('User rejected', { code: -32000 })) // true
 */
export function isBitcoinRejection(error: unknown): boolean {
  return hasErrorCode(error, rejectionCodes)
}

const base64Text = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/)
const hexKey = z.string().regex(/^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/)
const addressesSchema = z.object({
  addresses: z
    .array(
      z
        .object({
          address: z.string().min(1).max(100),
          publicKey: hexKey.optional(),
          // sats-connect: purpose and addressType; Leather: symbol and type.
          purpose: z.string().optional(),
          addressType: z.string().optional(),
          symbol: z.string().optional(),
          type: z.string().optional(),
          derivationPath: z.string().max(100).optional(),
        })
        .loose(),
    )
    .max(50),
})
const signatureSchema = z.object({ signature: base64Text }).loose()
const psbtSchema = z.union([z.object({ psbt: base64Text }).loose(), z.object({ hex: z.string().regex(/^(?:[0-9a-fA-F]{2})+$/) }).loose()])
/**
 * Sends one request and answers its result, unwrapped from a JSON-RPC response when the wallet
 * wraps it; a JSON-RPC error (answered or thrown) becomes a {@link RequestProviderError}.
 *
 * @example
 * await bitcoinRequest(provider, 'getAddresses', { purposes: ['payment', 'ordinals'] })
 */
export function bitcoinRequest(provider: BitcoinRequestProviderLike, method: string, params?: unknown): Promise<unknown> {
  return requestProviderCall(provider, method, params, { bareResult: true })
}

/**
 * Asks for the payment and the ordinals address (`getAddresses`, which prompts the user) and
 * answers the Bitcoin ones, the payment address first: Stacks entries are dropped, and an entry
 * without a `purpose` (Leather's) is ordinals when it is taproot, payment otherwise.
 *
 * @throws {RequestProviderError} the wallet's refusal or failure.
 * @throws {z.ZodError} an answer of another shape.
 * @example
 * const [payment, ordinals] = await requestBitcoinAddresses(provider)
 */
export async function requestBitcoinAddresses(provider: BitcoinRequestProviderLike): Promise<BitcoinRequestAddress[]> {
  const { addresses } = addressesSchema.parse(await bitcoinRequest(provider, 'getAddresses', { purposes: ['payment', 'ordinals'] }))
  const bitcoin = addresses
    .filter((entry) => (entry.symbol === undefined || entry.symbol === 'BTC') && entry.purpose !== 'stacks' && entry.addressType !== 'stacks')
    .map((entry): BitcoinRequestAddress => {
      const addressType = entry.addressType ?? entry.type
      const purpose = entry.purpose === 'payment' || entry.purpose === 'ordinals' ? entry.purpose : addressType === 'p2tr' ? 'ordinals' : 'payment'
      return { address: entry.address, publicKey: entry.publicKey?.toLowerCase(), purpose, addressType, derivationPath: entry.derivationPath }
    })
  const first = (purpose: BitcoinPurpose) => bitcoin.find((entry) => entry.purpose === purpose)
  return [first('payment'), first('ordinals')].filter((entry): entry is BitcoinRequestAddress => entry !== undefined)
}

/**
 * Signs `message` with BIP-322 by `account` and answers the signature (base64).
 *
 * @example
 * await requestBitcoinMessageSignature(found, payment, 'Sign in') // 'AkcwRAIg…'
 */
export async function requestBitcoinMessageSignature(
  found: Pick<InjectedBitcoinProvider, 'provider' | 'dialect'>,
  account: BitcoinRequestAddress,
  message: string,
): Promise<string> {
  const params =
    found.dialect === 'leather'
      ? { message, paymentType: account.addressType === 'p2tr' ? 'p2tr' : 'p2wpkh' }
      : { address: account.address, message, protocol: 'BIP322' }
  return signatureSchema.parse(await bitcoinRequest(found.provider, 'signMessage', params)).signature
}

/**
 * Has `address` sign the inputs `signingIndexes` of `psbt`, without broadcasting (the kit checks
 * and broadcasts it), and answers the signed PSBT's bytes.
 *
 * @example
 * const signed = await requestBitcoinPsbtSignature(found, { psbt, address, signingIndexes: [0] })
 */
export async function requestBitcoinPsbtSignature(
  found: Pick<InjectedBitcoinProvider, 'provider' | 'dialect'>,
  { psbt, address, signingIndexes }: { psbt: Uint8Array; address: string; signingIndexes: number[] },
): Promise<Uint8Array> {
  const params =
    found.dialect === 'leather'
      ? { hex: hex.encode(psbt), signAtIndex: signingIndexes, broadcast: false }
      : { psbt: base64.encode(psbt), signInputs: { [address]: signingIndexes }, broadcast: false }
  const signed = psbtSchema.parse(await bitcoinRequest(found.provider, 'signPsbt', params))
  return 'psbt' in signed ? base64.decode(signed.psbt as string) : hex.decode((signed.hex as string).toLowerCase())
}

// The providers known by their path, named as they register themselves in `wbip_providers`.
const known = [
  { path: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' },
  { path: 'LeatherProvider', name: 'Leather' },
] as const

/**
 * The request-provider Bitcoin wallets in the page now (none outside a browser): those registered
 * in `window.wbip_providers` with a provider at their path (and, when they list their methods,
 * PSBT signing among them), then Xverse and Leather unless already listed (a provider is listed
 * once, whatever names it is injected under).
 *
 * @example
 * injectedBitcoinProviders().map((found) => found.name) // ['Xverse Wallet', 'Leather']
 */
export function injectedBitcoinProviders(): InjectedBitcoinProvider[] {
  const leather = (globalThis as unknown as { window?: { LeatherProvider?: unknown } }).window?.LeatherProvider
  return findRequestProviders('bitcoin', known).map((found) => ({ ...found, dialect: found.provider === leather ? 'leather' : 'wbip' }))
}
