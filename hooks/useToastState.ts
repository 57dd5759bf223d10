import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { toastLifetimeMs, toastReducer, toastSwapDelayMs, type ToastMessage, type ToastState, type ToastVariant } from '../src/toast/toastReducer'

/** What a provider exposes about its toast. */
export type ToastApi = {
  state: ToastState
  showToast: (variant: ToastVariant, message: ToastMessage) => void
  hideToast: () => void
}

/**
 * Owns one provider's toast: runs the pure reducer and its two timers (the
 * 150 ms swap, and the lifetime of success and error toasts).
 */
export function useToastState(): ToastApi {
  const [state, dispatch] = useReducer(toastReducer, { phase: 'idle' })
  const nextId = useRef(0)

  useEffect(() => {
    if (state.phase === 'leaving') {
      const timer = setTimeout(() => dispatch({ type: 'swap' }), toastSwapDelayMs)
      return () => clearTimeout(timer)
    }
    if (state.phase === 'shown' && state.toast.variant !== 'loading') {
      const timer = setTimeout(() => dispatch({ type: 'hide' }), toastLifetimeMs)
      return () => clearTimeout(timer)
    }
    return undefined
  }, [state])

  const showToast = useCallback((variant: ToastVariant, message: ToastMessage) => {
    nextId.current += 1
    dispatch({ type: 'show', toast: { id: nextId.current, variant, message } })
  }, [])
  const hideToast = useCallback(() => dispatch({ type: 'hide' }), [])
  return useMemo(() => ({ state, showToast, hideToast }), [state, showToast, hideToast])
}
