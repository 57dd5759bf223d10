/**
 * The generated stand-in for a network without a bundled icon: up to two initials and a colour
 * derived from the network id, so the same network always looks the same.
 *
 * @example
 * networkFallback('eip155:31338', 'Foyer Local 2') // { initials: 'F2', background: 'hsl(… 55% 30%)' }
 */
export function networkFallback(caipNetworkId: string, name: string): { initials: string; background: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? '?'
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : ''
  // FNV-1a over the id: cheap, stable across runs and engines.
  let hash = 0x811c9dc5
  for (let i = 0; i < caipNetworkId.length; i++) {
    hash ^= caipNetworkId.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  // Dark enough that white initials stay readable on every hue.
  return { initials: (first + last).toUpperCase(), background: `hsl(${hash % 360} 55% 30%)` }
}
