import { useId, useRef, useState, type FormEvent } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useSendToken } from '../../../hooks/send/useSendToken'
import { useTranslate } from '../../../hooks/useTranslate'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTokenRequiredError } from '../../../src/errors/sendErrors'
import { Button } from '../../ui/Button'
import { AmountField } from './partials/AmountField'
import { ReceiverField } from './partials/ReceiverField'
import { sendErrorKey } from './partials/sendErrorKey'
import { TokenPicker } from './partials/TokenPicker'
import * as styles from './WalletSendView.css'

/**
 * WalletSend, on the namespace the modal shows: pick a token, type the amount (Max leaves the fee,
 * gas headroom on EVM, for the native currency) and the receiver (an address or, on EVM, a name;
 * on Solana a base58 address, on Bitcoin an address of the active network, 'Invalid address'
 * otherwise), then Preview. Problems show inline with
 * the catalogue's texts once Preview is pressed, and focus goes to the first field at fault.
 */
export function WalletSendView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const sendForm = useSendToken()
  const [attempted, setAttempted] = useState(false)
  const [receiverTouched, setReceiverTouched] = useState(false)
  const errorId = useId()
  const tokenRef = useRef<HTMLInputElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const receiverRef = useRef<HTMLInputElement>(null)

  const { error } = sendForm
  const missing = error instanceof SendAmountAndReceiverRequiredError ? error.missing : []
  const overBalance = error instanceof SendAmountExceedsBalanceError

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (!error) {
      dispatch({ type: 'push', route: { view: 'WalletSendPreview' } })
      return
    }
    if (missing.includes('amount')) amountRef.current?.focus()
    else if (missing.includes('receiver')) receiverRef.current?.focus()
    else if (error instanceof SendTokenRequiredError) tokenRef.current?.focus()
    else amountRef.current?.focus()
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('view.WalletSend.title')} data-namespace={sendForm.namespace}>
      <TokenPicker
        ref={tokenRef}
        tokens={sendForm.tokens}
        status={sendForm.tokensStatus}
        selectedId={sendForm.token?.id}
        onSelect={sendForm.setToken}
        invalid={attempted && error instanceof SendTokenRequiredError}
        errorId={errorId}
      />
      <AmountField
        ref={amountRef}
        form={sendForm}
        invalid={(attempted && missing.includes('amount')) || overBalance}
        overBalance={overBalance}
        errorId={errorId}
      />
      <ReceiverField
        ref={receiverRef}
        input={sendForm.receiverInput}
        receiver={sendForm.receiver}
        onChange={sendForm.setReceiver}
        invalid={attempted && missing.includes('receiver')}
        showProblems={attempted || receiverTouched}
        onBlur={() => setReceiverTouched(true)}
        errorId={errorId}
        {...(sendForm.namespace !== 'eip155' ? { invalidText: t('send.invalidAddress'), placeholder: t('send.receiverPlaceholderAddress') } : {})}
      />
      {attempted && error && !overBalance && (
        <p className={styles.formError} id={errorId} role="alert" data-testid="foyer-send-error">
          {t(sendErrorKey(error))}
        </p>
      )}
      <Button type="submit" variant="accent" className={styles.fullWidth}>
        {t('send.preview')}
      </Button>
    </form>
  )
}
