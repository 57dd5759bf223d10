import { useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { CheckIcon } from '../../ui/icons'
import * as styles from '../WalletSendPreview/WalletSendPreviewView.css'

/** Props of {@link SwapSuccess}. */
export type SwapSuccessProps = {
  hash: Hash
  /** What was paid and what the quote gave for it, e.g. `'10 USDC'` and `'≈ 0.0033 ETH'`. */
  paid: string
  received: string
  explorerUrl: string | undefined
  explorerName: string | undefined
  /** Empties the form before going back to Account. */
  onDone: () => void
}

/** The mined swap: what was swapped, the hash, the explorer link when the chain has one, and the way back. */
export function SwapSuccess({ hash, paid, received, explorerUrl, explorerName, onDone }: SwapSuccessProps) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const back = useRef<HTMLButtonElement>(null)
  // The view stays the same, so the modal does not move focus by itself: the result takes it.
  useEffect(() => back.current?.focus(), [])
  return (
    <div className={styles.success} data-testid="foyer-swap-success">
      <span className={styles.successMark} aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 className={styles.heading}>{t('swap.done')}</h3>
      <p className={styles.muted}>
        <span dir="ltr">{t('swap.doneDescription', { paid, received })}</span>
      </p>
      <p className={styles.muted}>
        {t('swap.transaction')}{' '}
        <span className={styles.mono} dir="ltr" title={hash} data-testid="foyer-swap-hash">
          {shortenAddress(hash, 6, 6)}
        </span>
      </p>
      {explorerUrl && (
        <a className={styles.link} href={explorerUrl} target="_blank" rel="noreferrer noopener">
          {t('swap.viewOnExplorer', { explorer: explorerName ?? new URL(explorerUrl).host })}
        </a>
      )}
      <Button
        ref={back}
        className={styles.fullWidth}
        variant="accent"
        onClick={() => {
          onDone()
          dispatch({ type: 'reset', route: { view: 'Account' } })
        }}
      >
        {t('swap.backToAccount')}
      </Button>
    </div>
  )
}
