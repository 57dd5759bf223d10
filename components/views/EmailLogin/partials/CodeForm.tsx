import { useId, useState, type FormEvent } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { AuthErrorText } from '../../../../src/auth/authErrorText'
import { ONE_TIME_CODE_LENGTH, normalizeOneTimeCode } from '../../../../src/protocol/oneTimeCode'
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
 * A one-time code field (8 characters, shown as mailed: `4KQ7-011Z`) with its Verify button. Takes
 * the code typed or pasted in any case, with spaces or a dash, and submits by itself once 8
 * characters are in, so the common case needs no extra click.
 */
export function CodeForm({ prompt, pending, error, onSubmit }: CodeFormProps) {
  const t = useTranslate()
  const [code, setCode] = useState('')
  const inputId = useId()
  const errorId = useId()

  function change(value: string) {
    // Only letters and digits are kept (the server reads O as 0 and I or L as 1 anyway).
    const typed = normalizeOneTimeCode(value)
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, ONE_TIME_CODE_LENGTH)
    setCode(typed)
    if (typed.length === ONE_TIME_CODE_LENGTH && !pending) onSubmit(typed)
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
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
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
