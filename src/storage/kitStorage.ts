/**
 * Where the kit's store lives on this page: IndexedDB, localStorage when IndexedDB is unavailable or
 * refuses (some private modes, a frame without storage access), or memory only when neither works
 * (a sandboxed frame, the server).
 */
export type KitStorageBackend = 'indexedDB' | 'localStorage' | 'memory'

/**
 * The kit's key-value store, opened by {@link loadKitStorage}. Reads and writes are synchronous, as
 * with `Storage`: the store is read into memory once when it opens, writes change that copy at once
 * and reach the backend behind it. A value written by another tab after this page opened the store
 * is seen on the next page load.
 */
export type KitStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  /** Where the values are kept. */
  readonly backend: KitStorageBackend
  /** Every key in the store. */
  keys(): string[]
  /** Resolves once every write made so far has reached the backend (or failed there and was logged). */
  flush(): Promise<void>
}

/** The store's IndexedDB database and object store: one of each for the whole kit. */
export const kitStorageDatabase = { name: 'foyer-kit', store: 'keyvaluestorage' } as const

/**
 * Key of the store's format version. Version 1 is written the first time the store opens on a
 * browser, after the values of earlier versions were moved in; a later format reads it to migrate.
 */
export const kitStorageVersionKey = 'foyer.storageVersion'

/** The store's current format version. */
export const kitStorageVersion = 1

let opening: Promise<KitStorage> | undefined
let opened: KitStorage | undefined

/**
 * Opens the kit's store, once per page: later calls get the same promise. Nothing is read before
 * the first call, which comes from a user action (opening the modal) or from code that needs a
 * stored value (a hook that mounts, a reconnect that needs the login cache); the opening code is a
 * chunk of its own, loaded then. Never rejects: a backend that fails gives the next one.
 *
 * @example
 * const storage = await loadKitStorage()
 * storage.getItem('foyer.recentWallets')
 */
export function loadKitStorage(): Promise<KitStorage> {
  opening ??= import('./openKitStorage')
    .then(({ openKitStorage }) => openKitStorage())
    .catch(async () => {
      // The chunk itself did not load (offline, a new deployment): the page keeps working in memory.
      const { memoryKitStorage } = await import('./memoryKitStorage')
      return memoryKitStorage()
    })
    .then((storage) => {
      opened = storage
      return storage
    })
  return opening
}

/**
 * The kit's store when {@link loadKitStorage} has opened it, else `undefined` (before the first
 * user action, during the first render of a hook that waits for it, and on the server).
 *
 * @example
 * readRecentWallets(loadedKitStorage()) // [] until the store is open
 */
export function loadedKitStorage(): KitStorage | undefined {
  return opened
}

/**
 * Runs `use` with the kit's store: at once when it is open, else once {@link loadKitStorage} has
 * opened it. For writes that must reach the store whether or not the page opened it already.
 *
 * @example
 * withKitStorage((storage) => writeRecentWallets(storage, next))
 */
export function withKitStorage(use: (storage: KitStorage) => void): void {
  const storage = opened
  if (storage) use(storage)
  else void loadKitStorage().then(use)
}

/**
 * Forgets the opened store so the next {@link loadKitStorage} opens it again. For tests, which
 * open the store under different conditions in one page.
 *
 * @example
 * resetKitStorage()
 */
export function resetKitStorage(): void {
  opening = undefined
  opened = undefined
}
