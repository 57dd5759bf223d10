import { useCallback, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import { FoyerContext, type FoyerContextValue } from '../hooks/foyerContext'
import { useToastState } from '../hooks/useToastState'
import { createSendFormStore } from '../hooks/send/sendFormStore'
import { createErrorReporter } from '../src/errors/errorReporter'
import type { AnalyticsProps } from '../src/api/analyticsClient'
import type { FoyerEvent } from '../src/events/foyerEvent'
import { localeDirection, type Locale } from '../src/i18n/locales'
import { initialModalState, modalReducer } from '../src/router/modalReducer'
import type { PairingTimings } from '../src/walletconnect/pairingTimings'
import type { CustomWallet } from '../src/wallets/walletTypes'
import type { ThemeMode, ThemeVariables } from '../styles/themes'
import { useModalLoader } from './useModalLoader'
import { loadModal } from './loadModal'

/** Props of {@link FoyerProvider}. */
export type FoyerProviderProps = {
  children?: ReactNode
  /** Light or dark modal. @default 'dark' */
  themeMode?: ThemeMode
  /** Runtime overrides of the theme's accent, font and radius. @default undefined */
  themeVariables?: ThemeVariables
  /** Base URL of Foyer's API (`services/api`); called only once the user acts. @default 'http://127.0.0.1:8787' */
  apiUrl?: string
  /** Project id sent to the API with every call. @default 'foyer-local' */
  projectId?: string
  /** Language of the modal: `'en'`, `'es'` or `'ar'` (others load on demand). @default 'en' */
  locale?: Locale
  /** Text direction of the modal; by default right to left for Arabic, else the page's `<html dir>`. @default undefined */
  dir?: 'ltr' | 'rtl'
  /** Let users switch networks from the modal (SwitchNetwork, UnsupportedChain). @default true */
  enableNetworkSwitch?: boolean
  /** Accept a wallet on a network outside the wagmi config instead of opening UnsupportedChain. @default false */
  allowUnsupportedChain?: boolean
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
   * Receives every tracked event (MODAL_OPEN, CONNECT_SUCCESS, SOCIAL_LOGIN_*, ERROR_FETCH_TRANSACTIONS, ...).
   * A throwing handler is ignored so it cannot break the modal.
   * @default undefined
   * @example onEvent={({ event, properties }) => console.info(event, properties)}
   */
  onEvent?: (event: FoyerEvent) => void
  /**
   * Send analytics events and error reports (at most 5 per 60 s) to the API's `POST /e`; never at page load.
   * @default false
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
 * <FoyerProvider themeMode="light">
 *   <App />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function FoyerProvider({
  children,
  themeMode = 'dark',
  themeVariables,
  apiUrl = 'http://127.0.0.1:8787',
  projectId = 'foyer-local',
  locale = 'en',
  dir = locale === 'en' ? undefined : localeDirection(locale),
  enableNetworkSwitch = true,
  allowUnsupportedChain = false,
  featuredWalletIds = noIds,
  includeWalletIds = noIds,
  excludeWalletIds = noIds,
  customWallets = noWallets,
  walletConnectTimings,
  onEvent,
  analytics = false,
}: FoyerProviderProps) {
  const [modal, dispatch] = useReducer(modalReducer, initialModalState)
  const returnFocus = useRef<HTMLElement | null>(null)
  const { modalModule, catalogue, prefetchModal } = useModalLoader(locale)
  const toast = useToastState()
  const [sendForm] = useState(createSendFormStore)
  const [shakeCount, setShakeCount] = useState(0)
  const shake = useCallback(() => setShakeCount((count) => count + 1), [])
  // A ref so a new inline handler each render does not rebuild the context value.
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  // Read at call time, so turning analytics on or moving the API does not rebuild `track`.
  const analyticsRef = useRef({ analytics, apiUrl, projectId })
  analyticsRef.current = { analytics, apiUrl, projectId }
  // Loaded on the first event to send (with the modal's code), so the client and zod stay out of
  // the page-load bundle.
  const [analyticsForbidden, setAnalyticsForbidden] = useState(false)
  const sendAnalytics = useCallback((props: AnalyticsProps) => {
    const { analytics: enabled, apiUrl: baseUrl, projectId: project } = analyticsRef.current
    if (!enabled) return undefined
    return loadModal()
      .then(({ sendAnalyticsEvent }) => sendAnalyticsEvent({ baseUrl, projectId: project, props }))
      .then((result) => {
        if (!result.sent && result.status === 403) setAnalyticsForbidden(true)
      })
      .catch(() => {})
  }, [])
  const track = useCallback(
    (event: FoyerEvent) => {
      try {
        onEventRef.current?.(event)
      } catch {
        // The app's handler must not break the modal.
      }
      // Only tracked events are sent (user actions), so nothing goes out at page load; failures are swallowed.
      void sendAnalytics({ type: 'track', event: event.event, properties: event.properties })
    },
    [sendAnalytics],
  )
  // One rate limit per provider (spec: at most 5 error reports per 60 s).
  const [reporter] = useState(() =>
    createErrorReporter({
      send: ({ event, errorType, errorMessage, stackTrace }) => sendAnalytics({ type: 'error', event, errorType, errorMessage, stackTrace }),
    }),
  )
  const reportError = useCallback(
    (error: unknown, event?: string) => {
      // With analytics off nothing is sent, and nothing uses up the rate limit either.
      if (analyticsRef.current.analytics) reporter.report(error, event)
    },
    [reporter],
  )
  const value = useMemo<FoyerContextValue>(
    () => ({
      options: {
        themeMode,
        themeVariables,
        apiUrl,
        projectId,
        dir,
        locale,
        enableNetworkSwitch,
        allowUnsupportedChain,
        featuredWalletIds,
        includeWalletIds,
        excludeWalletIds,
        customWallets,
        walletConnectTimings,
        onEvent,
        analytics,
      },
      modal,
      dispatch,
      prefetchModal,
      modalModule,
      catalogue,
      returnFocus,
      sendForm,
      toast,
      shake,
      shakeCount,
      track,
      reportError,
      analyticsForbidden,
    }),
    [themeMode, themeVariables, apiUrl, projectId, dir, locale, catalogue, enableNetworkSwitch, allowUnsupportedChain, featuredWalletIds, includeWalletIds, excludeWalletIds, customWallets, walletConnectTimings, onEvent, analytics, modal, track, reportError, analyticsForbidden, prefetchModal, modalModule, toast, shake, shakeCount, sendForm],
  )
  return <FoyerContext.Provider value={value}>{children}</FoyerContext.Provider>
}
