import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useConfig } from 'wagmi'
import { loadWalletSchemas } from '../src/api/loadWalletSchemas'
import { featureAllowsView } from '../src/features/featureDefaults'
import { inNextTask } from '../src/scheduling/inNextTask'
import { appHasAdapters } from '../src/router/appHasAdapters'
import { currentRoute } from '../src/router/modalReducer'
import { maxShellHoldMs, shellListsWallets } from '../src/router/shellListsWallets'
import type { CaipNetworkId } from '../src/chains/caip'
import type { Route, View } from '../src/router/views'
import { useFoyerActions, useFoyerApi, useFoyerModal, useFoyerOptions } from './foyerContext'
import { useConnectionField } from './useConnectionField'

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
  | 'ProfileWallets'
>

// Views that need a connected account; asked for without one, the modal opens on Connect instead.
const needsAccount: ReadonlySet<View> = new Set(['WalletSend', 'WalletReceive', 'Swap', 'Onramp', 'RegisterAccountName', 'ProfileWallets'])

const loadPrefetchConnectWallets = () => import('./prefetchConnectWallets')

/** Options of `open()`. */
export type OpenConnectModalOptions = {
  /** View to show; by default Account when connected, else Connect. */
  view?: OpenableView
  /**
   * Chain family to show, e.g. `'solana'` or `'bip122'`: when it is not the active one, the modal
   * switches to it without asking (its account, or Connect when no wallet of that family is
   * connected). A family the app did not turn on in `createFoyerConfig` is ignored.
   * @default undefined (the active namespace)
   */
  namespace?: 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos' | 'sui' | 'stacks' | undefined
  /**
   * With `view: 'SwitchNetwork'`: the CAIP-2 id of the network to switch to. The switch starts at
   * once, as one the user already confirmed (no SwitchActiveChain step; the wallet still asks), and
   * the modal closes once it is done. Ignored with any other view.
   * @default undefined (the list of networks to pick from)
   * @example 'eip155:8453'
   */
  network?: CaipNetworkId | undefined
}

// The route a requested view opens on: SwitchNetwork carries the network to switch to, if given.
function requestedRoute(view: OpenableView, network: CaipNetworkId | undefined): Route {
  return view === 'SwitchNetwork' && network ? { view, data: { caipNetworkId: network } } : { view }
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
  const { dispatch, prefetchModal, holdModal, returnFocus, modalParts } = useFoyerActions()
  const modal = useFoyerModal()
  const isConnected = useConnectionField((connection) => connection.isConnected)
  const queryClient = useQueryClient()
  const config = useConfig()
  const foyerOptions = useFoyerOptions()
  const api = useFoyerApi()

  // Opening on Connect: its registry request leaves as soon as its small chunk is in, before the
  // shell's list is, so it runs while the dialog (and, on a first open, the modal's code) is on its way.
  const prefetchWallets = useCallback(() => {
    if (modal.open || isConnected) return
    // Its code (the registry's client and queries) is a chunk of its own, loaded on the first opening.
    void loadPrefetchConnectWallets().then(
      ({ prefetchConnectWallets }) => prefetchConnectWallets({ queryClient, config, api, options: foyerOptions }),
      // Without that chunk the view's own query asks the registry (or explains why it cannot).
      () => undefined,
    )
  }, [modal.open, isConnected, queryClient, config, api, foyerOptions])

  // Whether an opening on Connect lists the wallets in the page's dialog shell first (apps whose
  // modal code has not loaded yet): the shell's list, the registry schemas and the request
  // go first, and the full dialog's code only once that list is painted. Measured on cold clicks,
  // the full dialog's ten chunks otherwise took the browser's connections and then the main thread
  // (module evaluation, its first render) while the list waited behind them.
  const shellListFirst = useCallback(
    () => !modal.open && !isConnected && !modalParts.modalLoaded() && shellListsWallets('Connect'),
    [modal.open, isConnected, modalParts],
  )

  // Opening on Connect: the registry schemas' chunk (and the shell's list) is asked for before the
  // request whose answer it checks, so the answer is ready to use when it arrives. Settles once
  // what it asked for has loaded or failed.
  const prefetchSchemas = useCallback((): Promise<unknown> => {
    if (modal.open || isConnected) return Promise.resolve()
    return Promise.allSettled([loadWalletSchemas(), ...(shellListFirst() ? [modalParts.loadShellWalletList()] : [])])
  }, [modal.open, isConnected, shellListFirst, modalParts])

  // A pointer that moves onto the button is about to click: the requests leave then, and the
  // click's own task is left with rendering the dialog. Cold clicks measured worse on the dialog
  // (and no better on the wallet list) with the code or the request started in the pointer's or the
  // click's own task: its chunks then arrive and evaluate before the dialog's first frame.
  const prefetch = useCallback(() => {
    inNextTask(() => {
      const smallFirst = shellListFirst()
      // The request's chunk first: it is asked for before the chunks below.
      prefetchWallets()
      const small = prefetchSchemas()
      // The full dialog's code after the shell's list, so a click that follows at once finds the
      // list's chunks on their way alone (its own hold then keeps the full dialog back until painted).
      if (!smallFirst) prefetchModal()
      else void small.then(prefetchModal)
    })
  }, [prefetchModal, prefetchSchemas, prefetchWallets, shellListFirst])

  const open = useCallback(
    (options: OpenConnectModalOptions = {}) => {
      // A view turned off by the app's switches (Send, Receive, AllWallets) opens as if none was asked for.
      const allowed = options.view && featureAllowsView(options.view, foyerOptions.config.features) ? options.view : undefined
      const requested = allowed && (isConnected || !needsAccount.has(allowed)) ? requestedRoute(allowed, options.network) : undefined
      // Read at each opening: EIP-6963 wallets announce themselves after the page loads.
      const hasAdapters = appHasAdapters({
        connectorTypes: config.connectors.map((connector) => connector.type),
        otherFamilies: foyerOptions.config.namespaces.length,
      })
      // The dialog renders in this task; the modal's code and, opening on Connect, its registry
      // request start in the next one (at once after a hover, which already started both), so the
      // click's frame carries only the dialog.
      // Without adapters and an account the modal opens on pairing, not on Connect's list.
      const onConnect = (requested === undefined && (hasAdapters || isConnected)) || requested?.view === 'Connect'
      // The dialog shell releases the hold once its list is painted (or it gives up on it).
      if (onConnect && shellListFirst()) holdModal(maxShellHoldMs)
      inNextTask(() => {
        // The request first: it leaves before the page inserts the preload links of the chunks below.
        if (onConnect) prefetchWallets()
        if (onConnect) void prefetchSchemas()
        prefetchModal()
      })
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
          hasAdapters,
          isMobile,
          allWalletsEnabled: featureAllowsView('AllWallets', foyerOptions.config.features),
        },
      })
    },
    [dispatch, isConnected, prefetchModal, prefetchSchemas, prefetchWallets, returnFocus, modal.open, holdModal, shellListFirst, foyerOptions, config],
  )
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch])

  return useMemo(() => ({ open, close, prefetch, isOpen: modal.open, view: currentRoute(modal).view }), [open, close, prefetch, modal])
}
