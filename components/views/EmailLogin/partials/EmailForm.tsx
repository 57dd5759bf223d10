import { useId, type FormEvent } from 'react'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import type { AuthErrorText } from '../../../../src/auth/authErrorText'
import { AuthErrorMessage } from './AuthErrorMessage'
import * as styles from './authForm.css'

/** Props of {@link EmailForm}. */
export type EmailFormProps = {
  /** The field's visible label. */
  label: string
  value: string
  onChange: (value: string) => void
  /** Called with the current value; the form does no validation of its own (the hook's does). */
  onSubmit: (value: string) => void
  /** Shown under the field and linked to it; nothing when undefined. */
  error: AuthErrorText | undefined
  /** Shows the spinner on the button. */
  pending: boolean
  /** Disables the button (e.g. also while a social sign-in runs). @default pending */
  disabled?: boolean
  /** The button's text. */
  submitLabel: string
  placeholder?: string | undefined
  /** Take the modal's initial focus (`data-foyer-autofocus`). @default false */
  autoFocus?: boolean
  /** `data-testid` of the form. */
  testId?: string | undefined
}

/** An e-mail field with its label, error and submit button, as on Connect and UpdateEmailWallet. */
export function EmailForm({
  label,
  value,
  onChange,
  onSubmit,
  error,
  pending,
  disabled = pending,
  submitLabel,
  placeholder,
  autoFocus = false,
  testId,
}: EmailFormProps) {
  const inputId = useId()
  const errorId = useId()
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit(value)
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={testId}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="email"
        autoComplete="email"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        dir="ltr"
        data-foyer-autofocus={autoFocus ? '' : undefined}
      />
      <AuthErrorMessage error={error} id={errorId} />
      <Button variant="accent" type="submit" disabled={disabled}>
        {pending && <Spinner size={16} />}
        {submitLabel}
      </Button>
    </form>
  )
}
