import { useState } from 'react'
import { useEmailCapture } from '../../../hooks/emailCapture/useEmailCapture'
import { useFoyerModal, useFoyerOptions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { currentRoute } from '../../../src/router/modalReducer'
import { Button } from '../../ui/Button'
import { visuallyHidden } from '../../ui/ui.css'
import { CodeForm } from '../EmailLogin/partials/CodeForm'
import { EmailForm } from '../EmailLogin/partials/EmailForm'
import * as styles from '../EmailLogin/partials/authForm.css'

/**
 * DataCapture (e-mail capture, on when the project's remote `emailCapture` flag is): after a connect,
 * asks the user for an e-mail address (pre-filled from the route or the provider's `captureEmail`),
 * verifies it with an 8-character code and stores it for the project. Skip leaves without one. Either way
 * the flow moves on to sign-in with the wallet when that applies.
 */
export function DataCaptureView() {
  const modal = useFoyerModal()
  const route = currentRoute(modal)
  const { captureEmail } = useFoyerOptions()
  const initial = (route.view === 'DataCapture' ? route.data?.email : undefined) ?? captureEmail ?? ''
  return <DataCaptureSteps initialEmail={initial} />
}

function DataCaptureSteps({ initialEmail }: { initialEmail: string }) {
  const t = useTranslate()
  const capture = useEmailCapture(initialEmail)
  const [value, setValue] = useState(initialEmail)
  return (
    <div className={styles.section} data-testid="foyer-data-capture" data-step={capture.step}>
      {capture.step === 'email' ? (
        <>
          <p className={styles.hint}>{t('dataCapture.description')}</p>
          <EmailForm
            label={t('auth.emailLabel')}
            placeholder={t('auth.emailPlaceholder')}
            value={value}
            onChange={setValue}
            onSubmit={(email) => void capture.start(email)}
            error={capture.error}
            pending={capture.pending}
            submitLabel={capture.pending ? t('auth.sending') : t('auth.continue')}
            autoFocus
            testId="foyer-data-capture-email"
          />
        </>
      ) : (
        <>
          <CodeForm
            prompt={t('auth.otpSentTo', { email: capture.email })}
            pending={capture.pending}
            error={capture.error}
            onSubmit={(code) => void capture.verify(code)}
          />
          <Button className={styles.fullWidth} disabled={capture.pending || capture.resendIn > 0} onClick={() => void capture.resend()}>
            {capture.resendIn > 0 ? t('auth.resendIn', { seconds: capture.resendIn }) : t('auth.resend')}
          </Button>
          <Button className={styles.fullWidth} disabled={capture.pending} onClick={capture.changeEmail}>
            {t('dataCapture.changeEmail')}
          </Button>
        </>
      )}
      <Button className={styles.fullWidth} disabled={capture.pending} onClick={capture.skip} data-testid="foyer-data-capture-skip">
        {t('dataCapture.skip')}
      </Button>
      <span role="status" className={visuallyHidden}>
        {capture.step === 'code' ? t('auth.otpSentTo', { email: capture.email }) : ''}
      </span>
    </div>
  )
}
