import { createStore, del, entries, get, set, setMany, type UseStore } from 'idb-keyval'
import { browserStorage } from './browserStorage'
import { kitStorageDatabase, kitStorageVersion, kitStorageVersionKey, type KitStorage } from './kitStorage'
import { isLegacyKitKey } from './legacyKitKeys'
import { setKitStorageHint } from './kitStorageHints'
import { memoryKitStorage, mirrorKitStorage } from './memoryKitStorage'
import { KitStorageWriteError, StoredValueDroppedError } from '../errors/storageErrors'
import { reportKitStorageError } from './kitStorageErrors'
import { isWalletConnectStorageKey, matchesWalletConnectRule, walletConnectDatabase, walletConnectStoreKey } from './walletConnectStorageKeys'

/** The prefix of every key the kit keeps in localStorage when it falls back to it. */
const kitKeyPrefix = 'foyer.'

/**
 * Opens the kit's store (what {@link loadKitStorage} loads): IndexedDB when it opens and reads,
 * else localStorage when it can be read and written, else memory. On the first open in a browser
 * (no version key yet) it moves the values of the kit's earlier versions out of localStorage, moves
 * WalletConnect's keys out of localStorage once, then writes storage version 1.
 *
 * @example
 * const storage = await openKitStorage()
 * storage.backend // 'indexedDB'
 */
export async function openKitStorage(): Promise<KitStorage> {
  if (typeof window === 'undefined') return memoryKitStorage()
  const local = usableLocalStorage()
  const database = await openIndexedDb()
  if (database) {
    const { store, values } = database
    const storage = mirrorKitStorage('indexedDB', values, { set: (key, value) => set(key, value, store), remove: (key) => del(key, store) })
    if (storage.getItem(kitStorageVersionKey) === null) await firstRunOnIndexedDb(storage, local)
    dropRetiredValues(storage, local)
    return storage
  }
  if (local) {
    const storage = localKitStorage(local)
    // The earlier versions' values are already where this backend keeps them.
    if (storage.getItem(kitStorageVersionKey) === null) storage.setItem(kitStorageVersionKey, String(kitStorageVersion))
    dropRetiredValues(storage, local)
    return storage
  }
  return memoryKitStorage()
}

/**
 * The kit's store over localStorage itself, read and written through (no copy): localStorage is
 * synchronous already, and a value another tab wrote is seen at once.
 */
function localKitStorage(local: Storage): KitStorage {
  const keep = (key: string, write: () => void) => {
    try {
      write()
    } catch (error) {
      reportKitStorageError(new KitStorageWriteError({ key, cause: error }))
    }
  }
  return {
    backend: 'localStorage',
    getItem(key) {
      try {
        return local.getItem(key)
      } catch {
        return null
      }
    },
    setItem: (key, value) => keep(key, () => local.setItem(key, value)),
    removeItem: (key) => keep(key, () => local.removeItem(key)),
    keys: () => Object.keys(local).filter((key) => key.startsWith(kitKeyPrefix)),
    flush: () => Promise.resolve(),
  }
}

/** localStorage when this page may read and write it (not in a sandboxed frame, not a full or refused store). */
function usableLocalStorage(): Storage | undefined {
  const local = browserStorage()
  try {
    const probe = `${kitKeyPrefix}probe`
    local?.setItem(probe, '1')
    local?.removeItem(probe)
    return local
  } catch {
    return undefined
  }
}

/** The kit's database with its values, or `undefined` when IndexedDB is missing, refused or failing. */
async function openIndexedDb(): Promise<{ store: UseStore; values: Array<[string, string]> } | undefined> {
  try {
    // Reading `indexedDB` throws in a frame without storage access; opening fails in some private modes.
    if (typeof indexedDB === 'undefined') return undefined
    const store = createStore(kitStorageDatabase.name, kitStorageDatabase.store)
    const values: Array<[string, string]> = []
    for (const [key, value] of await entries<IDBValidKey, unknown>(store)) {
      if (typeof key === 'string' && typeof value === 'string') values.push([key, value])
      else {
        // Only text is ever written here: anything else came from another script.
        await del(key, store)
        reportKitStorageError(new StoredValueDroppedError({ key: String(key) }))
      }
    }
    return { store, values }
  } catch {
    return undefined
  }
}

/**
 * The first open on IndexedDB: the kit's earlier localStorage values are copied in, WalletConnect's
 * keys moved to its own store, version 1 written; only once all of that reached the database are the
 * old keys removed, so an interrupted first run is simply done again on the next page.
 */
async function firstRunOnIndexedDb(storage: KitStorage, local: Storage | undefined): Promise<void> {
  const legacy = local ? Object.keys(local).filter(isLegacyKitKey) : []
  for (const key of legacy) {
    const value = local?.getItem(key)
    // Copied as text: each reader checks its value when it reads it and drops what fails.
    if (value !== null && value !== undefined) storage.setItem(key, value)
  }
  // A failed move leaves WalletConnect's keys where they are, for the SDK's own move.
  const movedWalletConnectKeys = local ? await migrateWalletConnectKeys(local).catch(() => []) : []
  storage.setItem(kitStorageVersionKey, String(kitStorageVersion))
  await storage.flush()
  if (storage.getItem(kitStorageVersionKey) === null) return
  try {
    // Also what a page that fell back to localStorage left: its version key and cached answers.
    const leftovers = Object.keys(local ?? {}).filter((key) => key === kitStorageVersionKey || key.startsWith(`${kitKeyPrefix}query-`))
    for (const key of [...legacy, ...movedWalletConnectKeys, ...leftovers]) local?.removeItem(key)
    // What the next page load acts on is now in the store: its hint says so.
    for (const key of legacy) setKitStorageHint(key, true, local)
  } catch {
    // The copies are in the database; keys left behind are not read again (the version is written).
  }
}

/**
 * Moves WalletConnect's keys out of localStorage into the SDK's own IndexedDB store, as the SDK
 * itself does when its provider first loads, but only the SDK's keys: its own rule would also take
 * wagmi's WalletConnect keys. Runs only while the SDK's store has no version yet and localStorage
 * holds a key the SDK's rule matches; then the SDK's version is written, so the SDK never runs its
 * own move. Returns the keys moved (removed from localStorage by the caller).
 */
async function migrateWalletConnectKeys(local: Storage): Promise<string[]> {
  const keys = Object.keys(local)
  if (!keys.some(matchesWalletConnectRule)) return []
  const store = createStore(walletConnectDatabase.name, walletConnectDatabase.store)
  if ((await get(walletConnectDatabase.versionKey, store)) !== undefined) return []
  const moved = keys.filter(isWalletConnectStorageKey)
  const values = moved.flatMap((key): Array<[string, string]> => {
    const value = local.getItem(key)
    return value === null ? [] : [[walletConnectStoreKey(key), value]]
  })
  // The SDK stores text (its own JSON): the localStorage text is that same text.
  await setMany([...values, [walletConnectDatabase.versionKey, '1']], store)
  return moved
}

// Prefix of the registry answers the store kept before they moved to localStorage, where a
// returning visit reads them without waiting for the store (`foyer.wallets-` keys), and the
// localStorage hint that announced them. Nothing reads them any more: they go when the store opens.
const retiredKeyPrefix = 'foyer.query-'
const retiredHint = 'foyer.query.hint'

function dropRetiredValues(storage: KitStorage, local: Storage | undefined): void {
  for (const key of storage.keys()) if (key.startsWith(retiredKeyPrefix)) storage.removeItem(key)
  try {
    local?.removeItem(retiredHint)
  } catch {
    // A localStorage that refuses keeps a hint nothing reads.
  }
}
