import { type Dispatch, useEffect } from 'react'
import { useFoyerOptions } from '../../hooks/foyerContext'
import type { ModalAction } from '../../src/router/modalReducer'
import type { View } from '../../src/router/views'
import { loadKitStorage } from '../../src/storage/kitStorage'
import { readLegalConsent } from '../../src/storage/legalConsent'

// The views that connect a wallet or sign in without passing through Connect, where the legal
// checkbox is: opened directly (`open({ view })`, the opening of an app without adapters) before
// the terms were accepted, they give way to Connect, which asks first.
const gatedViews: ReadonlySet<View> = new Set(['AllWallets', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ConnectingFarcaster', 'EmailLogin'])

/**
 * Sends an open modal back to Connect when it shows a view that connects while the app's legal
 * checkbox is on and not ticked for this project; does nothing without the checkbox. The choice is
 * read from the kit's store at each such view, where Connect's checkbox writes it.
 *
 * @example
 * useLegalGate(route.view, modal.open, dispatch)
 */
export function useLegalGate(view: View, open: boolean, dispatch: Dispatch<ModalAction>): void {
  const { config } = useFoyerOptions()
  const { projectId, legal } = config
  const required = config.features.legalCheckbox
  useEffect(() => {
    if (!open || !required || !gatedViews.has(view)) return
    let live = true
    void loadKitStorage().then((storage) => {
      if (live && !readLegalConsent(storage, projectId, legal)) dispatch({ type: 'reset', route: { view: 'Connect' } })
    })
    return () => {
      live = false
    }
  }, [open, required, view, projectId, legal, dispatch])
}
