import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../src/scheduling/imagePreload'

/** Props of {@link FallbackImage}. */
export type FallbackImageProps = {
  /** The image's URL; `undefined` shows `fallback` only. */
  src: string | undefined
  /** What shows until the image has loaded, and for good when it is missing or fails (a letter, an icon). */
  fallback: ReactNode
  /** Edge length in px. */
  size: number
}

/**
 * An image that replaces its fallback only once it has loaded: the fallback shows while it loads,
 * and stays when the image is missing (the API answers 404), fails, or has not loaded within
 * {@link IMAGE_PRELOAD_TIMEOUT_MS} (the kit gives up on it then, so a row does not change under the
 * user's eyes later), and a row never shows a broken image or an empty circle. Decorative
 * (`alt=""`): the caller puts the name beside it.
 *
 * @example
 * <FallbackImage src={getTokenImage(api, 'USDC')} fallback="U" size={32} />
 */
export function FallbackImage({ src, fallback, size }: FallbackImageProps) {
  // Kept per URL, so a new `src` starts from its fallback again.
  const [loaded, setLoaded] = useState<string>()
  const [failed, setFailed] = useState<string>()
  const shown = src !== undefined && loaded === src
  useEffect(() => {
    if (src === undefined || loaded === src) return undefined
    const timer = setTimeout(() => setFailed(src), IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src, loaded])
  return (
    <>
      {!shown && fallback}
      {src !== undefined && failed !== src && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          // A hidden image still loads; it takes the fallback's place once it has.
          hidden={!shown}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          data-foyer-image-state={shown ? 'loaded' : 'loading'}
        />
      )}
    </>
  )
}
