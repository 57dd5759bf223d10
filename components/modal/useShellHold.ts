import { useCallback, useEffect, useState } from 'react'
import { useFoyerModal } from '../../hooks/foyerContext'
import { currentRoute } from '../../src/router/modalReducer'
import { maxShellHoldMs, shellListsWallets } from '../../src/router/shellListsWallets'
import { loadedShellWalletList } from './loadShellWalletList'

/** Parameters of {@link useShellHold}. */
export type UseShellHoldParameters = {
  /** The shell has shown in this opening (the modal opened before its code arrived). */
  shellShown: boolean
  /** The full dialog's code has arrived. */
  modalLoaded: boolean
}

/** What {@link useShellHold} returns. */
export type ShellHold = {
  /** The shell keeps its place although the full dialog could render. */
  hold: boolean
  /** The shell's list has painted its settled rows (or a wallet was picked): the hold ends. */
  onListSettled: () => void
}

/**
 * Whether the page's dialog shell keeps its place after the full dialog's code has arrived: while
 * it lists the Connect view's wallets and that list still waits for the registry's
 * answer or for the frame that paints it. The full dialog's first render is the longest task of a
 * cold open; run before that frame, it would hold the list back by its whole length. The hold
 * lasts at most {@link maxShellHoldMs} (a slow registry then gets the full dialog's loading and
 * error states), ends at once when a wallet is picked in the shell, and applies to the opening in
 * which the shell showed only.
 */
export function useShellHold({ shellShown, modalLoaded }: UseShellHoldParameters): ShellHold {
  const modal = useFoyerModal()
  const [settled, setSettled] = useState(false)
  const [expired, setExpired] = useState(false)
  const listsWallets = shellListsWallets(currentRoute(modal).view) && loadedShellWalletList() !== undefined
  const hold = modal.open && shellShown && modalLoaded && listsWallets && !settled && !expired

  useEffect(() => {
    if (!hold) return
    const timer = setTimeout(() => setExpired(true), maxShellHoldMs)
    return () => clearTimeout(timer)
  }, [hold])
  // Each opening starts unsettled: the next one may show the shell again (e.g. another provider's code).
  useEffect(() => {
    if (modal.open) return
    setSettled(false)
    setExpired(false)
  }, [modal.open])

  const onListSettled = useCallback(() => setSettled(true), [])
  return { hold, onListSettled }
}
