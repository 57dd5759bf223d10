import { useEffect, useState, useSyncExternalStore } from 'react'
import { useConnectionField } from '../../hooks/useConnectionField'
import { useFoyerOptions } from '../../hooks/foyerContext'
import { namespaceRuntime } from '../../hooks/namespaces/namespaceRuntime'
import { namespaceSessionsStorageKey } from '../../hooks/namespaces/namespaceSessionsStorageKey'
import { browserStorage } from '../../src/storage/browserStorage'
import { hasKitStorageHint } from '../../src/storage/kitStorageHints'

/** What the page-side buttons know without loading anything. */
export type AccountPresence = {
  /** An account is connected: wagmi's, or another family's. */
  connected: boolean
  /**
   * A connection is coming back: wagmi reconnecting a stored connection, or another family's wallet
   * connecting. wagmi's plain `connecting` is left out: its reconnect on mount says `connecting`
   * for a moment even with nothing stored, and a connect the user started shows in the modal.
   */
  pending: boolean
  /**
   * Another family's connection of the last visit may come back (its session hint is stored and
   * the app restores connections). `false` on the server and in the first render, so the server's
   * HTML and the first client render agree.
   */
  stored: boolean
}

/**
 * Whether there is an account to show, from wagmi's state, the other families' runtime and the
 * stored sessions' hint: all three ship with the page, so a visitor with nothing connected and
 * nothing to restore loads nothing more.
 *
 * @example
 * const { connected, pending, stored } = useAccountPresence()
 */
export function useAccountPresence(): AccountPresence {
  const status = useConnectionField((connection) => connection.status)
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const { entries } = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const [stored, setStored] = useState(false)
  useEffect(() => {
    setStored(config.namespaces.length > 0 && config.reconnectOnMount && hasKitStorageHint(namespaceSessionsStorageKey, browserStorage()))
  }, [config])
  return {
    connected: status === 'connected' || entries.some((entry) => entry.state.status === 'connected'),
    pending: status === 'reconnecting' || entries.some((entry) => entry.state.status === 'connecting'),
    stored,
  }
}
