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
  /** The session token; kept per project and host origin through {@link scopeSession}. */
  sessionToken: 'sessionToken',
  deviceShare: (address: string) => `deviceShare:${address.toLowerCase()}`,
  /** The wallet address this device holds a share of for a signed-in identity (see `identityOf`). */
  identityWallet: (identity: string) => `identityWallet:${identity}`,
} as const

/** Where a frame session was made: the project the host page named and the host page's checked origin. */
export type SessionScope = {
  projectId: string
  /** The host origin the handshake checked (`event.origin` / `ancestorOrigins`), never a claim of the page. */
  hostOrigin: string
}

/**
 * The key under which the session token made for `scope` is kept. The project id is encoded so no id
 * can end where an origin begins.
 *
 * @example
 * sessionTokenKey({ projectId: 'shop', hostOrigin: 'https://shop.example.com' }) // 'sessionToken:shop:https://shop.example.com'
 */
export function sessionTokenKey(scope: SessionScope): string {
  return `${storeKeys.sessionToken}:${encodeURIComponent(scope.projectId)}:${scope.hostOrigin}`
}

/**
 * A view of `store` for one host page: the session token it reads and writes is the one made for
 * `scope`. Every site that embeds the frame shares the frame origin's storage (the browser keys it by
 * the top-level site, and two origins of one site, or two projects on one origin, are the same
 * partition); without this view any of them would find, and use, the session another made. The device
 * id, the device shares and the identity records stay shared: they belong to the device and the
 * wallet, not to a session, and reading a share still needs a session's auth share.
 *
 * @example
 * const store = scopeSession(createIndexedDbStore('foyer-frame'), { projectId, hostOrigin })
 */
export function scopeSession(store: FrameStore, scope: SessionScope): FrameStore {
  const scoped = sessionTokenKey(scope)
  const keyOf = (key: string) => (key === storeKeys.sessionToken ? scoped : key)
  return {
    get: (key) => store.get(keyOf(key)),
    set: (key, value) => store.set(keyOf(key), value),
    delete: (key) => store.delete(keyOf(key)),
  }
}

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
