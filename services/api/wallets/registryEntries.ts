import { z } from 'zod'
import { registryWalletSchema, type RegistryWalletWire } from '../../../src/api/wire/walletSchemas'
import { ServerConfigError } from '../../http/ServerConfigError'
import walletsJson from './wallets.json' with { type: 'json' }

/** One wallet of the registry's data file: the wire fields (no `imageId`: it is the id) plus its icon colour. */
const { imageId: _imageId, ...entryWireShape } = registryWalletSchema.shape
export const registryEntrySchema = z.object({
  ...entryWireShape,
  /** Background of the generated icon, `#rrggbb`. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
})

/** A wallet of the registry's data file. */
export type RegistryEntry = z.infer<typeof registryEntrySchema>

/**
 * The real wallets of `wallets.json`, in the registry's order (most used first), checked with zod
 * so a bad edit of the data file fails at start-up rather than in a browser.
 */
export function realWalletEntries(): RegistryEntry[] {
  const entries = z.array(registryEntrySchema).parse(walletsJson)
  const ids = new Set<string>()
  for (const entry of entries) {
    if (ids.has(entry.id)) throw new ServerConfigError(`wallets.json lists the id "${entry.id}" twice`)
    ids.add(entry.id)
  }
  return entries
}

const adjectives = [
  'Amber',
  'Azure',
  'Bold',
  'Brisk',
  'Cedar',
  'Coral',
  'Crimson',
  'Dusk',
  'Ember',
  'Frost',
  'Golden',
  'Hazel',
  'Indigo',
  'Jade',
  'Lunar',
  'Maple',
  'Misty',
  'Noble',
  'Onyx',
  'Pine',
  'Quiet',
  'Rustic',
  'Silver',
  'Solar',
  'Swift',
]
const nouns = [
  'Falcon',
  'Harbor',
  'Lantern',
  'Meadow',
  'Otter',
  'Pebble',
  'Quill',
  'Raven',
  'Summit',
  'Tundra',
  'Vault',
  'Willow',
  'Beacon',
  'Comet',
  'Delta',
  'Fjord',
  'Grove',
  'Heron',
  'Island',
  'Kestrel',
]
const generatedChains = [
  ['eip155:1', 'eip155:8453'],
  ['eip155:1', 'eip155:137', 'eip155:42161'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['eip155:10', 'eip155:56'],
]

/**
 * A made-up wallet for large test registries: `"{Adjective} {Noun} {nnnn}"` (e.g. "Amber Falcon 0001"),
 * id `test-wallet-{nnnn}`, a deterministic colour and links on `.example` hosts. The same `index`
 * always gives the same wallet.
 */
export function generatedWalletEntry(index: number): RegistryEntry {
  const number = String(index).padStart(4, '0')
  const adjective = adjectives[index % adjectives.length]!
  const noun = nouns[Math.floor(index / adjectives.length) % nouns.length]!
  const hue = (index * 137) % 360
  return {
    id: `test-wallet-${number}`,
    name: `${adjective} ${noun} ${number}`,
    color: hslToHex(hue, 0.55, 0.45),
    homepage: `https://wallet-${number}.example`,
    rdns: `example.wallet${number}`,
    mobileLink: `wallet${number}://`,
    universalLink: `https://link.wallet-${number}.example`,
    desktopLink: null,
    webappLink: null,
    appStore: null,
    playStore: null,
    chromeStore: null,
    chains: generatedChains[index % generatedChains.length]!,
    badgeType: index % 3 === 0 ? 'certified' : 'none',
  }
}

/**
 * The registry to serve: the real wallets, then generated ones up to `size` entries (a `size` at or
 * below the number of real wallets serves the real ones only).
 *
 * @example
 * registryEntries(1000).length // 1000: 50 real wallets and 950 generated ones
 */
export function registryEntries(size = 0): RegistryEntry[] {
  const real = realWalletEntries()
  const extra = Math.max(0, size - real.length)
  return [...real, ...Array.from({ length: extra }, (_, index) => generatedWalletEntry(index + 1))]
}

/** The wire form of an entry: its icon is served under its own id. */
export function toWireWallet({ color, ...entry }: RegistryEntry): RegistryWalletWire {
  void color
  return { ...entry, imageId: entry.id }
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const amount = saturation * Math.min(lightness, 1 - lightness)
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12
    const value = lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}
