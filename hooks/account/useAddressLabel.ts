import { addressLabel } from '../../src/account/addressLabel'
import { useFoyerOptions } from '../foyerContext'

/**
 * The app's label for an address (`addressLabels` of `createFoyerConfig`), shown in place of the
 * shortened address; `undefined` for an address the app did not label.
 *
 * @example
 * const label = useAddressLabel(address)
 * label ?? shortenAddress(address)
 */
export function useAddressLabel(address: string | undefined): string | undefined {
  return addressLabel(useFoyerOptions().config.addressLabels, address)
}
