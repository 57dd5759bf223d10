import { Suspense, lazy, useCallback, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import {
  FoyerActionsContext,
  FoyerAnalyticsForbiddenContext,
  FoyerRaisedAlertContext,
  FoyerApiContext,
  FoyerCatalogueContext,
  FoyerModalContext,
  FoyerModalModuleContext,
  FoyerOptionsContext,
  FoyerShakeCountContext,
  FoyerToastStateContext,
  type FoyerActions,
  type FoyerOptions,
} from '../hooks/foyerContext'
import { useShallowStable } from '../hooks/useShallowStable'
import { useToastState } from '../hooks/useToastState'
import { useKitStorageErrors } from '../hooks/useKitStorageErrors'
import { createSendFormStore } from '../hooks/send/sendFormStore'
import { createFormStore } from '../hooks/createFormStore'
import type { StoredSwapForm } from '../hooks/swap/swapFormStore'
import { createFoyerApi } from '../src/api/foyerApi'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { SiwxConfigConflictError } from '../src/errors/siwxConfigErrors'
import type { FoyerEvent } from '../src/events/foyerEvent'
import type { SiwxConfig } from '../src/siwx/siwxTypes'
import { localeDirection, type Locale } from '../src/i18n/locales'
import { initialModalState, modalReducer } from '../src/router/modalReducer'
import type { PairingTimings } from '../src/walletconnect/pairingTimings'
import type { CustomWallet } from '../src/wallets/walletTypes'
import type { ThemeMode, ThemeVariables } from '../styles/themes'
import { useMissingOptionLog } from './useMissingOptionLog'
import { modalParts } from './modalParts'
import { useModalLoader } from './useModalLoader'
import { useNamespaceRestore } from './useNamespaceRestore'
import { useModalOpenEvents, useProviderTracking } from './useProviderTracking'

// Loaded only by apps that turn sign-in on, so the SIWX watcher's code stays out of everyone's first chunk.
const SiwxGuard = lazy(() => import('./SiwxGuard').then((module) => ({ default: module.SiwxGuard })))

/** Props of {@link FoyerProvider}. */
export type FoyerProviderProps = {
  children?: ReactNode
  /** Light or dark modal. @default 'dark' */
  themeMode?: ThemeMode
  /** Runtime overrides of the theme's accent, font and radius. @default undefined */
  themeVariables?: ThemeVariables
  /**
   * The app's Foyer configuration (`projectId`, `apiUrl`, `frameUrl`, ...), the same object
   * `authConnector({ config })` reads. Foyer's API is called only once the user acts.
   * @example config={createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com' })}
   */
  config: FoyerConfig
  /** Language of the modal: `'en'`, `'es'` or `'ar'` (others load on demand). @default 'en' */
  locale?: Locale
  /** Text direction of the modal; by default right to left for Arabic, else the page's `<html dir>`. @default undefined */
  dir?: 'ltr' | 'rtl'
  /** Let users switch networks from the modal (SwitchNetwork, UnsupportedChain). @default true */
  enableNetworkSwitch?: boolean
  /** Accept a wallet on a network outside the wagmi config instead of opening UnsupportedChain. @default false */
  allowUnsupportedChain?: boolean
  /**
   * Users must sign in before they can leave: on the sign and approve views the close control and
   * Escape are disabled while there is no sign-in session.
   * @default false
   */
  signInRequired?: boolean
  /**
   * Sign in with the wallet (SIWX, CAIP-122) after connecting: when the account has no session on
   * the network, the modal asks it to sign a message (SIWXSignMessage); with `signInRequired` the user
   * cannot leave without signing (cancelling disconnects). `foyerSiwx(config)` is the ready
   * configuration over Foyer's API. Without it nothing about connecting changes.
   * @default undefined (no sign-in)
   * @example siwx={foyerSiwx(foyerConfig)}
   */
  siwx?: SiwxConfig | undefined
  /**
   * The e-mail address the DataCapture view starts with (the user can change it). DataCapture opens
   * after a connect when the project's remote `emailCapture` flag is on.
   * @default undefined (an empty field)
   * @example captureEmail={user.email}
   */
  captureEmail?: string | undefined
  /**
   * The older SIWE-only option of other kits, accepted only to refuse it beside `siwx`: setting both
   * throws `SiwxConfigConflictError`. Use `siwx`.
   * @default undefined
   */
  siweConfig?: unknown
  /**
   * Registry wallet ids shown on the Connect view before the other wallets, in this order (an
   * installed one shows once, as installed).
   * @default []
   * @example featuredWalletIds={['rainbow', 'metamask']}
   */
  featuredWalletIds?: readonly string[]
  /**
   * When not empty, the registry (AllWallets and the recommended wallets) lists only these ids.
   * @default []
   * @example includeWalletIds={['metamask', 'rainbow', 'coinbase']}
   */
  includeWalletIds?: readonly string[]
  /**
   * Registry wallet ids never listed (recommended, featured, AllWallets, recent). Browser wallets the
   * user has installed stay listed: wagmi's connectors decide those.
   * @default []
   * @example excludeWalletIds={['trust']}
   */
  excludeWalletIds?: readonly string[]
  /**
   * Wallets of your own, listed after the featured ones and in AllWallets; they connect through
   * WalletConnect with their links.
   * @default []
   * @example customWallets={[{ id: 'my-wallet', name: 'My Wallet', universalLink: 'https://my.wallet' }]}
   */
  customWallets?: readonly CustomWallet[]
  /**
   * WalletConnect pairing lifetime, expiry margin and Foyer's wait for the pairing URI, in ms.
   * @default { lifetime: 240_000, expiryMargin: 10_000, uriTimeout: 15_000 }
   * @example walletConnectTimings={{ uriTimeout: 30_000 }} // a slow network
   */
  walletConnectTimings?: Partial<PairingTimings>
  /**
   * Receives every tracked event (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, SOCIAL_LOGIN_*, ERROR_FETCH_TRANSACTIONS, ...).
   * A throwing handler is ignored so it cannot break the modal.
   * @default undefined
   * @example onEvent={({ event, properties }) => console.info(event, properties)}
   */
  onEvent?: (event: FoyerEvent) => void
  /**
   * Send analytics events and error reports (at most 5 per 60 s) to your own Foyer API's `POST /e`
   * (`config.apiUrl`; nothing is sent without it, nor anywhere else); never at page load. Error
   * reports carry the failed flow's category as their event (`CONNECT_ERROR`, `SEND_ERROR`,
   * `SWAP_ERROR`, `ONRAMP_ERROR`, `SIGN_ERROR`, ...). `false` sends nothing.
   * @default true
   * @example analytics={false} // keep events to `onEvent`
   */
  analytics?: boolean
}

const noIds: readonly string[] = []
const noWallets: readonly CustomWallet[] = []

/**
 * Holds one modal's state and options. Place it inside `WagmiProvider` and
 * `QueryClientProvider`, and put `<ConnectModal/>` anywhere below it.
 * Nothing is fetched and nothing touches `window` until the user acts.
 *
 * @example
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com' })
 * <FoyerProvider config={foyerConfig} themeMode="light">
 *   <App />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function FoyerProvider({
  children,
  themeMode = 'dark',
  themeVariables,
  config,
  locale = 'en',
  dir = locale === 'en' ? undefined : localeDirection(locale),
  enableNetworkSwitch = true,
  allowUnsupportedChain = false,
  signInRequired = false,
  siwx,
  captureEmail,
  siweConfig,
  featuredWalletIds = noIds,
  includeWalletIds = noIds,
  excludeWalletIds = noIds,
  customWallets = noWallets,
  walletConnectTimings,
  onEvent,
  analytics = true,
}: FoyerProviderProps) {
  if (siwx !== undefined && siweConfig !== undefined) throw new SiwxConfigConflictError()
  // Built once per configuration: a missing apiUrl or projectId stays `undefined` and the first call
  // that needs it fails with FoyerConfigError naming it.
  const api = useMemo(() => createFoyerApi(config), [config])
  const [modal, dispatch] = useReducer(modalReducer, initialModalState)
  const returnFocus = useRef<HTMLElement | null>(null)
  const shellPick = useRef<string | undefined>(undefined)
  const shellFocus = useRef<string | undefined>(undefined)
  const shellScroll = useRef<number | undefined>(undefined)
  const { modalModule, catalogue, prefetchModal, holdModal, releaseModal } = useModalLoader(locale)
  const { state: toastState, showToast, hideToast } = useToastState()
  const [sendForm] = useState(createSendFormStore)
  // Empty (null) until a swap hook writes it, so the swap form's code stays out of the first chunk.
  const [swapForm] = useState(() => createFormStore<StoredSwapForm | null>(null))
  const [shakeCount, setShakeCount] = useState(0)
  const shake = useCallback(() => setShakeCount((count) => count + 1), [])
  const { track, reportError, reportFailure, analyticsForbidden, raisedAlert } = useProviderTracking({ onEvent, analytics, api, config, modalOpen: modal.open })
  useKitStorageErrors(reportError, config.logger)
  useModalOpenEvents(modal.open, track)
  useNamespaceRestore(config)
  useMissingOptionLog(config)
  const options = useShallowStable<FoyerOptions>({
    config,
    themeMode,
    themeVariables,
    dir,
    locale,
    enableNetworkSwitch,
    allowUnsupportedChain,
    signInRequired,
    siwx,
    captureEmail,
    featuredWalletIds,
    includeWalletIds,
    excludeWalletIds,
    customWallets,
    walletConnectTimings,
    onEvent,
    analytics,
  })
  // Every member is stable for the provider's life, so this value never changes.
  const actions = useMemo<FoyerActions>(
    () => ({
      dispatch,
      prefetchModal,
      holdModal,
      releaseModal,
      modalParts,
      toast: { showToast, hideToast },
      shake,
      track,
      reportError,
      reportFailure,
      returnFocus,
      shellPick,
      shellFocus,
      shellScroll,
      sendForm,
      swapForm,
    }),
    [prefetchModal, holdModal, releaseModal, showToast, hideToast, shake, track, reportError, reportFailure, sendForm, swapForm],
  )
  return (
    <FoyerOptionsContext.Provider value={options}>
      <FoyerApiContext.Provider value={api}>
        <FoyerActionsContext.Provider value={actions}>
          <FoyerModalContext.Provider value={modal}>
            <FoyerModalModuleContext.Provider value={modalModule}>
              <FoyerCatalogueContext.Provider value={catalogue}>
                <FoyerAnalyticsForbiddenContext.Provider value={analyticsForbidden}>
                  <FoyerRaisedAlertContext.Provider value={raisedAlert}>
                    <FoyerShakeCountContext.Provider value={shakeCount}>
                      <FoyerToastStateContext.Provider value={toastState}>
                        {children}
                        {siwx && (
                          <Suspense fallback={null}>
                            <SiwxGuard siwx={siwx} />
                          </Suspense>
                        )}
                      </FoyerToastStateContext.Provider>
                    </FoyerShakeCountContext.Provider>
                  </FoyerRaisedAlertContext.Provider>
                </FoyerAnalyticsForbiddenContext.Provider>
              </FoyerCatalogueContext.Provider>
            </FoyerModalModuleContext.Provider>
          </FoyerModalContext.Provider>
        </FoyerActionsContext.Provider>
      </FoyerApiContext.Provider>
    </FoyerOptionsContext.Provider>
  )
}
