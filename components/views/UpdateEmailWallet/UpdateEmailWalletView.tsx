import { useState } from 'react'
import { useAuthConnector } from '../../../hooks/auth/useAuthConnector'
import { useUpdateEmail } from '../../../hooks/auth/useUpdateEmail'
import { useTranslate } from '../../../hooks/useTranslate'
import { Spinner } from '../../ui/Spinner'
import { AuthErrorMessage } from '../EmailLogin/partials/AuthErrorMessage'
import { CodeForm } from '../EmailLogin/partials/CodeForm'
import { EmailForm } from '../EmailLogin/partials/EmailForm'
import * as styles from '../EmailLogin/partials/authForm.css'

/**
 * UpdateEmailWallet: the new address, then the code sent to the current address, then the code sent
 * to the new one; then it waits (polling every second) until the wallet reports the new e-mail.
 */
export function UpdateEmailWalletView() {
  const t = useTranslate()
  const auth = useAuthConnector()
  const { step, newEmail, pending, error, submit } = useUpdateEmail()
  const [value, setValue] = useState('')
  const current = auth?.currentUser()?.email ?? ''

  if (step === 'email') {
    return (
      <EmailForm
        label={t('auth.newEmailLabel')}
        value={value}
        onChange={setValue}
        onSubmit={(email) => void submit(email)}
        error={error}
        pending={pending}
        submitLabel={t('auth.continue')}
        autoFocus
        testId="foyer-update-email"
      />
    )
  }
  if (step === 'primary' || step === 'secondary') {
    const prompt = step === 'primary' ? t('auth.primaryCode', { email: current }) : t('auth.secondaryCode', { email: newEmail ?? '' })
    return (
      <div data-testid="foyer-update-email" data-step={step}>
        <CodeForm key={step} prompt={prompt} pending={pending} error={error} onSubmit={(code) => void submit(code)} />
      </div>
    )
  }
  return (
    <div className={styles.qrWrap} data-testid="foyer-update-email" data-step={step} role="status">
      {step === 'confirming' ? <Spinner size={24} /> : null}
      <p className={styles.hint}>{step === 'done' ? t('auth.emailUpdated') : t('auth.verifying')}</p>
      <AuthErrorMessage error={error} />
    </div>
  )
}
