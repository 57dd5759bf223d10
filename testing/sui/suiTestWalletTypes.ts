/**
 * Types shared by the Node side of the Sui test wallet (`createSuiTestWallet`) and the page side
 * (`createSuiTestWalletStandard`). What crosses the bridge is plain JSON: bytes travel as base64.
 */

/** An account as it crosses the bridge. */
export type SuiTestWalletAccount = {
  /** `0x` and 64 hex characters. */
  address: string
  /** The raw 32-byte Ed25519 public key, base64. */
  publicKey: string
}

/** Methods the page side sends over the bridge. */
export type SuiTestWalletMethod = 'connect' | 'disconnect' | 'signPersonalMessage'

/** A request as it crosses the bridge. */
export type SuiTestWalletRequest =
  | { method: 'connect'; params: { silent: boolean } }
  | { method: 'disconnect' }
  | { method: 'signPersonalMessage'; params: { address: string; message: string; chain?: string | undefined } }

/** A JSON-safe error; `4001` means the user rejected the request. */
export type SuiTestWalletErrorObject = { code: number; message: string }

/** The answer to a bridged request: a result or an error. */
export type SuiTestWalletResponse = { result: unknown } | { error: SuiTestWalletErrorObject }

/**
 * Which requests a user would see and the wallet refuses with `4001`: `true` for all of them, or a
 * list of methods.
 * @default false
 */
export type SuiTestWalletRejectRequests = boolean | readonly Exclude<SuiTestWalletMethod, 'disconnect'>[]

/** Name, icon and chains the wallet registers with. */
export type SuiTestWalletInfo = {
  /** @default 'Foyer Sui Test Wallet' */
  name: string
  /** A data: URI. */
  icon: `data:image/${string}`
  /** Wallet Standard chains, e.g. `sui:localnet`, `sui:testnet`. */
  chains: string[]
}
