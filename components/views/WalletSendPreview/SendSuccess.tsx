import { useEffect, useRef } from 'react'
import type { SendTokenResult } from '../../../hooks/send/sendTokenTransfer'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { formatSendAmount } from '../../../src/send/formatSendAmount'
import { Button } from '../../ui/Button'
import { CheckIcon } from '../../ui/icons'
import * as styles from './WalletSendPreviewView.css'

/** The mined send: what went where, the explorer link when the chain has an explorer, and the way back. */
export function SendSuccess({
  result,
  explorerName,
}: {
  /** The sent transfer; another namespace's hash (a Solana signature) and receiver are plain strings. */
  result: Pick<SendTokenResult, 'value' | 'explorerUrl'> & { hash: string; to: string; token: Pick<SendTokenResult['token'], 'decimals' | 'symbol'> }
  explorerName: string | undefined
}) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const back = useRef<HTMLButtonElement>(null)
  // The view stays the same, so the modal does not move focus by itself: the result takes it.
  useEffect(() => back.current?.focus(), [])
  const amount = `${formatSendAmount(result.value, result.token.decimals)} ${result.token.symbol}`
  return (
    <div className={styles.success} data-testid="foyer-send-success">
      <span className={styles.successMark} aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 className={styles.heading}>{t('send.sent')}</h3>
      <p className={styles.muted}>
        <span dir="ltr">{t('send.sentDescription', { amount, receiver: shortenAddress(result.to) })}</span>
      </p>
      <p className={styles.muted}>
        {t('send.transaction')}{' '}
        <span className={styles.mono} dir="ltr" title={result.hash} data-testid="foyer-send-hash">
          {shortenAddress(result.hash, 6, 6)}
        </span>
      </p>
      {result.explorerUrl && (
        <a className={styles.link} href={result.explorerUrl} target="_blank" rel="noreferrer noopener">
          {t('send.viewOnExplorer', { explorer: explorerName ?? new URL(result.explorerUrl).host })}
        </a>
      )}
      <Button ref={back} className={styles.fullWidth} variant="accent" onClick={() => dispatch({ type: 'reset', route: { view: 'Account' } })}>
        {t('send.backToAccount')}
      </Button>
    </div>
  )
}
