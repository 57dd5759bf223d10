import { useState } from 'react'
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
 * A wallet's icon, or a lettered tile when the icon is missing or fails.
 * Decorative: the wallet's name is always next to it. Icons load lazily: the browser asks for them
 * once the rows are laid out, so a list's first frame is not held back by its icons' loading (an
 * SVG icon is parsed and laid out as a document of its own, on the main thread); cold opens show
 * the Connect list sooner (figures in bench/README.md).
 */
export function WalletImage({ src, name, size = 40 }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <span aria-hidden="true" className={walletImage} style={{ inlineSize: size, blockSize: size, fontSize: size * 0.45 }}>
      {src && !failed ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        name.trim().charAt(0).toUpperCase() || '?'
      )}
    </span>
  )
}
