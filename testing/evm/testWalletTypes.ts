/**
 * Types shared by the Node side of the test wallet (`createTestWallet`) and the page side
 * (`installTestWalletProvider`). Everything that crosses the bridge is plain JSON: no bigint,
 * no class instances, so Playwright's bindings and `fetch` bridges carry it unchanged.
 */

/** A chain the test wallet can sign for and forward reads to. */
export type TestWalletChain = {
  /** EIP-155 chain id. */
  id: number
  /** Human-readable name, used in error messages. */
  name: string
  /** HTTP JSON-RPC endpoint that reads and raw transactions are forwarded to. */
  rpcUrl: string
  /**
   * Native currency of the chain.
   * @default { name: 'Ether', symbol: 'ETH', decimals: 18 }
   */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** An EIP-1193 request as it crosses the bridge. */
export type TestWalletRequest = {
  /** JSON-RPC method name, e.g. `'eth_requestAccounts'`. */
  method: string
  /** JSON-RPC params, forwarded untouched for methods the wallet does not handle itself. */
  params?: unknown
}

/** An EIP-1193 event the page-side provider must emit to its listeners. */
export type TestWalletEvent = {
  /**
   * EIP-1193 event name. The wallet itself emits `accountsChanged` and `chainChanged`;
   * `connect` and `disconnect` are accepted so callers can push them through the same path.
   */
  event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
  /** Event payload: `Address[]` for `accountsChanged`, a hex chain id for `chainChanged`. */
  data: unknown
}

/** A JSON-safe EIP-1193 error: `code` is numeric so wagmi and viem can branch on it. */
export type TestWalletErrorObject = {
  /** EIP-1193 / EIP-1474 code, e.g. `4001` (user rejected) or `-32602` (invalid params). */
  code: number
  /** Human-readable message. */
  message: string
  /** Extra data, e.g. revert data forwarded from the node. */
  data?: unknown
}

/** The answer to a bridged request: a result or an error, plus the events it caused. */
export type TestWalletResponse = { result: unknown; events: TestWalletEvent[] } | { error: TestWalletErrorObject; events: TestWalletEvent[] }

/** Requests that a real wallet shows to the user, and that `rejectRequests` can refuse. */
export type TestWalletUserMethod =
  | 'eth_requestAccounts'
  | 'wallet_requestPermissions'
  | 'personal_sign'
  | 'eth_signTypedData_v4'
  | 'eth_sendTransaction'
  | 'wallet_switchEthereumChain'
  | 'wallet_addEthereumChain'
  | 'wallet_sendCalls'

/**
 * Which user-facing requests fail with `4001`: `true` for all of them, or a list of methods.
 * @default false
 */
export type TestWalletRejectRequests = boolean | readonly TestWalletUserMethod[]

/** Where a request came from; passed through to `subscribe` listeners untouched. */
export type TestWalletRequestContext = {
  /** Origin of the calling page, used as the EIP-2255 permission `invoker`. */
  origin?: string
  /** Opaque caller handle (the Playwright installer passes the calling frame). */
  source?: unknown
}

/** EIP-6963 provider info announced with the provider. */
export type TestWalletProviderInfo = {
  /** UUIDv4, unique per page session. */
  uuid: string
  /** Wallet name shown in wallet lists. */
  name: string
  /** Icon as a data: URI (RFC 2397). */
  icon: string
  /** Reverse-DNS identifier, e.g. `'dev.foyer.testwallet'`. */
  rdns: string
}
