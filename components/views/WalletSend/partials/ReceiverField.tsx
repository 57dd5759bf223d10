import { forwardRef, useId } from 'react'
import type { SendReceiver } from '../../../../hooks/send/useSendReceiver'
import { useTranslate } from '../../../../hooks/useTranslate'
import { shortenAddress } from '../../../../src/format/shortenAddress'
import { Spinner } from '../../../ui/Spinner'
import * as styles from '../WalletSendView.css'

/** Props of {@link ReceiverField}. */
export type ReceiverFieldProps = {
  input: string
  /** What the field resolved to; another namespace's address is a plain string. */
  receiver: Pick<SendReceiver, 'status' | 'name' | 'profile'> & { address: string | undefined }
  onChange: (text: string) => void
  /** The receiver is missing or unusable (after a Preview attempt). */
  invalid: boolean
  /** Show why the typed text is unusable (after a blur or a Preview attempt). */
  showProblems: boolean
  onBlur: () => void
  errorId: string | undefined
  /** Shown when the text is unusable. @default 'Not a valid address or name' */
  invalidText?: string | undefined
  /** @default 'Address or name' */
  placeholder?: string | undefined
}

/**
 * The receiver: an address or a name. Below it, what it resolved to (the name's address, the
 * address's profile name and avatar), 'Resolving name…', or why it cannot be used.
 */
export const ReceiverField = forwardRef<HTMLInputElement, ReceiverFieldProps>(function ReceiverField(
  { input, receiver, onChange, invalid, showProblems, onBlur, errorId, invalidText, placeholder },
  ref,
) {
  const t = useTranslate()
  const id = useId()
  const statusId = `${id}-status`
  const problem =
    showProblems && receiver.status === 'invalid'
      ? (invalidText ?? t('send.invalidReceiver'))
      : receiver.status === 'unresolved'
        ? t('error.Error resolving name')
        : undefined
  const describedBy = [problem || receiver.status === 'resolving' || receiver.address ? statusId : undefined, invalid ? errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {t('send.receiver')}
      </label>
      <input
        ref={ref}
        id={id}
        className={[styles.input, styles.mono, styles.fullWidth].join(' ')}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        placeholder={placeholder ?? t('send.receiverPlaceholder')}
        value={input}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid || Boolean(problem) || undefined}
        aria-describedby={describedBy || undefined}
      />
      <div id={statusId} aria-live="polite">
        {problem ? (
          <p className={styles.fieldError}>{problem}</p>
        ) : receiver.status === 'resolving' ? (
          <p className={styles.hint}>
            <Spinner size={12} /> {t('send.resolving')}
          </p>
        ) : receiver.address && (receiver.profile || receiver.name) ? (
          <p className={styles.profile} data-testid="foyer-send-receiver-profile">
            {receiver.profile?.avatar && <img className={styles.avatar} src={receiver.profile.avatar} alt="" />}
            {receiver.profile?.name && <span>{receiver.profile.name}</span>}
            <span className={styles.mono} dir="ltr" title={receiver.address}>
              {shortenAddress(receiver.address)}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  )
})
