import { useEffect, useId, useRef } from 'react'
import type { Hash } from 'viem'
import { useChains, useConnection } from 'wagmi'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { explorerTxUrl } from '../../../hooks/send/sendTokenTransfer'
import type { SwapQuoteInfo, SwapTokenInfo } from '../../../src/api/convertApi'
import { useSwap } from '../../../hooks/swap/useSwap'
import { useSwapFee } from '../../../hooks/swap/useSwapFee'
import { useTranslate } from '../../../hooks/useTranslate'
import type { MessageKey } from '../../../src/i18n/en'
import { formatSwapAmount, maximumSold } from '../../../src/swap/swapAmounts'
import { Button } from '../../ui/Button'
import { NetworkImage } from '../../ui/NetworkImage'
import { Spinner } from '../../ui/Spinner'
import * as previewStyles from '../WalletSendPreview/WalletSendPreviewView.css'
import { swapErrorKey } from './partials/swapErrorKey'
import { isHighPriceImpact, SwapQuoteDetails } from './partials/SwapQuoteDetails'
import { SwapSuccess } from './SwapSuccess'
import * as styles from './SwapView.css'

/**
 * SwapPreview: what will be paid and received, the quote's details and the network, then the
 * wallet requests: Approve first, only while the router may not spend enough of the token, then
 * Swap. While the wallet asks, the button says so; a rejection or failure shows why and leaves
 * everything as it was, to try again; the mined swap shows with its explorer link.
 */
