// zod/mini: the Connect view reads these in the modal's first chunk, where the full zod API would weigh most.
import * as z from 'zod/mini'
import { dropStoredValue } from '../storage/dropStoredValue'
import { maxRecentWallets } from './walletListLimits'

/** The kit storage's key of the recent wallets. */
export const recentWalletsStorageKey = 'foyer.recentWallets'

export { maxRecentWallets } from './walletListLimits'

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/**
 * A wallet the user connected, as remembered across reloads (only its id is kept). The
 * other fields let the Connect view show and reconnect it without asking the registry first.
 */
export const recentWalletSchema = z.object({
  /** Registry id when the wallet is in the registry, else the wagmi connector id. */
  id: text(200),
  name: text(100),
  /** Only `https:`/`http:` icon URLs are kept (no data: URIs: they can be large). */
  imageUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))),
  /** The wagmi connector it was connected with, when it was a connector (browser wallet). */
  connectorId: z.optional(text(200)),
  /** EIP-6963 reverse-DNS name. */
  rdns: z.optional(text(200)),
  mobileLink: z.optional(text(500)),
  universalLink: z.optional(text(500)),
  desktopLink: z.optional(text(500)),
})

/** A remembered wallet. */
export type RecentWallet = z.infer<typeof recentWalletSchema>

/**
 * Reads the stored list; anything that is not a valid list (missing, corrupt, from another
 * version) counts as empty, and invalid entries are dropped one by one.
 */
export function parseRecentWallets(raw: string | null | undefined): RecentWallet[] {
  if (!raw) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(json)) return []
  const wallets: RecentWallet[] = []
  for (const item of json) {
    const parsed = recentWalletSchema.safeParse(item)
    if (parsed.success && !wallets.some((wallet) => wallet.id === parsed.data.id)) wallets.push(parsed.data)
  }
  return wallets.slice(0, maxRecentWallets)
}

/**
 * The list after connecting `wallet`: it moves to the front, appears once, and the list keeps at
 * most {@link maxRecentWallets} entries.
 *
 * @example
 * addRecentWallet([a, b], c) // [c, a]
 * addRecentWallet([a, b], b) // [b, a]
 */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  // Icons given as data: URIs (EIP-6963, custom wallets) are not stored; the view draws a letter instead.
  const imageUrl = wallet.imageUrl && /^https?:/.test(wallet.imageUrl) ? wallet.imageUrl : undefined
  const parsed = recentWalletSchema.safeParse({ ...wallet, imageUrl })
  if (!parsed.success) return [...list]
  return [parsed.data, ...list.filter((item) => item.id !== parsed.data.id)].slice(0, maxRecentWallets)
}

/**
 * Reads the recent wallets from `storage`; a storage that throws (private mode, quota) reads as
 * empty, and a stored value that is not a list of wallets at all is dropped and logged.
 */
export function readRecentWallets(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): RecentWallet[] {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(recentWalletsStorageKey)
  } catch {
    return []
  }
  const wallets = parseRecentWallets(raw)
  if (raw && wallets.length === 0 && !isEmptyList(raw)) dropStoredValue(storage, recentWalletsStorageKey)
  return wallets
}

function isEmptyList(raw: string): boolean {
  try {
    const json: unknown = JSON.parse(raw)
    return Array.isArray(json) && json.length === 0
  } catch {
    return false
  }
}

/** Writes the recent wallets; a storage that throws leaves them unremembered rather than failing the connection. */
export function writeRecentWallets(storage: Pick<Storage, 'setItem'> | undefined, list: readonly RecentWallet[]): void {
  try {
    storage?.setItem(recentWalletsStorageKey, JSON.stringify(list.slice(0, maxRecentWallets)))
  } catch {
    // Remembering is a convenience; never let it break the connection that just succeeded.
  }
}
