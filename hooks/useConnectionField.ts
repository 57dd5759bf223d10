import { useCallback, useSyncExternalStore } from 'react'
import { useConfig } from 'wagmi'
import { getConnection, watchConnection, type GetConnectionReturnType } from 'wagmi/actions'

/** What {@link useConnectionField} may read: a value React can compare with `Object.is`. */
export type ConnectionFieldValue = string | number | boolean | undefined

/**
 * One plain field of wagmi's connection (`status`, `isConnected`, `chainId`, ...), re-rendering
 * only when that field changes. It reads wagmi's store with React's own `useSyncExternalStore`:
 * wagmi's `useConnection` goes through the `use-sync-external-store` shim, which the page would
 * then ship although React 18 and later have the hook built in. Code that loads with the page
 * reads the connection here; the lazily loaded views may keep `useConnection`.
 *
 * @example
 * const status = useConnectionField((connection) => connection.status)
 */
export function useConnectionField<T extends ConnectionFieldValue>(select: (connection: GetConnectionReturnType) => T): T {
  const config = useConfig()
  const subscribe = useCallback((onChange: () => void) => watchConnection(config, { onChange }), [config])
  // A plain value, so an unchanged connection gives the same snapshot and renders nothing.
  const read = () => select(getConnection(config))
  return useSyncExternalStore(subscribe, read, read)
}
