/**
 * Types shared by the Node side of the Bitcoin test wallet (`createBitcoinTestWallet`) and the page
 * side (`installBitcoinTestWalletProvider`). Everything that crosses the bridge is plain JSON: bytes
 * travel as base64 (PSBTs, messages, signatures) or hex (public keys).
 */

/** Which account a Bitcoin app asks for: spending (`payment`) or holding inscriptions (`ordinals`). */
export type BitcoinTestWalletPurpose = 'payment' | 'ordinals'

/** An account as it crosses the bridge. */
export type BitcoinTestWalletAccount = {
  address: string
  /** Compressed secp256k1 key (payment) or x-only key (ordinals), hex. */
  publicKey: string
  purpose: BitcoinTestWalletPurpose
  /** BIP32 path the key was derived on, e.g. `m/84'/1'/0'/0/0`. */
  derivationPath: string
}

/** Methods the page side sends over the bridge. */
export type BitcoinTestWalletMethod = 'connect' | 'disconnect' | 'signMessage' | 'signTransaction'

/** A request as it crosses the bridge. */
export type BitcoinTestWalletRequest =
  | {
      method: 'connect'
      /** `silent`: a `standard:connect({ silent: true })`, answered with accounts only for an approved site, never refused. */
      params: { purposes: BitcoinTestWalletPurpose[]; silent?: boolean | undefined }
    }
  | { method: 'disconnect' }
  | { method: 'signMessage'; params: { address: string; message: string } }
  | {
      method: 'signTransaction'
      params: { psbt: string; chain: string; inputsToSign: Array<{ address: string; signingIndexes: number[]; sigHash?: number | undefined }> }
    }

/** A JSON-safe error; `4001` means the user rejected the request. */
export type BitcoinTestWalletErrorObject = { code: number; message: string }

/** The answer to a bridged request: a result or an error. */
export type BitcoinTestWalletResponse = { result: unknown } | { error: BitcoinTestWalletErrorObject }

/**
 * Which requests a user would see and the wallet refuses with `4001`: `true` for all of them, or
 * a list of methods.
 * @default false
 */
export type BitcoinTestWalletRejectRequests = boolean | readonly Exclude<BitcoinTestWalletMethod, 'disconnect'>[]

/** Name, icon and chains the wallet registers with. */
export type BitcoinTestWalletInfo = {
  /** @default 'Foyer Bitcoin Test Wallet' */
  name: string
  /** A data: URI. */
  icon: `data:image/${string}`
  /** Wallet Standard chains, e.g. `bitcoin:regtest`, `bitcoin:testnet`. */
  chains: string[]
}

/** A request as the request-provider page side carries it over the bridge (`request(method, params)`). */
export type BitcoinRequestTestWalletRequest = { method: string; params?: unknown }
