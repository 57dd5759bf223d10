import { resolveOpenRoute, type OpenContext } from './openingRules'
import type { Route } from './views'

/** State of one modal: whether it is open and its history stack (the current route is the last entry). */
export type ModalState = {
  open: boolean
  history: readonly Route[]
  /**
   * The namespace `open()` asked for, when it may differ from the active one: the modal switches to
   * it without asking (where the active namespace is known).
   */
  switchNamespace?: string | undefined
}

/** Actions the modal reducer understands. */
export type ModalAction =
  | { type: 'open'; context: OpenContext }
  | { type: 'push'; route: Route }
  | { type: 'replace'; route: Route }
  | { type: 'reset'; route: Route }
  | { type: 'back'; isConnected: boolean }
  | { type: 'close' }

const connectRoute: Route = { view: 'Connect' }

/** The state a modal starts in: closed, on Connect. */
export const initialModalState: ModalState = { open: false, history: [connectRoute] }

/** The route on top of the history stack. */
export function currentRoute(state: ModalState): Route {
  return state.history[state.history.length - 1] ?? connectRoute
}

/**
 * The modal's history as a pure reducer, with its back and close rules:
 * going back with one entry closes; going back to Connect while connected shows
 * Account; closing resets to Connect.
 */
export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open': {
      const { route, switchNamespace } = resolveOpenRoute(action.context)
      return switchNamespace ? { open: true, history: [route], switchNamespace } : { open: true, history: [route] }
    }
    case 'push': {
      const top = currentRoute(state)
      if (top.view === action.route.view && top.data === action.route.data) return state
      return { ...state, history: [...state.history, action.route] }
    }
    case 'replace':
      return { ...state, history: [...state.history.slice(0, -1), action.route] }
    case 'reset':
      return { ...state, history: [action.route] }
    case 'back': {
      if (state.history.length <= 1) return initialModalState
      const history = state.history.slice(0, -1)
      const top = history[history.length - 1]
      if (top?.view === 'Connect' && action.isConnected) {
        return { ...state, history: [...history.slice(0, -1), { view: 'Account' }] }
      }
      return { ...state, history }
    }
    case 'close':
      return initialModalState
  }
}
