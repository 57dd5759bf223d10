import { useRef } from 'react'
import { useAuthFrameOverlay } from '../../../hooks/auth/useAuthFrameOverlay'
import { useTranslate } from '../../../hooks/useTranslate'
import { Spinner } from '../../ui/Spinner'
import * as styles from '../EmailLogin/partials/authForm.css'

/**
 * ApproveTransaction: the host side of an unsafe request. What is signed, and the Approve and Reject
 * buttons, live in the login frame (the key's origin); this view reserves the area the frame is shown
 * over and explains it. The modal is non-modal while this view shows (see ModalRoot), so the frame
 * (outside the dialog's DOM) can take focus and clicks.
 */
export function ApproveTransactionView() {
  const t = useTranslate()
  const area = useRef<HTMLDivElement>(null)
  const visible = useAuthFrameOverlay(area)
  return (
    <div className={styles.section} data-testid="foyer-approve-transaction">
      <p className={styles.hint}>{t('auth.approveHint')}</p>
      <div ref={area} className={styles.frameArea} aria-busy={visible ? undefined : true} data-frame-visible={visible || undefined}>
        {!visible && (
          <>
            <Spinner size={24} />
            <span className={styles.hint}>{t('auth.approveWaiting')}</span>
          </>
        )}
      </div>
    </div>
  )
}
