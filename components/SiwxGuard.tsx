import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useConnection, useDisconnect } from 'wagmi'
import { useFoyerActions, useFoyerModal } from '../hooks/foyerContext'
import { allSiwxSessionsQueryKey } from '../hooks/siwx/siwxSessionQueryOptions'
import { useSiwxSession } from '../hooks/siwx/useSiwxSession'
import { useEmailCaptureStatus } from '../hooks/emailCapture/useEmailCaptureStatus'
import { useRemoteFeatures } from '../hooks/useProjectChecks'
import { currentRoute } from '../src/router/modalReducer'
import type { SiwxConfig } from '../src/siwx/siwxTypes'

/**
 * The SIWX flow's watcher, mounted by `FoyerProvider` only when `siwx` is set: once an account is
 * connected on one of the app's networks without a session there, it opens the modal on
 * SIWXSignMessage (after DataCapture when the project's e-mail capture is on; once per account and
 * network, so a user who cancelled an optional sign-in is not asked again until they connect or
 * switch); when the sessions cannot be read at all (sign-in cannot start, so the connection would
 * stay unchecked) the wallet is disconnected and the modal goes back to Connect; a disconnect signs
 * the last account out unless `signOutOnDisconnect` is false. Renders nothing.
 */
export function SiwxGuard({ siwx }: { siwx: SiwxConfig }) {
  const { dispatch, prefetchModal } = useFoyerActions()
  const modal = useFoyerModal()
  const queryClient = useQueryClient()
  const { status } = useConnection()
  const { disconnect } = useDisconnect()
  const session = useSiwxSession()
  const asked = useRef<string | undefined>(undefined)
  const last = useRef<{ chainId: string; address: string } | undefined>(undefined)
  const view = currentRoute(modal).view
  const onSignView = modal.open && view === 'SIWXSignMessage'
  // E-mail capture comes first: the sign view waits until DataCapture is verified or skipped (it
  // then goes on to the sign view itself).
  const features = useRemoteFeatures()
  const capture = useEmailCaptureStatus(session.applies ? session.address : undefined)
  const captureFirst = features.emailCapture && (capture.status === null || capture.status === undefined || (modal.open && view === 'DataCapture'))

  const key = session.applies ? `${session.chainId}:${session.address?.toLowerCase()}` : undefined
  // A session that ends while the page is open (revoked, expired: seen on a later check) asks again.
  const hadSession = useRef(false)
  useEffect(() => {
    if (session.hasSession === true) hadSession.current = true
    if (session.hasSession === false && hadSession.current) {
      hadSession.current = false
      asked.current = undefined
    }
  }, [session.hasSession])

  // Shown by another path (DataCapture moving on): counts as asked, so cancelling does not reopen it.
  useEffect(() => {
    if (onSignView && key) asked.current = key
  }, [onSignView, key])

  useEffect(() => {
    if (!key || session.hasSession !== false || onSignView || captureFirst || asked.current === key) return
    asked.current = key
    prefetchModal()
    dispatch({ type: 'open', context: { requested: { view: 'SIWXSignMessage' }, isConnected: true, hasAdapters: true, isMobile: false } })
  }, [key, session.hasSession, onSignView, captureFirst, dispatch, prefetchModal])

  useEffect(() => {
    if (!session.failed) return
    disconnect()
    dispatch({ type: 'reset', route: { view: 'Connect' } })
  }, [session.failed, disconnect, dispatch])

  // A session that appeared (signed here, or in another tab) while the sign view shows closes it.
  useEffect(() => {
    if (onSignView && session.hasSession === true) dispatch({ type: 'close' })
  }, [onSignView, session.hasSession, dispatch])

  useEffect(() => {
    if (status === 'connected' && session.chainId && session.address) {
      last.current = { chainId: session.chainId, address: session.address }
      return
    }
    if (status !== 'disconnected') return
    const previous = last.current
    last.current = undefined
    asked.current = undefined
    if (!previous || siwx.signOutOnDisconnect === false) return
    void siwx
      .revokeSession(previous.chainId, previous.address)
      .catch(() => undefined)
      .finally(() => queryClient.invalidateQueries({ queryKey: allSiwxSessionsQueryKey() }))
  }, [status, session.chainId, session.address, siwx, queryClient])

  return null
}
