import { useId, useRef, useState, type FormEvent } from 'react'
import { formatUnits } from 'viem'
import { useChains, useConnection } from 'wagmi'
import { useFoyerActions } from '../../../hooks/foyerContext'
import type { SwapTokenInfo } from '../../../src/api/convertApi'
import { useSwap } from '../../../hooks/swap/useSwap'
import { useSwapBalances } from '../../../hooks/swap/useSwapBalances'
import { useSwapFee } from '../../../hooks/swap/useSwapFee'
import { useTranslate } from '../../../hooks/useTranslate'
import type { MessageKey } from '../../../src/i18n/en'
import { formatSwapAmount } from '../../../src/swap/swapAmounts'
import { Button } from '../../ui/Button'
import { IconButton } from '../../ui/IconButton'
import { Spinner } from '../../ui/Spinner'
import { SlippageSetting } from './partials/SlippageSetting'
import { swapErrorKey } from './partials/swapErrorKey'
import { isHighPriceImpact, SwapQuoteDetails } from './partials/SwapQuoteDetails'
import { SwapSide } from './partials/SwapSide'
import * as styles from './SwapView.css'

function FlipIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 2.5v11M5 13.5L2.5 11M5 13.5L7.5 11M11 13.5v-11M11 2.5L8.5 5M11 2.5L13.5 5"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * Swap: the token to pay and the token to receive (each picked from the chain's swap tokens, with
 * the account's balances and a search), an amount on either side (the quote fills the other), flip,
 * the quote's rate, price impact, minimum received and network fee, the slippage, then Review. A
 * missing part or a balance too low shows inline once Review is pressed, with focus on the field.
 */
export function SwapView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const swap = useSwap()
  const { address, chainId, chain } = useConnection()
  const chains = useChains()
  const native = (chain ?? chains.find((candidate) => candidate.id === chainId))?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const { balances } = useSwapBalances(swap.tokens)
  const userAddress = address && chainId !== undefined ? `eip155:${chainId}:${address}` : undefined
  const fee = useSwapFee(swap, chainId, userAddress)
  const [attempted, setAttempted] = useState(false)
  const errorId = useId()
  const warningId = useId()
  const fromRef = useRef<HTMLInputElement>(null)
  const toRef = useRef<HTMLInputElement>(null)
  const { from, to, quote, side } = swap

  if (swap.tokensError) {
    return (
      <p className={styles.warning} role="alert" data-testid="foyer-swap-error">
        {t(swapErrorKey(swap.tokensError))}
      </p>
    )
  }
  if (swap.tokens.length === 0) {
    if (chainId === undefined) return null
    return swap.tokensStatus === 'success' ? (
      <p className={styles.status} data-testid="foyer-swap-empty">
        {t('swap.noTokens')}
      </p>
    ) : (
      <p className={styles.status} role="status">
        <Spinner size={14} /> {t('swap.tokensLoading')}
      </p>
    )
  }

  const fromText = side === 'exactIn' ? swap.amount : quote && from ? formatUnits(BigInt(quote.fromAmount), from.decimals) : ''
  const toText = side === 'exactOut' ? swap.amount : quote && to ? formatSwapAmount(BigInt(quote.toAmount), to.decimals) : ''
  const spend = quote ? BigInt(quote.fromAmount) : undefined
  const fromBalance = from ? balances.get(from.address.toLowerCase()) : undefined
  const overBalance = spend !== undefined && fromBalance !== undefined && spend > fromBalance
  const amountMissing = swap.amount === '' || Number(swap.amount) === 0
  // The first problem, in the order the form reads; shown once Review was pressed (the balance at once).
  const problem: MessageKey | undefined =
    !from || !to
      ? 'swap.selectTokens'
      : amountMissing
        ? 'swap.enterAmount'
        : swap.quoteError
          ? 'swap.quoteFailed'
          : overBalance
            ? 'swap.insufficientBalance'
            : undefined
  const shownProblem = problem && (attempted || problem === 'swap.insufficientBalance' || problem === 'swap.quoteFailed') ? problem : undefined
  const typedRef = side === 'exactIn' ? fromRef : toRef

  function pick(which: 'from' | 'to', token: SwapTokenInfo) {
    const other = which === 'from' ? to : from
    // Picking the other side's token swaps the two, rather than a pair of the same token.
    if (other?.address === token.address) swap.flip()
    else if (which === 'from') swap.setFrom(token)
    else swap.setTo(token)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (!problem && quote) {
      dispatch({ type: 'push', route: { view: 'SwapPreview' } })
      return
    }
    if (problem === 'swap.enterAmount' || problem === 'swap.insufficientBalance' || problem === 'swap.quoteFailed') typedRef.current?.focus()
  }

  const quoting = !amountMissing && from !== undefined && to !== undefined && swap.quoteStatus !== 'success' && !swap.quoteError
  // Each side's amount is typed on one side and quoted on the other: the typed side shows the problem, the other waits.
  const sideProps = (which: 'from' | 'to') => {
    const typed = which === 'from' ? 'exactIn' : 'exactOut'
    return {
      ref: which === 'from' ? fromRef : toRef,
      side: which,
      amount: which === 'from' ? fromText : toText,
      onAmount: which === 'from' ? swap.setAmount : swap.setAmountOut,
      token: which === 'from' ? from : to,
      tokens: swap.tokens,
      balances,
      onToken: (token: SwapTokenInfo) => pick(which, token),
      busy: side !== typed && quoting,
      errorId: shownProblem && side === typed && problem !== 'swap.selectTokens' ? errorId : undefined,
    }
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('view.Swap.title')}>
      <SwapSide {...sideProps('from')} autoFocus />
      <div className={styles.flipRow}>
        <IconButton className={styles.flipButton} label={t('swap.flip')} icon={<FlipIcon />} onClick={swap.flip} disabled={!from && !to} />
      </div>
      <SwapSide {...sideProps('to')} />
      {quoting && (
        <p className={styles.status} role="status" data-testid="foyer-swap-quoting">
          <Spinner size={14} /> {t('swap.quoteLoading')}
        </p>
      )}
      {quote && from && to && !swap.quoteError && (
        <SwapQuoteDetails from={from} to={to} quote={quote} side={side} slippage={swap.slippage} fee={fee} native={native} warningId={warningId} />
      )}
      <SlippageSetting slippage={swap.slippage} onChange={swap.setSlippage} />
      {shownProblem && (
        <p className={styles.warning} id={errorId} role="alert" data-testid="foyer-swap-error">
          {t(shownProblem)}
        </p>
      )}
      <Button type="submit" variant="accent" className={styles.fullWidth} aria-describedby={isHighPriceImpact(quote) ? warningId : undefined}>
        {t('swap.review')}
      </Button>
    </form>
  )
}
