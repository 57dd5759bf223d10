import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { loadWalletSchemas } from '../src/api/walletRegistry'
import { warmRequest } from '../src/api/warmRequests'
import { inNextTask } from '../src/scheduling/inNextTask'
import { currentRoute } from '../src/router/modalReducer'
import type { View } from '../src/router/views'
import { useFoyerActions, useFoyerModal, useFoyerOptions } from './foyerContext'
import { connectWalletsUrl, prefetchConnectWallets } from './prefetchConnectWallets'
import { walletsStaleTime } from './walletsQueryOptions'

/** Views that can be opened directly in this version. */
export type OpenableView = Extract<
  View,
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'SwitchNetwork'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'WalletSend'
  | 'WalletReceive'
  | 'Swap'
  | 'Onramp'
  | 'RegisterAccountName'
>

// Views that need a connected account; asked for without one, the modal opens on Connect instead.
const needsAccount: ReadonlySet<View> = new Set(['WalletSend', 'WalletReceive', 'Swap', 'Onramp', 'RegisterAccountName'])

/** Options of `open()`. */
export type OpenConnectModalOptions = {
  /** View to show; by default Account when connected, else Connect. */
  view?: OpenableView
  /**
   * Chain family to show, e.g. `'solana'`: when it is not the active one, the modal switches to it
   * without asking (its account, or Connect when no wallet of that family is connected).
   * @default undefined (the active namespace)
   */
  namespace?: 'eip155' | 'solana' | undefined
}

/** Return type of {@link useConnectModal}. */
export type UseConnectModalReturnType = {
  /** Opens the modal: on `view` when given (a view needing an account opens Connect without one), else on Account when connected, or Connect. */
  open: (options?: OpenConnectModalOptions) => void
  /** Closes the modal; the next open starts again from the opening rules. */
  close: () => void
  /**
   * Gets the modal ready ahead of time, e.g. on hover of your connect button: loads its code and,
   * with no wallet connected, starts the Connect view's wallet-list request, so the click itself
   * only renders.
   */
  prefetch: () => void
  /** Whether the modal is open. */
  isOpen: boolean
  /** The view on top of the modal's history. */
  view: View
}

/**
 * Opens and closes the connect modal of the nearest `FoyerProvider`.
 *
 * @example
 * const { open, prefetch } = useConnectModal()
 * return <button onPointerEnter={prefetch} onClick={() => open()}>Connect Wallet</button>
 */
export function useConnectModal(): UseConnectModalReturnType {
  const { dispatch, prefetchModal, returnFocus } = useFoyerActions()
  const modal = useFoyerModal()
  const { isConnected } = useConnection()
  const queryClient = useQueryClient()
  const config = useConfig()
  const foyerOptions = useFoyerOptions()

  // Opening on Connect: its registry request leaves now, before React renders the dialog, so it
  // runs while the dialog (and, on a first open, the modal's code) is on its way.
  const prefetchWallets = useCallback(() => {
    if (!modal.open && !isConnected) prefetchConnectWallets({ queryClient, config, options: foyerOptions })
  }, [modal.open, isConnected, queryClient, config, foyerOptions])

  // The modal's code and, for Connect, the registry schemas' chunk and the registry request itself
  // (a plain fetch) are requested in the calling task: a real click follows the pointer's arrival
  // within milliseconds, before a task queued behind it would run. The query that takes the
  // registry's answer runs first-time code, so it waits for the next task, after the click's frame.
  // The request's URL is worked out after the page has rendered, not on the pointer's arrival
  // (URL building's first run is slow enough to hold the click back); again only if the connectors
  // have changed since (their count sets the page size, which must match the query's).
  const walletsUrl = useRef<{ connectors: number; url: string | undefined }>(undefined)
  const connectUrl = useCallback(() => {
    const connectors = config.connectors.length
    if (walletsUrl.current?.connectors !== connectors) walletsUrl.current = { connectors, url: connectWalletsUrl({ config, options: foyerOptions }) }
    return walletsUrl.current.url
  }, [config, foyerOptions])
  useEffect(() => {
    walletsUrl.current = undefined
    inNextTask(connectUrl)
  }, [connectUrl])

  const requestCode = useCallback(
    (connect: boolean) => {
      prefetchModal()
      if (!connect || modal.open || isConnected) return
      void loadWalletSchemas().catch(() => undefined)
      const url = connectUrl()
      if (url) warmRequest(url, 'application/json', walletsStaleTime)
    },
    [prefetchModal, modal.open, isConnected, connectUrl],
  )

  // A pointer that moves onto the button is about to click.
  const prefetch = useCallback(() => {
    requestCode(true)
    inNextTask(prefetchWallets)
  }, [requestCode, prefetchWallets])

  const open = useCallback(
    (options: OpenConnectModalOptions = {}) => {
      const requested = options.view && (isConnected || !needsAccount.has(options.view)) ? { view: options.view } : undefined
      // The dialog renders in this task and the modal's code is requested in it (already on its way
      // after a hover); opening on Connect, the registry request starts in the next task, so the
      // click's frame carries only the dialog.
      const onConnect = requested === undefined || requested.view === 'Connect'
      requestCode(onConnect)
      if (onConnect) inNextTask(prefetchWallets)
      // Radix returns focus to its own Dialog.Trigger only; the modal is opened from app code, so
      // remember what had focus (usually the app's connect button) and return there on close.
      if (!modal.open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
        returnFocus.current = document.activeElement
      }
      const isMobile = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 430px)').matches === true
      dispatch({
        type: 'open',
        context: {
          requested,
          requestedNamespace: options.namespace,
          isConnected,
          hasAdapters: true,
          isMobile,
        },
      })
    },
    [dispatch, isConnected, requestCode, prefetchWallets, returnFocus, modal.open],
  )
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch])

  return useMemo(
    () => ({ open, close, prefetch, isOpen: modal.open, view: currentRoute(modal).view }),
    [open, close, prefetch, modal],
  )
}
