/**
 * Types shared by the Node side of the Solana test wallet (`createSolanaTestWallet`) and the page
 * side (`installSolanaTestWalletProvider`). Everything that crosses the bridge is plain JSON: bytes
 * travel as base64 strings.
 */

/** An account as it crosses the bridge. */
export type SolanaTestWalletAccount = {
  /** Base58 address (the public key). */
  address: string
  /** The public key's 32 bytes, base64. */
  publicKey: string
}

/** Methods the page side sends over the bridge. */
export type SolanaTestWalletMethod = 'connect' | 'disconnect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction'

/** A request as it crosses the bridge. */
export type SolanaTestWalletRequest =
  | { method: 'connect'; params?: { silent?: boolean } }
  | { method: 'disconnect' }
  | { method: 'signMessage'; params: { account: string; message: string } }
  | { method: 'signTransaction'; params: { account: string; transaction: string; chain?: string } }
  | { method: 'signAndSendTransaction'; params: { account: string; transaction: string; chain?: string } }

/** An event the page side passes to its `standard:events` listeners. */
export type SolanaTestWalletEvent = {
  event: 'change'
  /** The wallet's accounts after the change (empty once disconnected from the wallet side). */
  data: { accounts: SolanaTestWalletAccount[] }
}

/** A JSON-safe error; `4001` means the user rejected the request. */
export type SolanaTestWalletErrorObject = { code: number; message: string }

/** The answer to a bridged request: a result or an error, plus the events it caused. */
export type SolanaTestWalletResponse =
  | { result: unknown; events: SolanaTestWalletEvent[] }
  | { error: SolanaTestWalletErrorObject; events: SolanaTestWalletEvent[] }

/**
 * Which requests a user would see and the wallet refuses with `4001`: `true` for all of them, or
 * a list of methods.
 * @default false
 */
export type SolanaTestWalletRejectRequests = boolean | readonly Exclude<SolanaTestWalletMethod, 'disconnect'>[]

/** Name, icon and chains the wallet registers with. */
export type SolanaTestWalletInfo = {
  /** @default 'Foyer Solana Test Wallet' */
  name: string
  /** A data: URI. */
  icon: `data:image/${string}`
  /** CAIP-2-like Wallet Standard chains, e.g. `solana:localnet`, `solana:devnet`. */
  chains: string[]
}
