import { useEffect } from 'react'
import { namespaceRuntime } from '../hooks/namespaces/namespaceRuntime'
import { namespaceSessionsStorageKey } from '../hooks/namespaces/namespaceSessionsStorageKey'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { browserStorage } from '../src/storage/browserStorage'
import { loadKitStorage } from '../src/storage/kitStorage'
import { hasKitStorageHint, setKitStorageHint } from '../src/storage/kitStorageHints'

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
    // Only a stored session opens the kit's store: its hint, or the value an earlier version (or the
    // localStorage fallback) keeps in localStorage itself.
    const local = browserStorage()
    if (!hasKitStorageHint(namespaceSessionsStorageKey, local)) return
    void loadKitStorage()
      .then((storage) => {
        if (!storage.getItem(namespaceSessionsStorageKey) || !config.reconnectOnMount) {
          storage.removeItem(namespaceSessionsStorageKey)
          setKitStorageHint(namespaceSessionsStorageKey, false, local)
          return
        }
        return import('../hooks/namespaces/restoreNamespaces').then(({ restoreNamespaces }) => restoreNamespaces(namespaceRuntime(config), storage))
      })
      .catch(() => undefined)
  }, [config])
}
