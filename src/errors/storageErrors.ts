import { BaseError } from './BaseError'

/** Type of {@link StoredValueDroppedError}. */
export type StoredValueDroppedErrorType = StoredValueDroppedError & { name: 'StoredValueDroppedError' }

/**
 * A value in the kit's store that failed its check when read (written by another script on the
 * origin, an older format, a truncated write). It was deleted and the reader went on as if nothing
 * had been stored; the error is only logged, never thrown into the app.
 *
 * @example
 * onKitStorageError((error) => { if (error instanceof StoredValueDroppedError) console.info(error.key) })
 */
export class StoredValueDroppedError extends BaseError {
  override name = 'StoredValueDroppedError'
  /** The key whose value was dropped. */
  key: string
  constructor({ key, cause }: { key: string; cause?: unknown }) {
    super(`A stored value failed its check and was dropped: ${key}.`, { cause, docsPath: '/errors#storage' })
    this.key = key
  }
}

/** Type of {@link KitStorageWriteError}. */
export type KitStorageWriteErrorType = KitStorageWriteError & { name: 'KitStorageWriteError' }

/**
 * The kit's store could not keep a value (quota, a database closed by the browser, private mode).
 * The page goes on with the value in memory; the next page load does not see it.
 *
 * @example
 * onKitStorageError((error) => { if (error instanceof KitStorageWriteError) console.info(error.key) })
 */
export class KitStorageWriteError extends BaseError {
  override name = 'KitStorageWriteError'
  /** The key that was being written or removed. */
  key: string
  constructor({ key, cause }: { key: string; cause?: unknown }) {
    super(`The kit's storage could not keep ${key}.`, { cause, docsPath: '/errors#storage' })
    this.key = key
  }
}
