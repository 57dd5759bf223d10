/**
 * Types shared by the Node side of the Stacks test wallet (`createStacksTestWallet`) and the page
 * side (`installStacksTestWalletProvider`). What crosses the bridge is the page's SIP-030 request
 * as the app sent it (plain JSON), and the Node side's result or JSON-RPC error.
 */

/** The wallet's account as it crosses the bridge. */
export type StacksTestWalletAccount = {
  /** c32 address: `SP…` on mainnet, `ST…` on testnet. */
  address: string
  /** Compressed secp256k1 public key, hex (66 characters). */
  publicKey: string
}

/** The SIP-030 methods the test wallet answers. */
export type StacksTestWalletMethod = 'stx_getAddresses' | 'getAddresses' | 'stx_signMessage'

/** A request as it crosses the bridge: the method and params the app passed to `request`. */
export type StacksTestWalletRequest = { method: string; params?: unknown }

/** A JSON-safe JSON-RPC error; `4001` means the user rejected the request (Leather's code). */
export type StacksTestWalletErrorObject = { code: number; message: string }

/** The answer to a bridged request: a result or an error. */
export type StacksTestWalletResponse = { result: unknown } | { error: StacksTestWalletErrorObject }

/**
 * Which requests a user would see and the wallet refuses: `true` for all of them, or a list of
 * methods.
 * @default false
 */
export type StacksTestWalletRejectRequests = boolean | readonly StacksTestWalletMethod[]

/** Where and under which name the provider is installed in the page. */
export type StacksTestWalletInfo = {
  /**
   * The provider's path on `window`, as a WBIP004 registration names it (`LeatherProvider` to
   * stand in for Leather).
   * @default 'FoyerStacksTestWallet'
   */
  id: string
  /** @default 'Foyer Stacks Test Wallet' */
  name: string
  /** A data: URI. */
  icon: `data:image/${string}`
}
