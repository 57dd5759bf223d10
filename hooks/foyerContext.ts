import { createContext, useContext, type ComponentType, type Dispatch, type RefObject } from 'react'
import type { FoyerEvent } from '../src/events/foyerEvent'
import type { Catalogue } from '../src/i18n/en'
import type { Locale } from '../src/i18n/locales'
import type { ModalAction, ModalState } from '../src/router/modalReducer'
import type { PairingTimings } from '../src/walletconnect/pairingTimings'
import type { CustomWallet } from '../src/wallets/walletTypes'
import type { ToastApi } from './useToastState'
import type { SendFormStore } from './send/sendFormStore'
import type { ThemeMode, ThemeVariables } from '../styles/themes'

/** Options a `FoyerProvider` passes down to the modal and hooks. */
export type FoyerOptions = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables | undefined
  /** Base URL of Foyer's API (`services/api`). */
  apiUrl: string
  /** Project id sent to the API with every call. */
  projectId: string
  /** Text direction; `undefined` follows the locale, then the page (`<html dir>`). */
  dir: 'ltr' | 'rtl' | undefined
  /** Language of the modal's texts. */
  locale: Locale
  /** Users may switch networks from the modal. */
  enableNetworkSwitch: boolean
  /** A wallet on a network outside the wagmi config is accepted (no UnsupportedChain). */
  allowUnsupportedChain: boolean
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
  /** Analytics and error reports go to the API's `POST /e` (off unless the app turns it on). */
  analytics: boolean
}

/** What `FoyerProvider` shares: its options and its own modal reducer. */
export type FoyerContextValue = {
  options: FoyerOptions
  modal: ModalState
  dispatch: Dispatch<ModalAction>
  /** Starts loading the modal's code (idempotent). */
  prefetchModal: () => void
  /** The modal's code once loaded (see `prefetchModal`). */
  modalModule: { ModalRoot: ComponentType; ModalPrewarm: ComponentType } | undefined
  /** The loaded catalogue of a non-English locale; English is bundled with the modal. */
  catalogue: Catalogue | undefined
  /** The modal's toast (loading, success, error). */
  toast: ToastApi
  /** Shakes the modal for 500 ms, e.g. on an error. */
  shake: () => void
  /** Counts shakes so the modal can replay the animation. */
  shakeCount: number
  /** Tracks an event: hands it to `onEvent` (and to analytics when on). Never throws. */
  track: (event: FoyerEvent) => void
  /**
   * Reports an error to the API's `POST /e` when analytics is on (at most 5 reports per 60 s, the
   * rest dropped, failures swallowed). `event` says where, e.g. `ERROR_FETCH_TRANSACTIONS`.
   */
  reportError: (error: unknown, event?: string) => void
  /** The API refused analytics with 403 (spec: shows Invalid App Configuration, once). */
  analyticsForbidden: boolean
  /** The element that had focus when the modal was opened; focus returns there on close. */
  returnFocus: RefObject<HTMLElement | null>
  /** The send form's state, shared by the Send views and `useSendToken`. */
  sendForm: SendFormStore
}

/** Context of one `FoyerProvider`. Each provider has its own state: no module-level singletons. */
export const FoyerContext = createContext<FoyerContextValue | undefined>(undefined)

/** Reads the nearest `FoyerProvider`, failing loudly when there is none. */
export function useFoyerContext(): FoyerContextValue {
  const context = useContext(FoyerContext)
  if (!context) throw new Error('Foyer hooks and <ConnectModal/> must be used inside <FoyerProvider>.')
  return context
}
