import type { QueryKey } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'
import { registryWalletSchema } from '../src/api/wire/walletSchemas'
import { browserStorage } from '../src/storage/browserStorage'
import { readStoredJson } from '../src/storage/dropStoredValue'
import { storedWalletsKey } from './storedWalletsKey'

/**
 * How long a stored registry answer may be shown: a day. The registry changes rarely (a new wallet,
 * a new icon), and a day-old list is still one whose wallets exist and connect; older, a wallet
 * removed from the registry (or a changed deep link) could be offered, so the visitor waits for a
 * fresh answer instead. Within the day, an answer older than the queries' `staleTime` is shown at
 * once and fetched again behind it.
 */
export const storedWalletsMaxAge = 24 * 60 * 60_000

/** What the registry queries keep: one page of wallets and the total, with absolute icon URLs. */
const storedWalletsSchema = z.object({
  data: z.array(z.extend(registryWalletSchema, { imageUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)) })),
  count: z.int().check(z.minimum(0)),
})

const storedEntrySchema = z.object({
  updatedAt: z.number().check(z.nonnegative()),
  answer: storedWalletsSchema,
})

/** A registry answer read back from the store, with when it was fetched. */
export type StoredWallets = { answer: GetWalletsReturnType; updatedAt: number }

/**
 * The stored answer of the registry query `queryKey`, checked, or `undefined` when there is none,
 * it is older than {@link storedWalletsMaxAge}, or it fails its check (then it is dropped and
 * logged). Synchronous: the answers live in localStorage, so the Connect view's first render of a
 * returning visit has its wallets, where a read of the kit's IndexedDB store would have held the
 * list back by the store's opening and a task or two.
 *
 * @example
 * readStoredWallets(queryKey)?.answer.data // the wallets shown on the last visit
 */
export function readStoredWallets(queryKey: QueryKey, now = Date.now()): StoredWallets | undefined {
  const stored = readStoredJson(browserStorage(), storedWalletsKey(queryKey), (value) => storedEntrySchema.safeParse(value).data)
  // Too old to show: the registry is asked, and its answer takes this one's place.
  if (!stored || now - stored.updatedAt > storedWalletsMaxAge) return undefined
  return stored
}

/**
 * Stores the registry's answer to `queryKey`, checked first: an answer that fails the check is not
 * kept, and whatever was kept under its key goes. A full or refusing localStorage keeps nothing.
 *
 * @example
 * writeStoredWallets(queryKey, answer)
 */
export function writeStoredWallets(queryKey: QueryKey, answer: GetWalletsReturnType, updatedAt = Date.now()): void {
  const storage = browserStorage()
  const key = storedWalletsKey(queryKey)
  const checked = storedEntrySchema.safeParse({ updatedAt, answer })
  try {
    if (checked.success) storage?.setItem(key, JSON.stringify(checked.data))
    else storage?.removeItem(key)
  } catch {
    // Not kept (quota, a blocked store): the next visit asks the registry, as a first visit does.
  }
}

/** Reads a registry query's stored answer: {@link readStoredWallets}, handed to the query options. */
export type StoredWalletsReader = (queryKey: QueryKey) => StoredWallets | undefined
