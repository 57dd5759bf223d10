import { useCallback, useEffect, useRef, useState } from 'react'
import { useFoyerActions, useFoyerModal, useFoyerModalModule } from '../hooks/foyerContext'
import { useConnectionField } from '../hooks/useConnectionField'
import { inNextTask } from '../src/scheduling/inNextTask'
import { AuthApprovalMount } from './AuthApprovalMount'
import { ModalShell, useShellTitle } from './modal/ModalShell'
import { useShellHold } from './modal/useShellHold'

const loadGuard = () => import('./SwitchNetworkGuard')

/**
 * The connect modal. Renders nothing and loads none of the dialog's code until it is first
 * opened (or prefetched); after that it stays mounted so it can animate out.
 * Opened before its code has arrived, it shows a light dialog shell at once and
 * swaps in the full dialog when the code is there (on Connect, once the shell has painted the
 * wallet list it fills itself, or at most 300 ms later). Two small watchers load when they have
 * something to do: the network guard with the first connection, the embedded wallet's approvals
 * with its connector's first event.
 *
 * @example
 * <FoyerProvider>
 *   <App />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function ConnectModal() {
  const { prefetchModal, releaseModal, returnFocus, shellPick, shellFocus, shellScroll } = useFoyerActions()
  const modal = useFoyerModal()
  const modalModule = useFoyerModalModule()
  const shellTitle = useShellTitle()
  // Opens UnsupportedChain when the wallet moves to an unlisted network, even before the first open.
  // Its code loads with the first connection (until then there is no network to watch) and stays.
  const connected = useConnectionField((connection) => connection.status === 'connected')
  const [guard, setGuard] = useState<typeof import('./SwitchNetworkGuard')>()
  useEffect(() => {
    // A failed load is tried again at the next connection.
    if (connected && !guard) loadGuard().then(setGuard, () => undefined)
  }, [connected, guard])
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

  // When the shell started showing in this opening, so the full dialog can continue its animation.
  const shellShownAt = useRef<number | undefined>(undefined)
  // The shell may keep its place a little after the code arrived, until its wallet list is painted.
  const shellHold = useShellHold({ shellShown: shellShownAt.current !== undefined, modalLoaded: modalModule !== undefined })
  // A pointer pressed in the shell keeps it until released: replaced between the press and the
  // release, the row under the pointer would be a new element and the click would never happen.
  const [pressed, setPressed] = useState(false)
  const showShell = modal.open && (!modalModule || shellHold.hold || pressed) && shellTitle !== undefined
  // The shell's list is painted (or will not be): the full dialog's code, held back by a cold open
  // on Connect so the list's chunks and render had the browser to themselves, may load now.
  const { onListSettled } = shellHold
  const onShellListSettled = useCallback(() => {
    onListSettled()
    releaseModal()
  }, [onListSettled, releaseModal])
  useEffect(() => {
    if (!modal.open) releaseModal()
  }, [modal.open, releaseModal])
  if (!modal.open) shellShownAt.current = undefined
  else if (showShell && shellShownAt.current === undefined) shellShownAt.current = performance.now()
  // Closed from app code while only the shell showed: focus goes back where it came from.
  const shellWasShown = useRef(false)
  // The full dialog has shown in an opening: from then on it returns focus itself when closed.
  const fullWasShown = useRef(false)
  useEffect(() => {
    // A wallet picked in the shell belongs to that opening only.
    if (!modal.open) {
      shellPick.current = undefined
      shellFocus.current = undefined
      shellScroll.current = undefined
    }
    if (showShell) shellWasShown.current = true
    else if (!modal.open && shellWasShown.current) {
      shellWasShown.current = false
      if (!fullWasShown.current && document.activeElement === document.body && returnFocus.current?.isConnected) returnFocus.current.focus()
    }
    if (modal.open && modalModule && !showShell) fullWasShown.current = true
  }, [showShell, modal.open, modalModule, returnFocus, shellPick, shellFocus, shellScroll])

  return (
    <>
      {/* Opens ApproveTransaction for the embedded wallet's signing requests; closing rejects them.
          These two come first and in every branch, so switching between the shell and the dialog keeps them mounted. */}
      <AuthApprovalMount />
      {guard && <guard.SwitchNetworkGuard />}
      {showShell ? (
        <ModalShell title={shellTitle} onListSettled={onShellListSettled} onPress={setPressed} />
      ) : (
        modalModule && (
          <>
            {!opened && !modal.open && <modalModule.ModalPrewarm />}
            <modalModule.ModalRoot shellShownAt={shellShownAt.current} />
            <modalModule.EmailCaptureGuard />
          </>
        )
      )}
    </>
  )
}
