import { useEffect, useRef, useState } from 'react'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useSendToken } from '../../../hooks/send/useSendToken'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatUsd } from '../../../src/account/formatAmounts'
import { SendTransactionError } from '../../../src/errors/sendErrors'
import { formatSendAmount, usdValue } from '../../../src/send/formatSendAmount'
import { Button } from '../../ui/Button'
import { LabelledAddress } from '../../ui/LabelledAddress'
import { NetworkImage } from '../../ui/NetworkImage'
import { Spinner } from '../../ui/Spinner'
import { SendSuccess } from './SendSuccess'
import * as styles from './WalletSendPreviewView.css'

// The fee's currency while the network is unknown (it always is known once an account is).
const fallbackCurrency = { eip155: { symbol: 'ETH', decimals: 18 }, solana: { symbol: 'SOL', decimals: 9 }, bip122: { symbol: 'BTC', decimals: 8 } } as const

/**
 * WalletSendPreview, on the namespace the modal shows: the amount, token, receiver, network and the
 * network fee (native currency and USD when the price is known; estimated on EVM; on Bitcoin the
 * fee rate in sat/vB as well), then Send. While the wallet asks, a loading toast; afterwards a
 * success toast and the result with the explorer link, or the reason it failed with the form kept.
 */
export function WalletSendPreviewView() {
  const t = useTranslate()
  const { dispatch, toast, shake } = useFoyerActions()
  const options = useFoyerOptions()
  const sendForm = useSendToken()
  const [failure, setFailure] = useState<'rejected' | 'failed' | undefined>()
  const sendButton = useRef<HTMLButtonElement>(null)
  const { token, value, receiver, fee, status, result, network } = sendForm
  const to = receiver.address
  const ready = sendForm.error === undefined && token !== undefined && value !== undefined && to !== undefined

  // The form went away under the preview (the network changed, or another tab sent it): back to editing.
  useEffect(() => {
    if (!ready && status === 'idle') dispatch({ type: 'replace', route: { view: 'WalletSend' } })
  }, [dispatch, ready, status])

  // The button was disabled while the wallet asked, which drops focus: give it back with the reason.
  useEffect(() => {
    if (failure && status !== 'pending') sendButton.current?.focus()
  }, [failure, status])

  if (status === 'success' && result) return <SendSuccess result={result} explorerName={network?.blockExplorers?.default?.name} />
  if (!ready || !token || value === undefined || !to) return null

  const amountText = `${formatSendAmount(value, token.decimals)} ${token.symbol}`
  const amountUsd = usdValue(value, token.decimals, token.price)
  const native = network?.nativeCurrency ?? fallbackCurrency[sendForm.namespace]
  const feeUsd = fee ? usdValue(fee.value, native.decimals, sendForm.nativePrice) : undefined
  const pending = status === 'pending'

  async function onSend() {
    setFailure(undefined)
    toast.showToast('loading', t('send.sendingToast', { amount: amountText }))
    try {
      await sendForm.send()
      toast.showToast('success', t('send.sentToast', { amount: amountText }))
    } catch (error) {
      const rejected = error instanceof SendTransactionError && error.rejected
      setFailure(rejected ? 'rejected' : 'failed')
      toast.showToast('error', t(rejected ? 'send.rejected' : 'error.An error occurred'))
      shake()
    }
  }

  return (
    <div className={styles.root} data-namespace={sendForm.namespace}>
      <p className={styles.muted}>{t('send.youSend')}</p>
      <p className={styles.amount} dir="ltr" data-testid="foyer-send-preview-amount">
        {amountText}
      </p>
      {amountUsd !== undefined && (
        <p className={styles.muted} dir="ltr">
          ≈ {formatUsd(amountUsd, options.locale)}
        </p>
      )}
      <dl className={styles.details}>
        <dt className={styles.term}>{t('send.receiver')}</dt>
        <dd className={styles.value}>
          {receiver.profile?.name && <span>{receiver.profile.name}</span>}
          {receiver.name && !receiver.profile?.name && <span>{receiver.name}</span>}
          <span className={styles.mono} dir="ltr" title={to} data-testid="foyer-send-preview-receiver">
            <LabelledAddress address={to} />
          </span>
        </dd>
        <dt className={styles.term}>{t('send.network')}</dt>
        <dd className={styles.value}>
          <span className={styles.inline}>
            {network && <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} size={18} />}
            <span data-testid="foyer-send-preview-network">{network?.name ?? t('account.unknownNetwork')}</span>
          </span>
        </dd>
        <dt className={styles.term}>{t('send.fee')}</dt>
        <dd className={styles.value} data-testid="foyer-send-preview-fee">
          {fee ? (
            <>
              <span dir="ltr">{`${formatSendAmount(fee.value, native.decimals)} ${native.symbol}`}</span>
              {feeUsd !== undefined && (
                <span className={styles.secondary} dir="ltr">
                  ≈ {formatUsd(feeUsd, options.locale)}
                </span>
              )}
              {'feeRate' in fee && (
                <span className={styles.secondary} dir="ltr" data-testid="foyer-send-preview-fee-rate">
                  {`${fee.feeRate} sat/vB`}
                </span>
              )}
            </>
          ) : sendForm.feeStatus === 'error' ? (
            t('send.feeUnavailable')
          ) : (
            <span className={styles.inline} role="status">
              <Spinner size={12} /> {t('send.feeEstimating')}
            </span>
          )}
        </dd>
      </dl>
      {failure && !pending && (
        <p className={styles.errorText} role="alert" data-testid="foyer-send-failure">
          {t(failure === 'rejected' ? 'send.rejected' : 'error.An error occurred')}
        </p>
      )}
      <Button
        ref={sendButton}
        variant="accent"
        className={styles.fullWidth}
        onClick={onSend}
        disabled={pending}
        aria-busy={pending || undefined}
        data-foyer-autofocus=""
      >
        {pending ? (
          <>
            <Spinner size={14} /> {t('send.confirmInWallet')}
          </>
        ) : (
          t('send.send')
        )}
      </Button>
    </div>
  )
}
