import { StoredValueDroppedError } from '../errors/storageErrors'
import { reportKitStorageError } from './kitStorageErrors'

/**
 * Deletes a stored value that failed its check and logs it ({@link StoredValueDroppedError}), so a
 * corrupt entry is reported once and not read again. Never throws.
 *
 * @example
 * const parsed = schema.safeParse(JSON.parse(raw))
 * if (!parsed.success) dropStoredValue(storage, key, parsed.error)
 */
export function dropStoredValue(storage: Pick<Storage, 'removeItem'> | undefined, key: string, cause?: unknown): void {
  try {
    storage?.removeItem(key)
  } catch {
    // The store refused the removal too: the value will be dropped again on the next read.
  }
  reportKitStorageError(new StoredValueDroppedError({ key, cause }))
}

/**
 * Parses a stored JSON text with `parse`; a text that is not JSON or that `parse` refuses is
 * dropped ({@link dropStoredValue}) and reads as `undefined`, as does a missing value.
 *
 * @example
 * readStoredJson(storage, 'foyer.auth', (value) => parseLoginCache(value))
 */
export function readStoredJson<T>(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(key)
  } catch {
    // A store that refuses reads holds nothing this page can use.
    return undefined
  }
  if (raw === null || raw === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    dropStoredValue(storage, key, error)
    return undefined
  }
  const parsed = parse(json)
  if (parsed === undefined) dropStoredValue(storage, key)
  return parsed
}
