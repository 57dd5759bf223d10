import { z } from 'zod'

/*
 * The injected API of Cosmos wallets: Keplr's `window.keplr`, which Leap (`window.leap`) and
 * others copy. `enable(chainId)` asks the user, `getKey(chainId)` answers the account on that chain
 * (bech32 address, compressed secp256k1 key), `signArbitrary` signs an ADR-036 off-chain message.
 * A change of account reaches the page as a `keplr_keystorechange` (or `leap_keystorechange`) event.
 * Only these few calls are used, so the kit speaks to the object directly and checks what it answers.
 */

/** The account `getKey` answers. */
export type KeplrKey = {
  name?: string | undefined
  /** `secp256k1`, or `ethsecp256k1` for Ethereum-style keys. */
  algo: string
  /** Compressed public key (33 bytes). */
  pubKey: Uint8Array
  bech32Address: string
  isNanoLedger?: boolean | undefined
}

/** An amino `StdSignature`, as `signArbitrary` answers it. */
export type KeplrStdSignature = {
  pub_key: { type: string; value: string }
  /** base64 of the 64-byte r‖s signature. */
  signature: string
}

/** The part of Keplr's injected API that Foyer uses. */
export type KeplrLike = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrStdSignature>
  disable?(chainIds?: string | string[]): Promise<void>
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/)

/** Checks a `getKey` answer. */
export const keplrKeySchema = z.object({
  name: z.string().optional(),
  algo: z.string(),
  pubKey: z.instanceof(Uint8Array).refine((bytes) => bytes.length === 33, 'A compressed secp256k1 key has 33 bytes.'),
  bech32Address: z.string().min(1),
  isNanoLedger: z.boolean().optional(),
})

/** Checks a `signArbitrary` answer. */
export const keplrStdSignatureSchema = z.object({ pub_key: z.object({ type: z.string(), value: base64 }), signature: base64 })

/** A Cosmos wallet found in the page. */
export type InjectedCosmosWallet = {
  /** `keplr` or `leap`: the global it injects. */
  id: string
  name: string
  /** The window event it fires when the user changes account. */
  keystoreEvent: string
  api: KeplrLike
}

const known = [
  { id: 'keplr', name: 'Keplr', keystoreEvent: 'keplr_keystorechange' },
  { id: 'leap', name: 'Leap', keystoreEvent: 'leap_keystorechange' },
] as const

/**
 * The Keplr-compatible wallets injected in the page now (none outside a browser).
 *
 * @example
 * injectedCosmosWallets().map((wallet) => wallet.name) // ['Keplr']
 */
export function injectedCosmosWallets(): InjectedCosmosWallet[] {
  const scope = (globalThis as unknown as { window?: Record<string, unknown> }).window
  if (!scope) return []
  return known.flatMap((wallet) => {
    const api = scope[wallet.id] as Partial<KeplrLike> | undefined
    if (
      typeof api !== 'object' ||
      api === null ||
      typeof api.enable !== 'function' ||
      typeof api.getKey !== 'function' ||
      typeof api.signArbitrary !== 'function'
    )
      return []
    return [{ ...wallet, api: api as KeplrLike }]
  })
}

/**
 * Whether a Cosmos wallet's error says it does not know the chain: Keplr's `enable` rejects a chain
 * id it has no chain info for with 'There is no chain info for <chainId>' (an app can add one with
 * `experimentalSuggestChain` first); Leap answers 'Invalid chain id'.
 *
 * @example
 * isCosmosUnknownChain(new Error('There is no chain info for foyer-local-1')) // true
 */
export function isCosmosUnknownChain(error: unknown): boolean {
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && /no chain info|invalid chain id|unknown chain|chain .*not (found|supported)/i.test(message)
}
