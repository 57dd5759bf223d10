import { useId, useState, type FormEvent } from 'react'
import { useAuthConnector } from '../../../hooks/auth/useAuthConnector'
import { useUpdateEmail } from '../../../hooks/auth/useUpdateEmail'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { AuthErrorMessage } from '../EmailLogin/partials/AuthErrorMessage'
import { CodeForm } from '../EmailLogin/partials/CodeForm'
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
  const inputId = useId()
  const errorId = useId()
  const current = auth?.currentUser()?.email ?? ''

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void submit(value)
  }

  if (step === 'email') {
    return (
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="foyer-update-email">
        <label className={styles.label} htmlFor={inputId}>
          {t('auth.newEmailLabel')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          dir="ltr"
          data-foyer-autofocus=""
        />
        <AuthErrorMessage error={error} id={errorId} />
        <Button variant="accent" type="submit" disabled={pending}>
          {pending && <Spinner size={16} />}
          {t('auth.continue')}
        </Button>
      </form>
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
