import type { KitStorageWriteError, StoredValueDroppedError } from '../errors/storageErrors'

// Apart from the error classes: the provider listens from the page, while only the store's own
// chunks make and report the errors.

/** Receives the kit storage's logged errors; see {@link onKitStorageError}. */
export type KitStorageErrorListener = (error: StoredValueDroppedError | KitStorageWriteError) => void

const listeners = new Set<KitStorageErrorListener>()

function tell(listener: KitStorageErrorListener, error: StoredValueDroppedError | KitStorageWriteError): void {
  try {
    listener(error)
  } catch {
    // One listener's failure must not keep the others from hearing about it.
  }
}

/**
 * Calls `listener` with every error the kit's store reports (a dropped value, a failed write), e.g.
 * to forward them to an error reporter; `FoyerProvider` listens and logs them with its
 * configuration's logger (`logger.warn`) from its mount, before wagmi's reconnect can open the
 * store. Returns the function that removes the listener.
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
 * Hands a storage error to the listeners; never throws, since storage is a convenience the page must
 * work without. The store has no configuration, so it prints nothing itself: the provider's listener
 * writes it to the configuration's logger, at its level, rather than to the console around it.
 *
 * @example
 * reportKitStorageError(new StoredValueDroppedError({ key: 'foyer.auth' }))
 */
export function reportKitStorageError(error: StoredValueDroppedError | KitStorageWriteError): void {
  for (const listener of listeners) tell(listener, error)
}
