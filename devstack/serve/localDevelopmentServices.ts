import type { DevelopmentServices } from '../../services/server/developmentServices'
import { localOnrampSandbox } from '../chain/localOnrampSandbox'
import { DEV_NAME_GATEWAY_KEY } from '../chain/nameResolver'
import { devPriceFeeds } from '../chain/priceFeeds'
import { localFarcaster } from '../farcaster/localFarcaster'

/**
 * The local chains' parts of development (`FOYER_DEV=1 npm run serve`): the on-ramp sandbox, which
 * pays test USDC from anvil #8 on 31337 and 31338 (its quotes from a local Meld stand-in, stopped with
 * the services), and the well-known key the local name resolver trusts.
 *
 * @example
 * await startServices(config, { development: localDevelopmentServices })
 */
export const localDevelopmentServices: DevelopmentServices = {
  nameGatewayKey: DEV_NAME_GATEWAY_KEY,
  onrampSandbox: localOnrampSandbox,
  // The local feeds (deployed by the stack on 31337 and 31338) for whichever local chains are configured.
  priceFeeds: (chains) => devPriceFeeds({ chainIds: chains.map((chain) => chain.id).filter((id) => id === 31337 || id === 31338) }),
  // Farcaster's ID Registry and test users on 31337, and a relay stand-in, for the production code path.
  farcaster: localFarcaster,
}
