import { useCallback } from 'react'
import { useConnect } from 'wagmi'
import type { FrameUser } from '../../src/protocol/payloads'
import { useFoyerActions } from '../foyerContext'
import { useShowConnected } from '../profileWallets/useShowConnected'
import { useAuthConnector } from './useAuthConnector'

/**
 * After the frame signed the user in: connects wagmi to the auth connector (which now has the user,
 * so no further code is asked), tracks CONNECT_SUCCESS and shows Account (or ProfileWallets when the
 * login was started there to add a wallet).
 *
 * @example
 * const finish = useFinishAuthLogin()
 * await finish(await auth.connectOtp({ otp }))
 */
export function useFinishAuthLogin(): (user: FrameUser) => Promise<void> {
  const auth = useAuthConnector()
  const { mutateAsync } = useConnect()
  const { track } = useFoyerActions()
  const { showConnected } = useShowConnected()
  return useCallback(
    async (user: FrameUser) => {
      if (!auth) return
      await mutateAsync({ connector: auth })
      track({
        event: 'CONNECT_SUCCESS',
        properties: { method: user.authProvider === 'email' ? 'email' : 'social', name: auth.name, provider: user.authProvider },
      })
      showConnected()
    },
    [auth, mutateAsync, track, showConnected],
  )
}
