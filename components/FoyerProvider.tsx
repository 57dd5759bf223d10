import { useCallback, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import { FoyerContext, type FoyerContextValue } from '../hooks/foyerContext'
import { initialModalState, modalReducer } from '../src/router/modalReducer'
import type { ThemeMode, ThemeVariables } from '../styles/themes'
import { loadModal, type ModalModule } from './loadModal'

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
}

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
}: FoyerProviderProps) {
  const [modal, dispatch] = useReducer(modalReducer, initialModalState)
  const returnFocus = useRef<HTMLElement | null>(null)
  // The modal's module once loaded, held as state so <ConnectModal/> renders it directly: a
  // React.lazy boundary would show its fallback first, and React then holds the content back ~300 ms.
  const [modalModule, setModalModule] = useState<ModalModule>()
  const prefetchModal = useCallback(() => {
    loadModal().then(setModalModule, () => undefined)
  }, [])
  const value = useMemo<FoyerContextValue>(
    () => ({ options: { themeMode, themeVariables, apiUrl, projectId }, modal, dispatch, prefetchModal, modalModule, returnFocus }),
    [themeMode, themeVariables, apiUrl, projectId, modal, prefetchModal, modalModule],
  )
  return <FoyerContext.Provider value={value}>{children}</FoyerContext.Provider>
}
