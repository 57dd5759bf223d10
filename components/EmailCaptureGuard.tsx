import { useEffect, useRef } from 'react'
import { useChains, useConnection } from 'wagmi'
import { useEmailCaptureStatus } from '../hooks/emailCapture/useEmailCaptureStatus'
import { useFoyerActions, useFoyerModal, useFoyerOptions } from '../hooks/foyerContext'
import { useRemoteFeatures } from '../hooks/useProjectChecks'
import { currentRoute } from '../src/router/modalReducer'

/**
 * E-mail capture's watcher, mounted with the modal's code (so after the first open, when the
 * project's flags are known): when the remote `emailCapture` flag is on and an account connects on
 * one of the app's networks, it opens DataCapture once per account in the tab (an account already
 * connected when the modal's code arrived, e.g. restored at load, is not asked). Leaving DataCapture
 * any other way than verifying counts as skipping, so sign-in with the wallet can go on. Renders nothing.
 */
export function EmailCaptureGuard() {
  const features = useRemoteFeatures()
  const { address, chainId, status } = useConnection()
  const chains = useChains()
  const modal = useFoyerModal()
  const { dispatch } = useFoyerActions()
  const { captureEmail } = useFoyerOptions()
  const capture = useEmailCaptureStatus(address)
  const key = status === 'connected' && address && chains.some((chain) => chain.id === chainId) ? address.toLowerCase() : undefined
  // The account connected when this mounted: a connection that was already there, not a new one.
  const initial = useRef(key)
  const asked = useRef<string | undefined>(undefined)
  const onCaptureView = modal.open && currentRoute(modal).view === 'DataCapture'

  useEffect(() => {
    if (key !== initial.current) initial.current = undefined
  }, [key])

  useEffect(() => {
    if (!features.emailCapture || !key || key === initial.current || capture.status !== null) return
    if (asked.current === key || onCaptureView) return
    asked.current = key
    const data = captureEmail ? { email: captureEmail } : undefined
    dispatch({ type: 'open', context: { requested: { view: 'DataCapture', data }, isConnected: true, hasAdapters: true, isMobile: false } })
  }, [features.emailCapture, key, capture.status, onCaptureView, captureEmail, dispatch])

  // Closed (Escape, the close button) or left while asking: the same as Skip.
  const wasOnCaptureView = useRef(false)
  const { settle } = capture
  useEffect(() => {
    if (onCaptureView) wasOnCaptureView.current = true
    else if (wasOnCaptureView.current) {
      wasOnCaptureView.current = false
      if (capture.status === null) settle('skipped')
    }
  }, [onCaptureView, capture.status, settle])

  return null
}
