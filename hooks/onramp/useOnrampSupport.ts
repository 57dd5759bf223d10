import { currentTimeZone, isOnrampRestricted } from '../../src/onramp/onrampRules'
import { useRemoteFeatures } from '../useProjectChecks'
import { useOnrampAccount } from './useOnrampAccount'

/**
 * Whether the Account view offers buying crypto: the project's remote `onramp` flag is on, an
 * account is connected (an EVM one, or the Solana one Account shows), and the visitor's time zone
 * is not one where no on-ramp is offered
 * (mainland China, Hong Kong, Macau). Asks nothing of the API: the options load with the view.
 *
 * @example
 * const canBuy = useOnrampSupport()
 */
export function useOnrampSupport(timeZone: string | undefined = currentTimeZone()): boolean {
  const features = useRemoteFeatures()
  const { address } = useOnrampAccount()
  return features.onramp && address !== undefined && !isOnrampRestricted(timeZone)
}
