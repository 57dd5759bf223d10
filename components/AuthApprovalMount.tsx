import { useEffect, useState } from 'react'
import type { AuthConnectorEvent } from '../connectors/authConnectorTypes'
import { useAuthConnector, type AuthConnector } from '../hooks/auth/useAuthConnector'
import { useFoyerModalModule } from '../hooks/foyerContext'

const loadBridge = () => import('./AuthApprovalBridge')

/** The auth connector's events heard before the bridge's code arrived, and the bridge's listener once it has. */
export type KeptAuthEvents = {
  /** Events not handed on yet, oldest first. */
  events: AuthConnectorEvent[]
  /** The bridge's listener, set while it is mounted. */
  listener?: ((event: AuthConnectorEvent) => void) | undefined
}

/**
 * Where the embedded wallet meets the modal, as much of it as the page carries: with an auth
 * connector in the wagmi config it keeps the connector's events, and loads the code that acts on
 * them (`AuthApprovalBridge`: approvals, refusals, expired sessions, the frame's theme, 'Modal
 * closed') at the first event or once the modal's own code is in. Neither happens for a visitor
 * who does not sign in with e-mail or social, who loads none of it; an app without the connector
 * carries only this. Renders nothing. Mounted by `<ConnectModal/>`.
 *
 * @example
 * <AuthApprovalMount />
 */
export function AuthApprovalMount() {
  const auth = useAuthConnector()
  return auth ? <AuthEvents key={auth.uid} auth={auth} /> : null
}

function AuthEvents({ auth }: { auth: AuthConnector }) {
  // Only the modal's views start frame requests that closing it must reject: without an event,
  // the bridge is needed once the modal's code is in.
  const modalLoaded = useFoyerModalModule() !== undefined
  const [kept] = useState<KeptAuthEvents>(() => ({ events: [] }))
  // Counts the events kept: each asks for the code again, should an earlier load have failed.
  const [heard, setHeard] = useState(0)
  const [bridge, setBridge] = useState<typeof import('./AuthApprovalBridge')>()

  useEffect(
    () =>
      auth.onAuthEvent((event) => {
        if (kept.listener) return kept.listener(event)
        kept.events.push(event)
        setHeard((count) => count + 1)
      }),
    [auth, kept],
  )
  useEffect(() => {
    if (heard > 0 || modalLoaded) loadBridge().then(setBridge, () => undefined)
  }, [heard, modalLoaded])

  return bridge ? <bridge.AuthApprovalBridge auth={auth} kept={kept} /> : null
}
