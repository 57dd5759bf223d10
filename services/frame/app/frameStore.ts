import { FrameStorageError } from './frameAppErrors'

/**
 * The frame's persistent state, kept in the frame origin's IndexedDB (never the host's): the
 * device id, the session token and the device's key share. An interface so tests use memory.
 */
export type FrameStore = {
  /** The stored value, or `undefined`. */
  get(key: string): Promise<string | undefined>
  /** Stores a value. */
  set(key: string, value: string): Promise<void>
  /** Removes a value. */
  delete(key: string): Promise<void>
}

/** Keys of {@link FrameStore}. The device share is per wallet address, so a second user on the device keeps the first's. */
export const storeKeys = {
  deviceId: 'deviceId',
  sessionToken: 'sessionToken',
  deviceShare: (address: string) => `deviceShare:${address.toLowerCase()}`,
  /** The wallet address this device holds a share of for a signed-in identity (see `identityOf`). */
  identityWallet: (identity: string) => `identityWallet:${identity}`,
} as const

/** A {@link FrameStore} in memory (tests, and the fallback when IndexedDB is unavailable). */
export function createMemoryStore(): FrameStore {
  const values = new Map<string, string>()
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    delete: async (key) => void values.delete(key),
  }
}

const STORE = 'kv'

/**
 * A {@link FrameStore} on IndexedDB (database `name`, one object store). The database is opened per
 * call: calls are rare (sign-in, signing) and it avoids holding a connection across reloads.
 *
 * @example
 * const store = createIndexedDbStore('foyer-frame')
 */
export function createIndexedDbStore(name: string, factory: IDBFactory = indexedDB): FrameStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new FrameStorageError('IndexedDB open failed'))
    })
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
    const db = await open()
    try {
      return await new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode)
        const request = action(transaction.objectStore(STORE))
        transaction.oncomplete = () => resolve(request.result as T)
        transaction.onerror = () => reject(transaction.error ?? new FrameStorageError('IndexedDB transaction failed'))
        transaction.onabort = () => reject(transaction.error ?? new FrameStorageError('IndexedDB transaction aborted'))
      })
    } finally {
      db.close()
    }
  }
  return {
    async get(key) {
      const value = await run<unknown>('readonly', (store) => store.get(key))
      return typeof value === 'string' ? value : undefined
    },
    set: (key, value) => run('readwrite', (store) => store.put(value, key)),
    delete: (key) => run('readwrite', (store) => store.delete(key)),
  }
}
