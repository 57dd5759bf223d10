import { useCallback } from 'react'
import type { AuthConnectorEvent } from '../connectors/authConnectorTypes'
import type { AuthConnector } from '../hooks/auth/useAuthConnector'
import { useAuthApprovalBridge } from '../hooks/auth/useAuthApprovalBridge'
import type { KeptAuthEvents } from './AuthApprovalMount'

/** Props of {@link AuthApprovalBridge}. */
export type AuthApprovalBridgeProps = {
  /** The wagmi config's auth connector. */
  auth: AuthConnector
  /** The connector's events the page kept until this code arrived; it takes the next ones from there too. */
  kept: KeptAuthEvents
}

/**
 * The embedded wallet's approvals, refusals and expired sessions in the modal (see
 * `useAuthApprovalBridge`). A chunk of its own that `<ConnectModal/>` loads once the connector has
 * something to say or the modal's code is in; renders nothing.
 *
 * @example
 * <AuthApprovalBridge auth={auth} kept={{ events: [] }} />
 */
export function AuthApprovalBridge({ auth, kept }: AuthApprovalBridgeProps) {
  // The kept events first, in order, then each one as it comes.
  const onAuthEvent = useCallback(
    (listener: (event: AuthConnectorEvent) => void) => {
      kept.listener = listener
      for (const event of kept.events.splice(0)) listener(event)
      return () => {
        if (kept.listener === listener) kept.listener = undefined
      }
    },
    [kept],
  )
  useAuthApprovalBridge(auth, onAuthEvent)
  return null
}
