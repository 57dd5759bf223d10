import type { KitStorage, KitStorageBackend } from './kitStorage'
import { KitStorageWriteError } from '../errors/storageErrors'
import { reportKitStorageError } from './kitStorageErrors'

/** Where a {@link mirrorKitStorage} sends its writes; each may be synchronous or return a promise. */
export type KitStorageWriter = {
  set(key: string, value: string): unknown
  remove(key: string): unknown
}

/**
 * A {@link KitStorage} over an in-memory copy of the backend's values: reads answer from the copy,
 * writes change it at once and go to `writer` one after another, in order. A write the backend
 * refuses is logged ({@link KitStorageWriteError}); the copy keeps the value for this page.
 *
 * @example
 * mirrorKitStorage('indexedDB', await entries(store), { set: (key, value) => set(key, value, store), remove: (key) => del(key, store) })
 */
export function mirrorKitStorage(backend: KitStorageBackend, initial: Iterable<readonly [string, string]>, writer?: KitStorageWriter): KitStorage {
  const values = new Map<string, string>(initial)
  let queue: Promise<void> = Promise.resolve()
  const send = (key: string, write: () => unknown) => {
    if (!writer) return
    queue = queue.then(async () => {
      try {
        await write()
      } catch (error) {
        reportKitStorageError(new KitStorageWriteError({ key, cause: error }))
      }
    })
  }
  return {
    backend,
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      const text = String(value)
      values.set(key, text)
      send(key, () => writer?.set(key, text))
    },
    removeItem(key) {
      if (!values.delete(key)) return
      send(key, () => writer?.remove(key))
    },
    keys: () => [...values.keys()],
    flush: () => queue,
  }
}

/**
 * A kit store that keeps nothing past the page: on the server, in a sandboxed frame, or where
 * neither IndexedDB nor localStorage can be used.
 *
 * @example
 * memoryKitStorage().setItem('foyer.auth', '{"loginUsed":true}')
 */
export function memoryKitStorage(): KitStorage {
  return mirrorKitStorage('memory', [])
}
