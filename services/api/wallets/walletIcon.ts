/**
 * Draws a wallet's icon as a small SVG: a rounded tile in the wallet's colour with its initials and
 * a ring placed from a hash of its id, so icons are recognisable, differ between wallets and are the
 * same on every call. Nothing is fetched from the wallets' own sites.
 *
 * @example
 * walletIconSvg({ id: 'rainbow', name: 'Rainbow', color: '#001E59' }) // '<svg ...>R</svg>'
 */
export function walletIconSvg({ id, name, color }: { id: string; name: string; color: string }): string {
  const hash = hashString(id)
  const foreground = isLight(color) ? '#141414' : '#FFFFFF'
  const text = initials(name)
  const cx = 20 + (hash % 57)
  const cy = 20 + ((hash >>> 8) % 57)
  const radius = 26 + ((hash >>> 16) % 22)
  const fontSize = text.length > 1 ? 36 : 44
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${color}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${foreground}" stroke-opacity="0.16" stroke-width="10"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="${foreground}">${escapeXml(text)}</text>` +
    `</svg>`
  )
}

/**
 * One or two letters for a wallet: the first letters of its first two words, leaving out the word
 * "Wallet" ("Trust Wallet" -> "T"), or of a camel-cased single word ("MetaMask" -> "MM").
 */
export function initials(name: string): string {
  const words = name.split(/[\s.\-_]+/).filter((word) => word && !/^wallet$/i.test(word))
  const [first = name, second] = words
  if (second && !/^\d+$/.test(second)) return (first.charAt(0) + second.charAt(0)).toUpperCase()
  const inner = /^.[^A-Z]*([A-Z])/.exec(first)?.[1]
  return (first.charAt(0) + (inner ?? '')).toUpperCase()
}

function hashString(text: string): number {
  // FNV-1a: small, fast and stable across runs.
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  // Relative luminance (sRGB weights), good enough to pick black or white text.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 160
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
