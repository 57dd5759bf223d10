import { createContext, useContext, type ComponentType, type Dispatch, type RefObject } from 'react'
import type { ModalAction, ModalState } from '../src/router/modalReducer'
import type { ThemeMode, ThemeVariables } from '../styles/themes'

/** Options a `FoyerProvider` passes down to the modal and hooks. */
export type FoyerOptions = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables | undefined
  /** Base URL of Foyer's API (`services/api`). */
  apiUrl: string
  /** Project id sent to the API with every call. */
  projectId: string
}

/** What `FoyerProvider` shares: its options and its own modal reducer. */
export type FoyerContextValue = {
  options: FoyerOptions
  modal: ModalState
  dispatch: Dispatch<ModalAction>
  /** Starts loading the modal's code (idempotent). */
  prefetchModal: () => void
  /** The modal's code once loaded (see `prefetchModal`). */
  modalModule: { ModalRoot: ComponentType } | undefined
  /** The element that had focus when the modal was opened; focus returns there on close. */
  returnFocus: RefObject<HTMLElement | null>
}

/** Context of one `FoyerProvider`. Each provider has its own state: no module-level singletons. */
export const FoyerContext = createContext<FoyerContextValue | undefined>(undefined)

/** Reads the nearest `FoyerProvider`, failing loudly when there is none. */
export function useFoyerContext(): FoyerContextValue {
  const context = useContext(FoyerContext)
  if (!context) throw new Error('Foyer hooks and <ConnectModal/> must be used inside <FoyerProvider>.')
  return context
}
