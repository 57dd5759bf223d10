import { useId, useState, type FormEvent } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { AuthErrorText } from '../../../../src/auth/authErrorText'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { AuthErrorMessage } from './AuthErrorMessage'
import * as styles from './authForm.css'

/** Props of {@link CodeForm}. */
export type CodeFormProps = {
  /** Tells the user where the code went. */
  prompt: string
  pending: boolean
  error: AuthErrorText | undefined
  onSubmit(code: string): void
}

/**
 * A 6-digit one-time code field with its Verify button. Submits by itself once 6 digits are typed
 * or pasted (digits only are kept), so the common case needs no extra click.
 */
export function CodeForm({ prompt, pending, error, onSubmit }: CodeFormProps) {
  const t = useTranslate()
  const [code, setCode] = useState('')
  const inputId = useId()
  const errorId = useId()

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, 6)
    setCode(digits)
    if (digits.length === 6 && !pending) onSubmit(digits)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit(code)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{prompt}</p>
      <label className={styles.label} htmlFor={inputId}>
        {t('auth.codeLabel')}
      </label>
      <input
        id={inputId}
        className={styles.codeInput}
        value={code}
        onChange={(event) => change(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-foyer-autofocus=""
        data-testid="foyer-otp"
      />
      <AuthErrorMessage error={error} id={errorId} />
      <Button variant="accent" type="submit" disabled={pending}>
        {pending && <Spinner size={16} />}
        {pending ? t('auth.verifying') : t('auth.verify')}
      </Button>
    </form>
  )
}
