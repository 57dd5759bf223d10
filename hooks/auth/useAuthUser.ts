import { useEffect, useState } from 'react'
import type { FrameUser } from '../../src/protocol/payloads'
import { useAuthConnector } from './useAuthConnector'

/**
 * The embedded wallet's signed-in user (e-mail, social username, provider), kept current through the
 * connector's `userChanged` events; `undefined` when signed out or without an auth connector.
 *
 * @example
 * const user = useAuthUser()
 */
export function useAuthUser(): FrameUser | undefined {
  const auth = useAuthConnector()
  const [user, setUser] = useState(() => auth?.currentUser())
  useEffect(() => {
    if (!auth) return
    setUser(auth.currentUser())
    return auth.onAuthEvent((event) => {
      if (event.type === 'userChanged') setUser(event.user)
    })
  }, [auth])
  return user
}
