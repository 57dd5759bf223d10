import { createContext, useContext, type ComponentType, type Context, type Dispatch, type RefObject } from 'react'
import type { FoyerApi } from '../src/api/foyerApi'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { FoyerProviderNotFoundError } from '../src/errors/configErrors'
import type { ErrorCategory } from '../src/errors/errorCategory'
import type { ModalAlert } from '../src/errors/alerts'
import type { FoyerEvent } from '../src/events/foyerEvent'
import type { Catalogue } from '../src/i18n/en'
import type { Locale } from '../src/i18n/locales'
import type { ModalAction, ModalState } from '../src/router/modalReducer'
import type { SiwxConfig } from '../src/siwx/siwxTypes'
import type { ToastState } from '../src/toast/toastReducer'
import type { emailSchema } from '../src/protocol/payloads'
import type { PairingTimings } from '../src/walletconnect/pairingTimings'
import type { CustomWallet } from '../src/wallets/walletTypes'
import type { ToastApi } from './useToastState'
import type { SendFormStore } from './send/sendFormStore'
import type { SwapFormStore } from './swap/swapFormStore'
import type { ThemeMode, ThemeVariables } from '../styles/themes'

/** Options a `FoyerProvider` passes down to the modal and hooks. */
export type FoyerOptions = {
  /** The app's configuration as given to `FoyerProvider`. */
  config: FoyerConfig
  themeMode: ThemeMode
  themeVariables: ThemeVariables | undefined
  /** Text direction; `undefined` follows the locale, then the page (`<html dir>`). */
  dir: 'ltr' | 'rtl' | undefined
  /** Language of the modal's texts. */
  locale: Locale
  /** Users may switch networks from the modal. */
  enableNetworkSwitch: boolean
  /** A wallet on a network outside the wagmi config is accepted (no UnsupportedChain). */
  allowUnsupportedChain: boolean
  /** Sign-in must finish before the modal can be closed on the sign and approve views. */
  signInRequired: boolean
  /** Sign in with the wallet after connecting; `undefined` when the app passed no `siwx`. */
  siwx: SiwxConfig | undefined
  /** The e-mail DataCapture starts with, when the app knows one. */
  captureEmail: string | undefined
  /** Registry ids shown first on Connect, in this order. */
  featuredWalletIds: readonly string[]
  /** When not empty, the registry lists only these ids. */
  includeWalletIds: readonly string[]
  /** Registry ids never listed. */
  excludeWalletIds: readonly string[]
  /** Wallets the app adds to the lists. */
  customWallets: readonly CustomWallet[]
  /** WalletConnect pairing timings; missing values take the defaults. */
  walletConnectTimings?: Partial<PairingTimings> | undefined
  /** Receives every tracked event; `undefined` when the app passed none. */
  onEvent: ((event: FoyerEvent) => void) | undefined
  /** Analytics and error reports go to the app's own API's `POST /e` (on unless the app turns it off). */
  analytics: boolean
}

/**
 * What never changes for the life of a provider: actions and stores. Components that only act
 * (push a view, shake, toast) read this and are not re-rendered by the modal's state.
 */
export type FoyerActions = {
  dispatch: Dispatch<ModalAction>
  /** Starts loading the modal's code (idempotent); while held, once released. */
  prefetchModal: () => void
  /**
   * Holds requests for the modal's code back until `releaseModal()`, or `maxMs` at most; does
   * nothing once the code is loaded. A cold open on Connect holds it while the dialog shell loads
   * and paints its own wallet list.
   */
  holdModal: (maxMs: number) => void
  /** Ends a hold: a request made meanwhile starts loading the modal's code now. */
  releaseModal: () => void
  /** The modal's lazily loaded parts that hooks start or check ahead of the views. */
  modalParts: ModalParts
  /** Shows or hides the modal's toast (loading, success, error). */
  toast: Pick<ToastApi, 'showToast' | 'hideToast'>
  /** Shakes the modal for 500 ms, e.g. on an error. */
  shake: () => void
  /** Tracks an event: hands it to `onEvent` (and to analytics when on). Never throws. */
  track: (event: FoyerEvent) => void
  /**
   * Reports an error to the API's `POST /e` when analytics is on (at most 5 reports per 60 s, the
   * rest dropped, failures swallowed). `event` says where, e.g. `ERROR_FETCH_TRANSACTIONS`.
   */
  reportError: (error: unknown, event?: string) => void
  /**
   * A failed flow (connect, send, swap, on-ramp, sign, ...): gives the error its category
   * (`error.category` on Foyer's errors), logs it, keeps it in the notification store and reports
   * it as `<CATEGORY>_ERROR` (see `reportError`); a user's rejection is only a debug line. Returns
   * the same error, for the caller to re-throw.
   */
  reportFailure: <T>(category: ErrorCategory, error: T) => T
  /** The element that had focus when the modal was opened; focus returns there on close. */
  returnFocus: RefObject<HTMLElement | null>
  /**
   * The key of a wallet picked in the page's dialog shell before the modal's code arrived: the
   * Connect view connects it when it takes over. Cleared when the modal closes.
   */
  shellPick: RefObject<string | undefined>
  /**
   * The key of the row that had focus in the page's dialog shell when the full dialog took over:
   * the Connect view gives that row the dialog's initial focus, so the takeover does not move it.
   * Cleared when the modal closes.
   */
  shellFocus: RefObject<string | undefined>
  /**
   * How far the page's dialog shell was scrolled when the full dialog took over: the full dialog
   * starts there, so no row moves from under the pointer. Cleared when the modal closes.
   */
  shellScroll: RefObject<number | undefined>
  /** The send form's state, shared by the Send views and `useSendToken`. */
  sendForm: SendFormStore
  /** The swap form's state, shared by the Swap views and `useSwap`. */
  swapForm: SwapFormStore
}

