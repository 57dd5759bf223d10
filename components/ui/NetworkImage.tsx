import { useState } from 'react'
import { chainIconFor } from './chainIcons/chainIconFor'
import { networkFallback } from './chainIcons/networkFallback'
import { networkImage } from './NetworkImage.css'

/** Props of {@link NetworkImage}. */
export type NetworkImageProps = {
  /** CAIP-2 id of the network, e.g. `eip155:8453`. */
  caipNetworkId: string
  /** Network name; its initials are the generated fallback. */
  name: string
  /**
   * An image URL the app gave for this network; used before the bundled icon.
   * @default undefined
   */
  src?: string | undefined
  /** Edge length in px. @default 32 */
  size?: number
}

/**
 * A network's icon: the app's image if it gave one, else the bundled icon of a well-known chain,
 * else a generated disc with the name's initials in a colour derived from the id. Nothing is
 * fetched by Foyer. Decorative: the network's name is always next to it.
 *
 * @example
 * <NetworkImage caipNetworkId="eip155:1" name="Ethereum" size={24} />
 */
export function NetworkImage({ caipNetworkId, name, src, size = 32 }: NetworkImageProps) {
  const [failed, setFailed] = useState(false)
  const Icon = chainIconFor(caipNetworkId)
  let content
  if (src && !failed) {
    content = <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
  } else if (Icon) {
    content = <Icon />
  } else {
    const { initials, background } = networkFallback(caipNetworkId, name)
    content = (
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
      {content}
    </span>
  )
}
