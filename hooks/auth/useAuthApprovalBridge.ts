import { useEffect, useRef } from 'react'
import { modalClosedError } from '../../src/errors/authErrors'
import { BaseError } from '../../src/errors/BaseError'
import { errorMessages } from '../../src/errors/messages'
import { currentRoute } from '../../src/router/modalReducer'
import { useFoyerActions, useFoyerModal, useFoyerOptions } from '../foyerContext'
import type { AuthConnector } from './useAuthConnector'

/**
 * Connects the auth connector's approval events to the modal (the connector never imports UI):
 * an unsafe request opens ApproveTransaction (opening the modal if it was closed); when the request
 * settles, the modal closes if the request opened it, or goes back otherwise. Closing the modal
 * rejects every open frame request with 'Modal closed'. An embedded-wallet session found expired is
 * reported as an `auth` failure, which raises Session Expired (APKT006) in the modal. Also hands the
 * modal's theme to the frame. It creates nothing (the frame stays lazy).
 *
 * It hears the connector's events through `onAuthEvent`: `<ConnectModal/>` loads this code only
 * once an event arrived or the modal opened, and hands it the events it kept until then (see
 * `components/AuthApprovalMount.tsx`).
 *
 * @example
 * useAuthApprovalBridge(auth, auth.onAuthEvent)
 */
export function useAuthApprovalBridge(auth: AuthConnector, onAuthEvent: AuthConnector['onAuthEvent']): void {
  const { dispatch, toast, reportFailure } = useFoyerActions()
  const modal = useFoyerModal()
  const options = useFoyerOptions()
  const refused = useRef(toast)
  refused.current = toast
  const latest = useRef(modal)
  latest.current = modal
  const openedByApproval = useRef(false)
  const pending = useRef(new Set<string>())

  useEffect(() => {
    return onAuthEvent((event) => {
      const state = latest.current
      if (event.type === 'sessionExpired') {
        reportFailure('auth', event.error)
      } else if (event.type === 'rpcRefused') {
        // An unknown method is refused with its message, and the modal opens to show it.
        if (!state.open) dispatch({ type: 'open', context: { isConnected: true, hasAdapters: true, isMobile: false } })
        // A key, not text: the modal's catalogue may not have loaded yet.
        refused.current.showToast('error', { key: 'error.Action not allowed' })
      } else if (event.type === 'approvalRequested') {
        pending.current.add(event.id)
        const route = { view: 'ApproveTransaction', data: { requestId: event.id, method: event.method } } as const
        if (state.open) return dispatch({ type: 'push', route })
        openedByApproval.current = true
        dispatch({ type: 'open', context: { requested: route, isConnected: true, hasAdapters: true, isMobile: false } })
      } else if (event.type === 'approvalSettled') {
        pending.current.delete(event.id)
        const top = currentRoute(state)
        if (!state.open || top.view !== 'ApproveTransaction' || top.data?.requestId !== event.id) return
        if (openedByApproval.current || state.history.length <= 1) {
          openedByApproval.current = false
          dispatch({ type: 'close' })
        } else {
          dispatch({ type: 'back', isConnected: true })
        }
      }
    })
  }, [onAuthEvent, dispatch, reportFailure])

  // The frame's approval UI follows the modal's theme (kept until a frame exists; never creates one).
  useEffect(() => {
    const variables = Object.fromEntries(Object.entries(options.themeVariables ?? {}).filter(([, value]) => value !== undefined)) as Record<
      string,
      string | number
    >
    auth.syncTheme({ themeMode: options.themeMode, themeVariables: variables })
  }, [auth, options.themeMode, options.themeVariables])

  // Leaving an approval with Back (its route gone while the modal stays open) rejects the request,
  // so it does not wait, unseen, for the frame's timeout.
  useEffect(() => {
    if (!modal.open || pending.current.size === 0) return
    const shown = new Set(modal.history.flatMap((route) => (route.view === 'ApproveTransaction' && route.data ? [route.data.requestId] : [])))
    if ([...pending.current].some((id) => !shown.has(id))) {
      pending.current.clear()
      auth.abortAll(new BaseError(errorMessages.requestAborted))
    }
  }, [auth, modal.open, modal.history])

  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !modal.open) {
      openedByApproval.current = false
      pending.current.clear()
      auth.abortAll(modalClosedError())
    }
    wasOpen.current = modal.open
  }, [modal.open, auth])
}
