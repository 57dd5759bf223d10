import { z } from 'zod'
import { caip2Schema, walletBadgeTypes } from '../../../src/api/wire/walletSchemas'
import type { RegistryEntry } from './registryEntries'

const splitList = z
  .string()
  .max(10_000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )

const idList = splitList.pipe(z.array(z.string().min(1).max(100)).max(500))
const chainList = splitList.pipe(z.array(caip2Schema).max(500))

/**
 * The query string of `GET /getWallets`: `page` (1-based), `entries` (at most 100),
 * `include`/`exclude` (comma-separated ids), `search`, `badge_type`, `chains` (comma-separated
 * CAIP-2 ids: the app's networks; wallets of their namespaces match), `projectId` (required), `st` and `sv` (SDK type and version).
 */
export const getWalletsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  include: idList.optional(),
  exclude: idList.optional(),
  search: z.string().trim().max(100).optional(),
  badge_type: z.enum(walletBadgeTypes).optional(),
  chains: chainList.optional(),
  projectId: z.string().trim().min(1).max(200),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
})

/** A parsed `GET /getWallets` query. */
export type GetWalletsQuery = z.output<typeof getWalletsQuerySchema>

/**
 * Filters, ranks and pages the registry for one `GET /getWallets` query. `count` is the number of
 * matches before paging. With `search`, names equal to the text come first, then names starting
 * with it, then names with a word starting with it, then any other match; ties keep registry order.
 *
 * @example
 * queryWallets(entries, { page: 1, entries: 40, projectId: 'p', search: 'rain' }) // { data: [Rainbow], count: 1 }
 */
export function queryWallets(
  entries: readonly RegistryEntry[],
  query: Pick<GetWalletsQuery, 'page' | 'entries'> & Partial<Omit<GetWalletsQuery, 'page' | 'entries'>>,
): { data: RegistryEntry[]; count: number } {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  // By namespace: a wallet of a chain family serves the family's networks an app adds (EVM wallets
  // add any chain, Solana wallets sign for any cluster), so an app on a local or test network still
  // gets the wallets of its families, and never those of a family it does not use.
  const namespaces = query.chains?.length ? new Set(query.chains.map(namespaceOf)) : undefined
  const search = query.search?.toLowerCase() ?? ''

  const matches: { entry: RegistryEntry; rank: number; order: number }[] = []
  for (const [order, entry] of entries.entries()) {
    if (include && !include.has(entry.id)) continue
    if (exclude.has(entry.id)) continue
    if (query.badge_type === 'certified' && entry.badgeType !== 'certified') continue
    if (namespaces && !entry.chains.some((chain) => namespaces.has(namespaceOf(chain)))) continue
    const rank = search ? searchRank(entry.name.toLowerCase(), search) : 0
    if (rank < 0) continue
    matches.push({ entry, rank, order })
  }
  if (search) matches.sort((a, b) => a.rank - b.rank || a.order - b.order)
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries).map((match) => match.entry), count: matches.length }
}

function namespaceOf(caipNetworkId: string): string {
  return caipNetworkId.slice(0, caipNetworkId.indexOf(':'))
}

/** 0 exact, 1 prefix, 2 a word's prefix, 3 elsewhere, -1 no match. */
function searchRank(name: string, search: string): number {
  const at = name.indexOf(search)
  if (at < 0) return -1
  if (name === search) return 0
  if (at === 0) return 1
  return name.split(/[\s.\-_]+/).some((word) => word.startsWith(search)) ? 2 : 3
}
