/** Options of Sign In With Farcaster (`authRoutes({ farcaster })`). */
export type FarcasterOptions = {
  /**
   * The Farcaster Auth relay the channels are opened at.
   * @default FARCASTER_RELAY_URL ('https://relay.farcaster.xyz')
   */
  relayUrl?: string
  /**
   * An Optimism JSON-RPC URL: the ID Registry, which names each fid's custody address, is read there.
   * @example 'https://mainnet.optimism.io'
   */
  optimismRpcUrl: string
  /**
   * The domain the user signs in to (the message's `domain`): the login frame's host.
   * @example 'login.example.com'
   */
  domain: string
  /**
   * The URI the message names (`uri`): the login frame's public URL.
   * @example 'https://login.example.com'
   */
  siweUri: string
  /**
   * How long one relay or registry call may take before the sign-in fails.
   * @default 5_000
   */
  timeoutMs?: number
}
