import { spinner } from './ui.css'

/** A loading indicator; decorative, so pair it with text or `aria-busy`. */
export function Spinner({ size = 16 }: { /** Diameter in px. @default 16 */ size?: number }) {
  return <span aria-hidden="true" className={spinner} style={{ inlineSize: size, blockSize: size }} />
}