/**
 * The modal's code once loaded (see `prefetchModal`). `shellShownAt`: since when the page's light
 * dialog shell has shown in its place (`performance.now()`), when the modal opened before the code arrived.
 */
/**
 * The modal's lazily loaded parts, as hooks reach them: the provider passes the components' loaders
 * down, so a hook never imports a component module.
 */
export type ModalParts = {
  /** Whether the modal's code has loaded. */
  modalLoaded: () => boolean
  /** Loads the wallet list the page's dialog shell shows (a small chunk of its own). */
  loadShellWalletList: () => Promise<unknown>
  /**
   * Loads the e-mail address check: the login frame protocol's schema, which rides with the modal's
   * background views rather than with the e-mail field's first chunk.
   */
  loadEmailSchema: () => Promise<typeof emailSchema>
}

export type FoyerModalModule = {
  ModalRoot: ComponentType<{ shellShownAt?: number | undefined }>
  ModalPrewarm: ComponentType
  EmailCaptureGuard: ComponentType
}

// One context per part that changes on its own, so a toast or a shake re-renders only the
// components that show them. Each provider has its own values: no module-level singletons.
export const FoyerOptionsContext = createContext<FoyerOptions | undefined>(undefined)
export const FoyerApiContext = createContext<FoyerApi | undefined>(undefined)
export const FoyerActionsContext = createContext<FoyerActions | undefined>(undefined)
export const FoyerModalContext = createContext<ModalState | undefined>(undefined)
export const FoyerModalModuleContext = createContext<FoyerModalModule | undefined | null>(null)
export const FoyerCatalogueContext = createContext<Catalogue | undefined | null>(null)
export const FoyerToastStateContext = createContext<ToastState | undefined>(undefined)
export const FoyerShakeCountContext = createContext<number | undefined>(undefined)
/** The API refused analytics with 403: Invalid App Configuration shows (set once). */
export const FoyerAnalyticsForbiddenContext = createContext<boolean | undefined>(undefined)
/** The alert a reported failure raised (APKT001, APKT002, APKT006, APKT007), until the modal closes. */
export const FoyerRaisedAlertContext = createContext<ModalAlert | undefined | null>(null)

function useRequired<T>(context: Context<T | undefined>): T {
  const value = useContext(context)
  if (value === undefined) throw new FoyerProviderNotFoundError()
  return value
}

// For values that are legitimately `undefined` for a while, `null` (the default) marks "no provider".
function useOptional<T>(context: Context<T | undefined | null>): T | undefined {
  const value = useContext(context)
  if (value === null) throw new FoyerProviderNotFoundError()
  return value
}

/** The nearest provider's options. */
export const useFoyerOptions = (): FoyerOptions => useRequired(FoyerOptionsContext)
/**
 * The nearest provider's handle on Foyer's API (`{ apiUrl, projectId }` of its `config`, built
 * once): pass it to the query factories and the `src/api` clients as is.
 *
 * @example
 * const api = useFoyerApi()
 * useQuery(identityQueryOptions(api, address))
 */
export const useFoyerApi = (): FoyerApi => useRequired(FoyerApiContext)
/** The nearest provider's stable actions and stores. */
export const useFoyerActions = (): FoyerActions => useRequired(FoyerActionsContext)
/** The modal's open state and history. */
export const useFoyerModal = (): ModalState => useRequired(FoyerModalContext)
/** The modal's code, once loaded. */
export const useFoyerModalModule = (): FoyerModalModule | undefined => useOptional(FoyerModalModuleContext)
/** The loaded catalogue of a non-English locale; English is bundled with the modal. */
export const useFoyerCatalogue = (): Catalogue | undefined => useOptional(FoyerCatalogueContext)
/** The toast currently shown. */
export const useFoyerToastState = (): ToastState => useRequired(FoyerToastStateContext)
/** Counts shakes so the modal can replay the animation. */
export const useFoyerShakeCount = (): number => useRequired(FoyerShakeCountContext)
/** The API refused analytics with 403 (the modal shows Invalid App Configuration). */
export const useFoyerAnalyticsForbidden = (): boolean => useRequired(FoyerAnalyticsForbiddenContext)
/** The alert a reported failure raised, shown until the modal closes; `undefined` when none. */
export const useFoyerRaisedAlert = (): ModalAlert | undefined => useOptional(FoyerRaisedAlertContext)
