import { useEffect } from 'react'
import type { FoyerLogger } from '../src/logger/createLogger'
import { onKitStorageError } from '../src/storage/kitStorageErrors'

/**
 * While the provider is mounted, logs the kit storage's errors (a stored value dropped, a write
 * refused) with the configuration's logger as warnings, and hands them to the provider's error
 * reporter as `STORAGE_ERROR` reports.
 *
 * @example
 * useKitStorageErrors(reportError, config.logger) // in FoyerProvider
 */
export function useKitStorageErrors(reportError: (error: unknown, event?: string) => void, logger: FoyerLogger): void {
  useEffect(
    () =>
      onKitStorageError((error) => {
        logger.warn(error)
        reportError(error, 'STORAGE_ERROR')
      }),
    [reportError, logger],
  )
}
