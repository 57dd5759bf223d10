import qrcode from 'qrcode-generator'

/** A QR code drawn as one SVG path, in module units. */
export type QrCodePath = {
  /** Modules per side (without the quiet zone). */
  size: number
  /** `d` of an SVG path that fills every dark module (one rectangle per horizontal run). */
  d: string
  /** The cleared square in the middle for a logo, in modules; `undefined` when none was asked for. */
  logo?: { start: number; size: number } | undefined
}

/**
 * Encodes `text` (a pairing URI) as a QR code and returns its dark modules as an SVG path.
 * With `logoFraction`, a centred square of about that share of the side is left empty for a
 * logo; error correction level Q (25 %) keeps the code readable, since a logo of a fifth of the
 * side hides only 4 % of it.
 *
 * @example
 * const { size, d } = qrCodePath('wc:…', { logoFraction: 0.22 })
 * // <svg viewBox={`0 0 ${size} ${size}`}><path d={d} /></svg>
 */
export function qrCodePath(
  text: string,
  options: {
    /** Side of the cleared middle, as a fraction of the code's side (0 for none, at most 0.3). @default 0 */
    logoFraction?: number
  } = {},
): QrCodePath {
  const code = qrcode(0, 'Q')
  code.addData(text, 'Byte')
  code.make()
  const size = code.getModuleCount()
  const fraction = Math.min(Math.max(options.logoFraction ?? 0, 0), 0.3)
  // An odd-sized hole stays centred on the odd-sized grid.
  let logoSize = Math.round(size * fraction)
  if (logoSize > 0 && logoSize % 2 === 0) logoSize += 1
  const logoStart = (size - logoSize) / 2
  const inLogo = (row: number, col: number) => logoSize > 0 && row >= logoStart && row < logoStart + logoSize && col >= logoStart && col < logoStart + logoSize
  const parts: string[] = []
  const dark = (row: number, col: number) => col < size && code.isDark(row, col) && !inLogo(row, col)
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark(row, col)) continue
      let run = 1
      while (dark(row, col + run)) run++
      parts.push(`M${col} ${row}h${run}v1h-${run}z`)
      col += run
    }
  }
  return { size, d: parts.join(''), logo: logoSize > 0 ? { start: logoStart, size: logoSize } : undefined }
}
