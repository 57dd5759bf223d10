import { useAddressLabel } from '../../hooks/account/useAddressLabel'
import { shortenAddress } from '../../src/format/shortenAddress'

/** Props of {@link LabelledAddress}. */
export type LabelledAddressProps = {
  /** The full address (any chain family). */
  address: string
  /** Characters kept before the ellipsis. @default 4 */
  leading?: number
  /** Characters kept after the ellipsis. @default 6 */
  trailing?: number
}

/**
 * An address as the modal shows it: the app's label for it (`addressLabels` of `createFoyerConfig`)
 * when it has one, else the address shortened. Text only: the caller puts the full address in a
 * `title` and a copy button where they belong.
 *
 * @example
 * <LabelledAddress address={to} /> // 'Treasury', or '0x70…dc79C8'
 */
export function LabelledAddress({ address, leading = 4, trailing = 6 }: LabelledAddressProps) {
  const label = useAddressLabel(address)
  return label === undefined ? shortenAddress(address, leading, trailing) : <bdi data-foyer-address-label="">{label}</bdi>
}
