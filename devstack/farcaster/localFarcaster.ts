import type { ApiChain } from '../../services/api/coreRoutes'
import type { FarcasterConfig } from '../../services/api/auth/farcasterConfig'
import { startFarcasterStandIn } from './startFarcasterStandIn'

/** The local chain standing in for Optimism in development: the first anvil. */
export const FARCASTER_DEV_CHAIN_ID = 31337

/**
 * Development's Farcaster (`FOYER_DEV=1 npm run serve` without a `farcaster` configuration): the ID
 * Registry and test users on the local chain {@link FARCASTER_DEV_CHAIN_ID} and a relay stand-in on a
 * free port, as the `farcaster` configuration that points the API at them. `undefined` when that
 * chain is not among the API's chains or does not answer.
 *
 * @example
 * const local = await localFarcaster(chains)
 * startServices({ ...config, farcaster: local?.config })
 */
export async function localFarcaster(chains: readonly ApiChain[]): Promise<{ config: FarcasterConfig; close(): Promise<void> } | undefined> {
  const chain = chains.find((candidate) => candidate.id === FARCASTER_DEV_CHAIN_ID)
  if (!chain) return undefined
  try {
    const relay = await startFarcasterStandIn({ rpcUrl: chain.rpcUrl, chainId: chain.id })
    return { config: { relayUrl: relay.url, optimismRpcUrl: chain.rpcUrl }, close: relay.close }
  } catch {
    // No development chain answers there (the services run without `npm start`'s chains): Farcaster
    // stays off, as it would be unconfigured, rather than stopping the other services.
    return undefined
  }
}
