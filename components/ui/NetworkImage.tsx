import { useContext } from 'react'
import { FoyerApiContext } from '../../hooks/foyerContext'
import { getAssetImage } from '../../src/images/apiImageUrls'
import { chainIconFor } from './chainIcons/chainIconFor'
import { FallbackImage } from './FallbackImage'
import { networkFallback } from './chainIcons/networkFallback'
import { networkImage } from './NetworkImage.css'

/** Props of {@link NetworkImage}. */
export type NetworkImageProps = {
  /** CAIP-2 id of the network, e.g. `eip155:8453`. */
  caipNetworkId: string
  /** Network name; its initials are the generated fallback. */
  name: string
  /**
   * An image URL the app gave for this network; used before the API's image and the bundled icon.
   * @default undefined (the API's image of the network, `getAssetImage`)
   */
  src?: string | undefined
  /**
   * The network's image id on Foyer's API (`assets.imageId`).
   * @default the CAIP-2 id with `-` for `:` (`eip155-8453`)
   */
  imageId?: string | undefined
  /** Edge length in px. @default 32 */
  size?: number
}

/**
 * A network's icon: the app's image if it gave one, else the network's image on Foyer's API
 * (`/public/getAssetImage/{id}`, when the provider has an `apiUrl`). Until that image has loaded,
 * and for good when it is missing or fails, the bundled icon of a well-known chain shows, else a
 * generated disc with the name's initials in a colour derived from the id. Nothing is fetched from
 * a third party. Decorative: the network's name is always next to it.
 *
 * @example
 * <NetworkImage caipNetworkId="eip155:1" name="Ethereum" size={24} />
 */
export function NetworkImage({ caipNetworkId, name, src, imageId, size = 32 }: NetworkImageProps) {
  // Read without requiring a provider: the icon also draws where no Foyer API is configured.
  const api = useContext(FoyerApiContext)
  const Icon = chainIconFor(caipNetworkId)
  const image = src ?? (api ? getAssetImage(api, { caipNetworkId, assets: { imageId } }) : undefined)
  let fallback
  if (Icon) {
    fallback = <Icon />
  } else {
    const { initials, background } = networkFallback(caipNetworkId, name)
    fallback = (
      <svg viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={background} />
        <text x="16" y="16" dy=".35em" textAnchor="middle" fill="#fff" fontSize={initials.length > 1 ? 12 : 14} fontWeight="700" fontFamily="inherit">
          {initials}
        </text>
      </svg>
    )
  }
  return (
    <span aria-hidden="true" className={networkImage} style={{ inlineSize: size, blockSize: size }} data-foyer-network-image={caipNetworkId}>
      <FallbackImage src={image} fallback={fallback} size={size} />
    </span>
  )
}
