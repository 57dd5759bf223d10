import type { Hex } from 'viem'
import type { FarcasterConfig } from '../api/auth/farcasterConfig'
import type { ApiChain } from '../api/coreRoutes'
import type { OnrampSandbox } from '../api/onramp/onrampRoutes'
import type { PriceFeedsConfig } from '../api/prices/priceFeedsConfig'

/**
 * What the development stack adds to the services in development (`FOYER_DEV=1`): parts that belong
 * to the local chains, which the services neither deploy nor import. The development stack builds
 * them and passes them to `startServices` (`devstack/serve/localDevelopmentServices.ts`), so an
 * operator's server carries none of the local chains' code.
 *
 * @example
 * startServices(config, { development: { nameGatewayKey, onrampSandbox: (chains, env) => createOnrampSandbox({ chains, ... }) } })
 */
export type DevelopmentServices = {
  /**
   * The key the API's CCIP-Read gateway signs with when the configuration names none: the one the
   * local chains' name resolver was deployed to trust. Anyone can derive it, hence development only.
   * @default none: without `names.gatewayKey` the gateway is off
   */
  nameGatewayKey?: Hex
  /**
   * Builds the on-ramp sandbox provider over the API's chains (it delivers on the local ones), given
   * where `NODE_ENV` is read; the services stop it (`close`) when they stop.
   * @default none: the on-ramp lists only the configured providers
   */
  onrampSandbox?: (chains: readonly ApiChain[], env?: Readonly<Record<string, string | undefined>>) => OnrampSandbox | Promise<OnrampSandbox>
  /**
   * The local chains' price feeds (`prices.feeds` shape) among the API's chains; the configuration's
   * own `prices.feeds` go over them.
   * @default none: prices come from the configuration's feeds only
   */
  priceFeeds?: (chains: readonly ApiChain[]) => PriceFeedsConfig
  /**
   * Starts Farcaster's local counterparts on the local chains (an ID Registry and a relay stand-in)
   * when the configuration has no `farcaster` (none without a local chain); the services stop it
   * (`close`) when they stop.
   * @default none: without `farcaster` in the configuration, Farcaster is off
   */
  farcaster?: (chains: readonly ApiChain[]) => Promise<{ config: FarcasterConfig; close(): Promise<void> } | undefined>
}
