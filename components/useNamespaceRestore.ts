import { useEffect } from 'react'
import { namespaceRuntime } from '../hooks/namespaces/namespaceRuntime'
import { namespaceSessionsStorageKey } from '../hooks/namespaces/namespaceSessionsStorageKey'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { browserStorage } from '../src/storage/browserStorage'

/**
 * On mount, brings back the other families' connections of the last page load (when the app keeps
 * `reconnectOnMount` on) or drops them (when it turned it off). Only a stored session starts it:
 * for a visitor who connected nothing, no family's code loads and nothing is fetched.
 *
 * @example
 * useNamespaceRestore(config) // in FoyerProvider
 */
export function useNamespaceRestore(config: FoyerConfig): void {
  useEffect(() => {
    if (config.namespaces.length === 0) return
    const storage = browserStorage()
    try {
      if (!storage?.getItem(namespaceSessionsStorageKey)) return
      if (!config.reconnectOnMount) {
        storage.removeItem(namespaceSessionsStorageKey)
        return
      }
    } catch {
      return
    }
    void import('../hooks/namespaces/restoreNamespaces')
      .then(({ restoreNamespaces }) => restoreNamespaces(namespaceRuntime(config), storage))
      .catch(() => undefined)
  }, [config])
}
