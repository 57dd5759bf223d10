import type { ReactNode } from 'react'
import { useFoyerActions } from '../../hooks/foyerContext'
import { useConnectModal } from '../../hooks/useConnectModal'
import type { Route } from '../../src/router/views'

let dispatchRoute: ((route: Route, how: 'push' | 'open') => void) | undefined

function dispatchTo(route: Route, how: 'push' | 'open') {
  if (!dispatchRoute) throw new Error('Routes need <ModalControls /> or <ModalRoutes /> in the page')
  dispatchRoute(route, how)
}

/**
 * Pushes a route onto the open modal, as a view's own button would, through the last rendered
 * {@link ModalControls} or {@link ModalRoutes}. Call it inside `act`.
 *
 * @example
 * act(() => pushRoute({ view: 'SwitchNetwork' }))
 */
export function pushRoute(route: Route): void {
  dispatchTo(route, 'push')
}

/**
 * Opens the modal straight on a route, as app code does for a connected account on a desktop page.
 * Call it inside `act`.
 *
 * @example
 * act(() => openRoute({ view: 'SIWXSignMessage' }))
 */
export function openRoute(route: Route): void {
  dispatchTo(route, 'open')
}

/** Lets {@link pushRoute} and {@link openRoute} reach the modal; renders nothing. */
export function ModalRoutes() {
  const { dispatch } = useFoyerActions()
  dispatchRoute = (route, how) =>
    how === 'push'
      ? dispatch({ type: 'push', route })
      : dispatch({ type: 'open', context: { requested: route, isConnected: true, hasAdapters: true, isMobile: false } })
  return null
}

/**
 * The app's part of a modal test: a button that opens the modal by the opening rules, the test's
 * own controls (`children`), and {@link ModalRoutes}.
 *
 * @example
 * renderWithModal({ connectors, children: <ModalControls /> })
 */
export function ModalControls({ openLabel = 'Open', children }: { /** The open button's text. @default 'Open' */ openLabel?: string; children?: ReactNode }) {
  const { open } = useConnectModal()
  return (
    <>
      <ModalRoutes />
      <button type="button" onClick={() => open()}>
        {openLabel}
      </button>
      {children}
    </>
  )
}
