import type { MessageKey } from '../i18n/en'
/** Toast variants. */
export type ToastVariant = 'loading' | 'success' | 'error'

/** One toast. `id` tells two toasts with the same text apart. */
/**
 * A toast's text: already translated, or a catalogue key the modal translates when it shows it (so
 * code that runs at page load need not bundle the catalogue).
 */
export type ToastMessage = string | { key: MessageKey }

export type Toast = { id: number; variant: ToastVariant; message: ToastMessage }

/** Where the toast area is: nothing, a toast on screen, or a toast leaving (with the next one waiting). */
export type ToastState = { phase: 'idle' } | { phase: 'shown'; toast: Toast } | { phase: 'leaving'; toast: Toast; next: Toast | undefined }

/** Actions of {@link toastReducer}. */
export type ToastAction = { type: 'show'; toast: Toast } | { type: 'hide' } | { type: 'swap' }

/** Time a leaving toast takes before the next one shows, so two messages never overlap. */
export const toastSwapDelayMs = 150

/** How long success and error toasts stay; loading stays until replaced. */
export const toastLifetimeMs = 4_000

/**
 * The toast rule as a pure reducer: a new message while one is open first
 * closes the old one, and the new one shows after {@link toastSwapDelayMs}
 * (the `swap` action, which the owner dispatches after that delay).
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show':
      if (state.phase === 'idle') return { phase: 'shown', toast: action.toast }
      return { phase: 'leaving', toast: state.toast, next: action.toast }
    case 'hide':
      return state.phase === 'shown'
        ? { phase: 'leaving', toast: state.toast, next: undefined }
        : state.phase === 'leaving'
          ? { ...state, next: undefined }
          : state
    case 'swap':
      if (state.phase !== 'leaving') return state
      return state.next ? { phase: 'shown', toast: state.next } : { phase: 'idle' }
  }
}
