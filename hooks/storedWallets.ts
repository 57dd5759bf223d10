import { hashKey, type QueryKey } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'
import { registryWalletSchema } from '../src/api/wire/walletSchemas'
import { browserStorage } from '../src/storage/browserStorage'
import { dropStoredValue } from '../src/storage/dropStoredValue'

/** Key prefix of the stored registry answers: `foyer.wallets-` and the query's hash. */
export const storedWalletsPrefix = 'foyer.wallets-'

/**
 * How long a stored registry answer may be shown: a day. The registry changes rarely (a new wallet,
 * a new icon), and a day-old list is still one whose wallets exist and connect; older, a wallet
 * removed from the registry (or a changed deep link) could be offered, so the visitor waits for a
 * fresh answer instead. Within the day, an answer older than the queries' `staleTime` is shown at
 * once and fetched again behind it.
 */
export const storedWalletsMaxAge = 24 * 60 * 60_000

/** What the registry queries keep: one page of wallets and the total, with absolute icon URLs. */
export const storedWalletsSchema = z.object({
  data: z.array(z.extend(registryWalletSchema, { imageUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)) })),
  count: z.int().check(z.minimum(0)),
})

const storedEntrySchema = z.object({
  updatedAt: z.number().check(z.nonnegative()),
  answer: storedWalletsSchema,
})

/** A registry answer read back from the store, with when it was fetched. */
export type StoredWallets = { answer: GetWalletsReturnType; updatedAt: number }

const storageKey = (queryKey: QueryKey) => storedWalletsPrefix + hashKey(queryKey)

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
  const storage = browserStorage()
  const key = storageKey(queryKey)
  let text: string | null | undefined
  try {
    text = storage?.getItem(key)
  } catch {
    // A store that refuses reads holds nothing this page can use.
    return undefined
  }
  if (text === null || text === undefined) return undefined
  let checked: ReturnType<typeof storedEntrySchema.safeParse>
  try {
    checked = storedEntrySchema.safeParse(JSON.parse(text))
  } catch (error) {
    dropStoredValue(storage, key, error)
    return undefined
  }
  if (!checked.success) {
    dropStoredValue(storage, key, checked.error)
    return undefined
  }
  const { updatedAt, answer } = checked.data
  if (now - updatedAt > storedWalletsMaxAge) {
    // Too old to show: the registry is asked, and its answer takes this one's place.
    return undefined
  }
  return { answer, updatedAt }
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
  const key = storageKey(queryKey)
  const checked = storedEntrySchema.safeParse({ updatedAt, answer })
  try {
    if (checked.success) storage?.setItem(key, JSON.stringify(checked.data))
    else storage?.removeItem(key)
  } catch {
    // Not kept (quota, a blocked store): the next visit asks the registry, as a first visit does.
  }
}

/**
 * What the Connect view's registry queries add to their options so their answer outlives the page:
 * the stored answer as `initialData` (with its fetch time, so React Query fetches it again behind
 * the list once older than the queries' `staleTime`), and a query function that stores every
 * answer it gets.
 *
 * @example
 * useQuery({ queryKey, staleTime, ...storedWalletsOptions(queryKey, fetchWallets) })
 */
export function storedWalletsOptions<TContext>(queryKey: QueryKey, queryFn: (context: TContext) => Promise<GetWalletsReturnType>) {
  // Read once per query and options object: `initialData` and `initialDataUpdatedAt` share it.
  let stored: StoredWallets | undefined | null = null
  const read = () => {
    if (stored === null) stored = readStoredWallets(queryKey)
    return stored
  }
  return {
    initialData: () => read()?.answer,
    initialDataUpdatedAt: () => read()?.updatedAt,
    queryFn: (context: TContext) =>
      queryFn(context).then((answer) => {
        // Stored behind the answer's own render: the visitor is waiting for this list, not for the copy.
        setTimeout(() => writeStoredWallets(queryKey, answer), 0)
        return answer
      }),
  }
}
