import type { KitStorageWriteError, StoredValueDroppedError } from '../errors/storageErrors'

// Apart from the error classes: the provider listens from the page, while only the store's own
// chunks make and report the errors.

/** Receives the kit storage's logged errors; see {@link onKitStorageError}. */
export type KitStorageErrorListener = (error: StoredValueDroppedError | KitStorageWriteError) => void

const listeners = new Set<KitStorageErrorListener>()

/**
 * Calls `listener` with every error the kit's store logs (a dropped value, a failed write), e.g. to
 * forward them to an error reporter. Returns the function that removes the listener.
 *
 * @example
 * const off = onKitStorageError((error) => reportError(error, 'STORAGE_ERROR'))
 */
export function onKitStorageError(listener: KitStorageErrorListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Logs a storage error with `console.warn` and hands it to the listeners; never throws, since
 * storage is a convenience the page must work without.
 *
 * @example
 * reportKitStorageError(new StoredValueDroppedError({ key: 'foyer.auth' }))
 */
export function reportKitStorageError(error: StoredValueDroppedError | KitStorageWriteError): void {
  try {
    console.warn(error)
  } catch {
    // A console that throws (a test spy, a locked-down page) must not break the reader.
  }
  for (const listener of listeners) {
    try {
      listener(error)
    } catch {
      // One listener's failure must not keep the others from hearing about it.
    }
  }
}
