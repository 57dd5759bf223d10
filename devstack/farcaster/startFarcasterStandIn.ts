import { registerFarcasterTestUsers } from './registerFarcasterTestUsers'
import { startRelayStandIn } from './relayStandIn'
import type { RelayStandIn } from './relayStandIn'

/** Options of {@link startFarcasterStandIn}. */
export type FarcasterStandInOptions = {
  /** The development chain standing in for Optimism: the IdRegistry goes there. */
  rpcUrl: string
  chainId: number
  /** The relay's port. @default 0 (a free port) */
  port?: number
  /** The key Farcaster apps give the relay. @default RELAY_STAND_IN_AUTH_KEY */
  authKey?: string
}

/**
 * Farcaster as a development chain can have it: the IdRegistry at its canonical address with the
 * test users registered (`registerFarcasterTestUsers`) and the relay stand-in reading it. Point the
 * API's `farcaster` configuration at `{ relayUrl: relay.url, optimismRpcUrl: rpcUrl }`.
 *
 * @example
 * const relay = await startFarcasterStandIn({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
 * authRoutes({ farcaster: { relayUrl: relay.url, optimismRpcUrl: anvil.rpcUrl, domain, siweUri } })
 */
export async function startFarcasterStandIn(options: FarcasterStandInOptions): Promise<RelayStandIn> {
  const users = await registerFarcasterTestUsers(options.rpcUrl, options.chainId)
  return startRelayStandIn({
    rpcUrl: options.rpcUrl,
    users,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.authKey === undefined ? {} : { authKey: options.authKey }),
  })
}
