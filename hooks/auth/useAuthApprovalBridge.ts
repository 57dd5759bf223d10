import { useEffect, useRef } from 'react'
import { modalClosedError } from '../../src/auth/authErrors'
import { currentRoute } from '../../src/router/modalReducer'
import { useFoyerContext } from '../foyerContext'
import { useAuthConnector } from './useAuthConnector'

/**
 * Connects the auth connector's approval events to the modal (the connector never imports UI):
 * an unsafe request opens ApproveTransaction (opening the modal if it was closed); when the request
 * settles, the modal closes if the request opened it, or goes back otherwise. Closing the modal
 * rejects every open frame request with 'Modal closed'. Also hands the modal's theme to the frame.
 * Mounted by `<ConnectModal/>`, so it works
 * before the modal was ever opened; it creates nothing (the frame stays lazy).
 *
 * @example
 * useAuthApprovalBridge()
 */
export function useAuthApprovalBridge(): void {
  const auth = useAuthConnector()
  const { modal, dispatch, options } = useFoyerContext()
  const latest = useRef(modal)
  latest.current = modal
  const openedByApproval = useRef(false)

  useEffect(() => {
    if (!auth) return
    return auth.onAuthEvent((event) => {
      const state = latest.current
      if (event.type === 'approvalRequested') {
        const route = { view: 'ApproveTransaction', data: { requestId: event.id, method: event.method } } as const
        if (state.open) return dispatch({ type: 'push', route })
        openedByApproval.current = true
        dispatch({ type: 'open', context: { requested: route, isConnected: true, hasAdapters: true, isMobile: false } })
      } else if (event.type === 'approvalSettled') {
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
  }, [auth, dispatch])

  // The frame's approval UI follows the modal's theme (kept until a frame exists; never creates one).
  useEffect(() => {
    const variables = Object.fromEntries(Object.entries(options.themeVariables ?? {}).filter(([, value]) => value !== undefined)) as Record<string, string | number>
    auth?.syncTheme({ themeMode: options.themeMode, themeVariables: variables })
  }, [auth, options.themeMode, options.themeVariables])

  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !modal.open) {
      openedByApproval.current = false
      auth?.abortAll(modalClosedError())
    }
    wasOpen.current = modal.open
  }, [modal.open, auth])
}
