/**
 * A CAIP-122 sign-in message. The six required fields are strings; `chainId` is
 * the CAIP-2 network id (`eip155:1`).
 */
export type SiwxMessage = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  /** ISO 8601 date-times. */
  issuedAt?: string | undefined
  notBefore?: string | undefined
  expirationTime?: string | undefined
  /** The text the wallet signs (EIP-4361 for eip155). */
  serializedMessage: string
}

/** A signed message: what a {@link SiwxConfig} stores and returns. */
export type SiwxSession = {
  data: SiwxMessage
  message: string
  signature: `0x${string}`
  /** A CACAO (CAIP-74) when the wallet returned one. */
  cacao?: unknown
}

/**
 * How the app signs users in with their wallet: pass one to `FoyerProvider`'s `siwx` option.
 * `foyerSiwx(foyerConfig)` is the ready one over Foyer's API; write your own for your own back end.
 *
 * @example
 * const siwx: SiwxConfig = {
 *   createMessage: async ({ accountAddress, chainId }) => myMessage(accountAddress, chainId),
 *   addSession: async (session) => myServer.verify(session),
 *   getSessions: async (chainId, address) => myServer.sessions(chainId, address),
 *   revokeSession: async (chainId, address) => myServer.signOut(chainId, address),
 * }
 */
export type SiwxConfig = {
  /** Builds the message to sign for an account on a network (CAIP-2 `chainId`). */
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>
  /** Verifies and keeps a signed message; rejects when the signature is refused. */
  addSession(session: SiwxSession): Promise<void>
  /** The live sessions of an account on a network (none: the sign view opens after connect). */
  getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]>
  /** Ends the account's sessions on a network. */
  revokeSession(chainId: string, address: string): Promise<void>
  /**
   * Ends every session of the account for this app, on every device and network ("sign out
   * everywhere"), e.g. after a device was lost; resolves to how many ended. Optional: without it
   * the kit offers no such action.
   */
  revokeAllSessions?(chainId: string, address: string): Promise<number>
  /**
   * Revoke the session when the wallet disconnects.
   * @default true
   */
  signOutOnDisconnect?: boolean | undefined
}
