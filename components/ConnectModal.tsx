import { useEffect, useRef, useState } from 'react'
import { useFoyerActions, useFoyerModal, useFoyerModalModule } from '../hooks/foyerContext'
import { useSwitchNetworkGuard } from '../hooks/useSwitchNetworkGuard'
import { useAuthApprovalBridge } from '../hooks/auth/useAuthApprovalBridge'
import { inNextTask } from '../src/scheduling/inNextTask'
import { ModalShell, useShellTitle } from './modal/ModalShell'

/**
 * The connect modal. Renders nothing and loads nothing until it is first
 * opened (or prefetched); after that it stays mounted so it can animate out.
 * Opened before its code has arrived, it shows a light dialog shell at once and
 * swaps in the full dialog when the code is there.
 *
 * @example
 * <FoyerProvider>
 *   <App />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function ConnectModal() {
  const { prefetchModal, returnFocus } = useFoyerActions()
  const modal = useFoyerModal()
  const modalModule = useFoyerModalModule()
  const shellTitle = useShellTitle()
  // Opens UnsupportedChain when the wallet moves to an unlisted network, even before the first open.
  useSwitchNetworkGuard()
  // Opens ApproveTransaction for the embedded wallet's signing requests; closing rejects them.
  useAuthApprovalBridge()
  // Opening from code that skipped `prefetch()` still loads the chunk; it renders once it arrives.
  // In a task of its own, after the one that renders the dialog's first frame.
  useEffect(() => {
    if (modal.open && !modalModule) inNextTask(prefetchModal)
  }, [modal.open, modalModule, prefetchModal])
  // Until the first open, the loaded code pre-renders the first view out of sight (see ModalPrewarm).
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (modal.open) setOpened(true)
  }, [modal.open])

  const showShell = modal.open && !modalModule && shellTitle !== undefined
  // When the shell started showing in this opening, so the full dialog can continue its animation.
  const shellShownAt = useRef<number | undefined>(undefined)
  if (!modal.open) shellShownAt.current = undefined
  else if (showShell && shellShownAt.current === undefined) shellShownAt.current = performance.now()
  // Closed from app code while only the shell showed: focus goes back where it came from.
  const shellWasShown = useRef(false)
  useEffect(() => {
    if (showShell) shellWasShown.current = true
    else if (!modal.open && shellWasShown.current) {
      shellWasShown.current = false
      if (!modalModule && document.activeElement === document.body && returnFocus.current?.isConnected) returnFocus.current.focus()
    }
  }, [showShell, modal.open, modalModule, returnFocus])

  if (!modalModule) return showShell ? <ModalShell title={shellTitle} /> : null
  return (
    <>
      {!opened && !modal.open && <modalModule.ModalPrewarm />}
      <modalModule.ModalRoot shellShownAt={shellShownAt.current} />
      <modalModule.EmailCaptureGuard />
    </>
  )
}
