import { useTranslate } from '../../hooks/useTranslate'
import type { ToastState } from '../../src/toast/toastReducer'
import { Spinner } from '../ui/Spinner'
import { CheckIcon, CloseIcon } from '../ui/icons'
import * as styles from './ModalParts.css'

/** The modal's toast: loading, success or error, announced politely (errors assertively). */
export function ToastView({ state }: { state: ToastState }) {
  const t = useTranslate()
  const toast = state.phase === 'idle' ? undefined : state.toast
  return (
    <div className={styles.toastArea}>
      {/* The live region stays mounted so screen readers hear each new message. */}
      <div role={toast?.variant === 'error' ? 'alert' : 'status'} aria-live={toast?.variant === 'error' ? 'assertive' : 'polite'}>
        {toast && (
          <div key={toast.id} className={styles.toast} data-phase={state.phase} data-variant={toast.variant} data-testid="foyer-toast">
            <span className={styles.toastDot[toast.variant]} aria-hidden="true">
              {toast.variant === 'loading' ? <Spinner size={14} /> : toast.variant === 'success' ? <CheckIcon /> : <CloseIcon />}
            </span>
            <span>{typeof toast.message === 'string' ? toast.message : t(toast.message.key)}</span>
          </div>
        )}
      </div>
    </div>
  )
}
