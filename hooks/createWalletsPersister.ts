import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/query-persist-client-core'
import type { Query, QueryState } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { registryWalletSchema } from '../src/api/wire/walletSchemas'
import { dropStoredValue } from '../src/storage/dropStoredValue'
import { loadKitStorage } from '../src/storage/kitStorage'
import { browserStorage } from '../src/storage/browserStorage'
import { setKitStorageHint } from '../src/storage/kitStorageHints'
import { walletsPersistPrefix, type WalletsPersister } from './walletsPersister'

/**
 * How long a stored registry answer may be shown: a day. The registry changes rarely (a new wallet,
 * a new icon), and a day-old list is still one whose wallets exist and connect; older, a wallet
 * removed from the registry (or a changed deep link) could be offered, so the visitor waits for a
 * fresh answer instead. Within the day, an answer older than the queries' `staleTime` is shown at
 * once and fetched again behind it.
 */
export const walletsPersistMaxAge = 24 * 60 * 60_000

/** What the registry queries keep: one page of wallets and the total, with absolute icon URLs. */
export const storedWalletsSchema = z.object({
  data: z.array(z.extend(registryWalletSchema, { imageUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)) })),
  count: z.int().check(z.minimum(0)),
})

const persistedSchema = z.object({
  buster: z.string(),
  queryHash: z.string().check(z.maxLength(4000)),
  queryKey: z.array(z.unknown()),
  state: z.object({ data: storedWalletsSchema, dataUpdatedAt: z.number().check(z.nonnegative()) }),
})

/** A query state around restored data: only `data` and `dataUpdatedAt` are read back. */
function restoredState(data: unknown, dataUpdatedAt: number): QueryState {
  return {
    data,
    dataUpdateCount: 0,
    dataUpdatedAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  }
}

/**
 * The stored text of a registry query: its answer and when it was fetched, checked first. An
 * answer that fails the check gives an empty text, which the store reads as "keep nothing".
 *
 * @example
 * serializeStoredWallets({ buster: '1', queryHash, queryKey, state }) // '{"buster":"1",...}'
 */
export function serializeStoredWallets({ buster, queryHash, queryKey, state }: PersistedQuery): string {
  const checked = persistedSchema.safeParse({ buster, queryHash, queryKey, state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt } })
  return checked.success ? JSON.stringify(checked.data) : ''
}

/**
 * Reads a stored registry query back, checked: its answer in a query state, or why it was refused.
 *
 * @example
 * parseStoredWallets(text) // { success: true, data: { buster, queryHash, queryKey, state } }
 */
export function parseStoredWallets(text: string): { success: true; data: PersistedQuery } | { success: false; error: unknown } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { success: false, error }
  }
  const checked = persistedSchema.safeParse(json)
  if (!checked.success) return { success: false, error: checked.error }
  const { buster, queryHash, queryKey, state } = checked.data
  return { success: true, data: { buster, queryHash, queryKey, state: restoredState(state.data, state.dataUpdatedAt) } }
}

/**
 * The registry queries' persister over the kit's store (React Query's per-query persister): a
 * query's first fetch is answered from the store when a valid answer younger than
 * {@link walletsPersistMaxAge} is there (and fetched again behind it once older than the query's
 * `staleTime`); every answer fetched is stored. Stored answers are checked when written and when
 * read: one that fails is not written, or is dropped and logged.
 *
 * React Query's persister package pins its own copy of query-core, whose classes TypeScript cannot
 * equate with the app's (private fields): the persister only calls the query's public `setState`,
 * `isStale` and `fetch`, which both versions have, so it is typed with the app's.
 *
 * @example
 * const { persisterFn } = createWalletsPersister()
 * useQuery({ ...options, persister: persisterFn })
 */
export function createWalletsPersister(): { persisterFn: WalletsPersister; persistQuery: (query: Query) => Promise<void> } {
  // Which key each text was read from, so a text that fails its check is logged with its key.
  const readFrom = new Map<string, string>()
  const persister = experimental_createQueryPersister({
    storage: {
      getItem: async (key) => {
        const text = (await loadKitStorage()).getItem(key)
        if (text !== null) readFrom.set(text, key)
        return text
      },
      // An empty text is an answer that failed its check (see serialize): whatever was kept goes.
      setItem: async (key, value: string) => {
        const storage = await loadKitStorage()
        if (value === '') storage.removeItem(key)
        else {
          storage.setItem(key, value)
          // The next page load looks in the store before asking the registry.
          setKitStorageHint(walletsPersistPrefix, true, browserStorage())
        }
      },
      removeItem: async (key) => (await loadKitStorage()).removeItem(key),
    },
    prefix: walletsPersistPrefix,
    maxAge: walletsPersistMaxAge,
    buster: '1',
    serialize: serializeStoredWallets,
    deserialize: async (text): Promise<PersistedQuery> => {
      const key = readFrom.get(text) ?? walletsPersistPrefix
      readFrom.delete(text)
      const restored = parseStoredWallets(text)
      // Dropped here with its reason logged; the persister then asks the registry.
      if (!restored.success) {
        dropStoredValue(await loadKitStorage(), key, restored.error)
        throw restored.error
      }
      return restored.data
    },
  })
  return {
    persisterFn: persister.persisterFn as unknown as WalletsPersister,
    persistQuery: persister.persistQuery as unknown as (query: Query) => Promise<void>,
  }
}

/** The one persister of the registry queries, created with this chunk. */
const walletsPersisterParts = createWalletsPersister()

/** The registry queries' persister (see {@link createWalletsPersister}). */
export const walletsPersisterFn: WalletsPersister = walletsPersisterParts.persisterFn

/**
 * Stores a registry query's answer, fetched without looking in the store first (nothing was
 * stored on this browser). Waits a task: the query takes its answer in after the query function's
 * promise settles, and only then is there an answer to store.
 *
 * @example
 * persistWallets(query)
 */
export function persistWallets(query: Query): void {
  setTimeout(() => void walletsPersisterParts.persistQuery(query).catch(() => undefined), 0)
}