export function SwapPreviewView() {
  const t = useTranslate()
  const { dispatch, toast, shake } = useFoyerActions()
  const swap = useSwap()
  const { address, chainId, chain } = useConnection()
  const chains = useChains()
  const network = chain ?? chains.find((candidate) => candidate.id === chainId)
  const userAddress = address && chainId !== undefined ? `eip155:${chainId}:${address}` : undefined
  const fee = useSwapFee(swap, chainId, userAddress)
  const warningId = useId()
  const action = useRef<HTMLButtonElement>(null)
  const { from, to, quote, side, status, needsApproval, batched } = swap
  // A wallet that takes atomic batches approves and swaps in one request: no separate Approve step.
  const approveFirst = needsApproval && !batched
  const ready = from !== undefined && to !== undefined && swap.amount !== '' && Number(swap.amount) > 0
  const pending = status === 'approving' || status === 'swapping'
  // From the hook's shared state, not this view's: an approval shown in the modal (the embedded
  // wallet) replaces this view while it asks, and the view that comes back must show the outcome.
  const failure: MessageKey | undefined = status === 'error' && swap.error ? swapErrorKey(swap.error) : undefined
  const done = status === 'success' && swap.hash && swap.swappedQuote && from && to ? swapSummary(swap.hash, swap.swappedQuote, from, to, side) : undefined

  // The form went away under the preview (the network or account changed): back to editing.
  useEffect(() => {
    if (!ready && !done && !pending) dispatch({ type: 'replace', route: { view: 'Swap' } })
  }, [dispatch, ready, done, pending])

  // The button was disabled while the wallet asked, which drops focus: give it back (Swap after an
  // approval, or the same button with the reason after a failure).
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && !pending) action.current?.focus()
    wasPending.current = pending
  }, [pending])

  if (done) {
    return (
      <SwapSuccess
        hash={done.hash}
        paid={done.paid}
        received={done.received}
        explorerUrl={explorerTxUrl(network, done.hash)}
        explorerName={network?.blockExplorers?.default.name}
        onDone={() => swap.setAmount('')}
      />
    )
  }
  if (!ready || !from || !to) return null
  if (!quote) {
    return swap.quoteError ? (
      <p className={styles.warning} role="alert" data-testid="foyer-swap-failure">
        {t(swapErrorKey(swap.quoteError) === 'error.An error occurred' ? 'swap.quoteFailed' : swapErrorKey(swap.quoteError))}
      </p>
    ) : (
      <p className={styles.status} role="status">
        <Spinner size={14} /> {t('swap.quoteLoading')}
      </p>
    )
  }

  const paid = `${formatSwapAmount(BigInt(quote.fromAmount), from.decimals)} ${from.symbol}`
  const received = `${formatSwapAmount(BigInt(quote.toAmount), to.decimals)} ${to.symbol}`
  const approval = side === 'exactIn' ? BigInt(quote.fromAmount) : maximumSold(BigInt(quote.fromAmount), swap.slippage)
  const native = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }

  async function onAction() {
    const approving = approveFirst
    try {
      if (approving) {
        await swap.approve()
        toast.showToast('success', t('swap.approvedToast', { symbol: from!.symbol }))
        return
      }
      toast.showToast('loading', t('swap.swappingToast', { amount: paid }))
      await swap.swap()
      toast.showToast('success', t('swap.swappedToast', { amount: paid }))
    } catch (error) {
      const key = swapErrorKey(error)
      toast.showToast('error', t(key))
      shake()
    }
  }

  return (
    <div className={previewStyles.root}>
      <p className={previewStyles.muted}>{t('swap.youPay')}</p>
      <p className={previewStyles.amount} dir="ltr" data-testid="foyer-swap-preview-pay">
        {paid}
      </p>
      <p className={previewStyles.muted}>{t('swap.youReceive')}</p>
      <p className={previewStyles.amount} dir="ltr" data-testid="foyer-swap-preview-receive">
        {side === 'exactIn' ? `≈ ${received}` : received}
      </p>
      <SwapQuoteDetails from={from} to={to} quote={quote} side={side} slippage={swap.slippage} fee={fee} native={native} warningId={warningId} />
      <dl className={styles.details}>
        <dt className={styles.term}>{t('swap.network')}</dt>
        <dd className={styles.value}>
          <span className={previewStyles.inline}>
            {chainId !== undefined && <NetworkImage caipNetworkId={`eip155:${chainId}`} name={network?.name ?? ''} size={18} />}
            <span data-testid="foyer-swap-preview-network">{network?.name ?? t('account.unknownNetwork')}</span>
          </span>
        </dd>
      </dl>
      {needsApproval && approval !== undefined && (
        <p className={styles.hint} data-testid="foyer-swap-approve-step">
          <span dir="ltr">
            {t(batched ? 'swap.approveInBatch' : 'swap.approveStep', { amount: `${formatSwapAmount(approval, from.decimals)} ${from.symbol}` })}
          </span>
        </p>
      )}
      {failure && !pending && (
        <p className={styles.warning} role="alert" data-testid="foyer-swap-failure">
          {t(failure)}
        </p>
      )}
      <Button
        ref={action}
        variant="accent"
        className={previewStyles.fullWidth}
        onClick={onAction}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-describedby={isHighPriceImpact(quote) ? warningId : undefined}
        data-foyer-autofocus=""
      >
        {pending ? (
          <>
            <Spinner size={14} /> {t(status === 'approving' ? 'swap.approving' : 'swap.swapping')}
          </>
        ) : approveFirst ? (
          t('swap.approve', { symbol: from.symbol })
        ) : (
          t('swap.swap')
        )}
      </Button>
    </div>
  )
}

/** What the success screen shows of a mined swap: paid and received at the quote it was sent with. */
function swapSummary(hash: Hash, quote: SwapQuoteInfo, from: SwapTokenInfo, to: SwapTokenInfo, side: 'exactIn' | 'exactOut') {
  const paid = `${formatSwapAmount(BigInt(quote.fromAmount), from.decimals)} ${from.symbol}`
  const received = `${formatSwapAmount(BigInt(quote.toAmount), to.decimals)} ${to.symbol}`
  return { hash, paid, received: side === 'exactIn' ? `≈ ${received}` : received }
}
