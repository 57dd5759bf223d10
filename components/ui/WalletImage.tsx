import { useEffect, useRef, useState } from 'react'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../src/scheduling/imagePreload'
import { walletImage } from './ui.css'

/** Props of {@link WalletImage}. */
export type WalletImageProps = {
  /** Image URL (EIP-6963 icons are data URIs). */
  src?: string | undefined
  /** Wallet name; its first letter is the fallback. */
  name: string
  /** Edge length in px. @default 40 */
  size?: number
}

/**
 * A wallet's icon, or a lettered tile when the icon is missing, fails, or has not loaded within
 * {@link IMAGE_PRELOAD_TIMEOUT_MS} (the kit gives up on it then, for good).
 * Decorative: the wallet's name is always next to it. Icons load lazily: the browser asks for them
 * once the rows are laid out, so a list's first frame is not held back by its icons' loading (an
 * SVG icon is parsed and laid out as a document of its own, on the main thread); cold opens show
 * the Connect list sooner (figures in bench/README.md).
 */
export function WalletImage({ src, name, size = 40 }: WalletImageProps) {
  // Kept per URL, so a new `src` gets its own chance.
  const [failed, setFailed] = useState<string>()
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (!src) return undefined
    const timer = setTimeout(() => {
      const element = image.current
      if (!element?.complete || element.naturalWidth === 0) setFailed(src)
    }, IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src])
  return (
    <span aria-hidden="true" className={walletImage} style={{ inlineSize: size, blockSize: size, fontSize: size * 0.45 }}>
      {src && failed !== src ? (
        <img ref={image} src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(src)} />
      ) : (
        name.trim().charAt(0).toUpperCase() || '?'
      )}
    </span>
  )
}
