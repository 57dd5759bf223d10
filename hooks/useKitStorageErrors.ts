import { useEffect } from 'react'
import { onKitStorageError } from '../src/storage/kitStorageErrors'

/**
 * Hands the kit storage's logged errors (a stored value dropped, a write refused) to the
 * provider's error reporter while the provider is mounted, as `STORAGE_ERROR` reports. They are
 * logged with `console.warn` either way.
 *
 * @example
 * useKitStorageErrors(reportError) // in FoyerProvider
 */
export function useKitStorageErrors(reportError: (error: unknown, event?: string) => void): void {
  useEffect(() => onKitStorageError((error) => reportError(error, 'STORAGE_ERROR')), [reportError])
}
