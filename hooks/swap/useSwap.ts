import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { parseUnits, type Hash } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { BaseError } from '../../src/errors/BaseError'
import { errorMessages } from '../../src/errors/messages'
import { SwapNotReadyError } from '../../src/errors/swapErrors'
import { invalidateAccountData } from '../account/invalidateAccountData'
import { useFoyerActions, useFoyerApi } from '../foyerContext'
import { buildSwapApprove, buildSwapTransaction } from '../../src/api/convertApi'
import type { SwapQuoteInfo, SwapRequest, SwapTokenInfo } from '../../src/api/convertApi'
import { sendBuiltTransaction } from './sendBuiltTransaction'
import { sendSwapBatch } from './sendSwapBatch'
import { useSwapBatchSupport } from './useSwapBatchSupport'
import { useSwapForm } from './useSwapForm'
import { allSwapAllowancesQueryKey, swapAllowanceQueryOptions, swapQuoteQueryOptions, swapTokensQueryOptions } from './swapQueryOptions'

/** Parameters of {@link useSwap}. */
export type UseSwapParameters = {
  /**
   * How long the amount must stay unchanged before a quote is asked.
   * @default 300
   */
  debounceMs?: number
  /**
   * How often the quote is asked again while the hook is mounted.
   * @default 10_000
   */
  refreshMs?: number
}

/** Where a swap is: `approving` and `swapping` last from the wallet request until the receipt. */
export type SwapStatus = 'idle' | 'approving' | 'swapping' | 'success' | 'error'

/** Return type of {@link useSwap}. */
export type UseSwapReturnType = {
  /** Tokens offered on the connected chain; an error 'Network not supported for Swaps' where none are. */
  tokens: readonly SwapTokenInfo[]
  /** Why the tokens could not be listed: 'Network not supported for Swaps' where the API has no AMM. */
  tokensError: Error | null
  /** Whether the token list is loading, failed or ready (an empty ready list: nothing to swap). */
  tokensStatus: 'pending' | 'error' | 'success'
  /** The token to pay with. */
  from: SwapTokenInfo | undefined
  /** The token to receive. */
  to: SwapTokenInfo | undefined
  /** The amount as typed (e.g. `'10.5'`): of `from` when `side` is `exactIn`, of `to` when `exactOut`. */
  amount: string
  /** Which side the typed amount fixes; the quote gives the other. */
  side: 'exactIn' | 'exactOut'
  /** Slippage tolerance in percent. @default '1' */
  slippage: string
  /** The quote for the debounced amount, refreshed every `refreshMs`. */
  quote: SwapQuoteInfo | undefined
  /** `idle` until the pair and a positive amount are set. */
  quoteStatus: 'idle' | 'pending' | 'error' | 'success'
  /** Why the last quote failed (e.g. no liquidity for the pair). */
  quoteError: Error | null
  /** Whether the router must be allowed to spend `from` first (never for the native coin). */
  needsApproval: boolean
  /**
   * Whether `swap()` sends the needed approval and the swap together, as one atomic EIP-5792
   * `wallet_sendCalls` batch: the approval is needed and the wallet advertises atomic batches on
   * this chain. Otherwise `approve()` then `swap()` are two wallet requests.
   */
  batched: boolean
  /** Picks the token to pay with. */
  setFrom(token: SwapTokenInfo | undefined): void
  /** Picks the token to receive. */
  setTo(token: SwapTokenInfo | undefined): void
  /** Types the amount to pay (`side` becomes `exactIn`). */
  setAmount(text: string): void
  /** Types the amount to receive (`side` becomes `exactOut`). */
  setAmountOut(text: string): void
  /** Sets the slippage tolerance in percent, e.g. `'0.5'`. */
  setSlippage(percent: string): void
  /** Swaps `from` and `to` (the amount stays). */
  flip(): void
  /** Sends the approval of exactly what the swap may spend (for `exactOut`, the quote plus slippage) and waits for it. */
  approve(): Promise<Hash>
  /** Sends the swap (quoted output less the slippage at least, or it reverts) and waits for it; when `batched`, with the approval in the same wallet request. */
  swap(): Promise<Hash>
  /** Where the last approve or swap is. */
  status: SwapStatus
  /** The last approve or swap failure: the wallet's rejection (code 4001), an API error, a revert. */
  error: Error | null
  /** The last mined swap. */
  hash: Hash | undefined
  /** The quote the last swap was sent with (its success screen shows it). */
  swappedQuote: SwapQuoteInfo | undefined
}

/** The most an exact-output swap may spend: the quoted input plus the slippage (as the API bounds it). */
function maximumInput(quotedInput: bigint, slippage: string): bigint | undefined {
  if (!/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(slippage)) return undefined
  return (quotedInput * (10_000n + BigInt(Math.round(Number(slippage) * 100)))) / 10_000n
}

/** Whether a swap token is the chain's native coin (the API's 0xeeee… placeholder address). */
export const isNativeToken = (token: SwapTokenInfo | undefined): boolean =>
  token?.address.toLowerCase().endsWith('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') ?? false

/**
 * Headless swaps on the connected chain through Foyer's convert API: pick the pair and the amount,
 * read the debounced quote (refreshed while mounted), approve when the allowance is short, then swap;
 * both are wallet requests that resolve once mined. The form (pair, amount, slippage) is shared by
 * every caller under the same `<FoyerProvider>`, the modal's Swap views included, and is emptied when
 * the account or chain changes. Must be used inside `<FoyerProvider>`.
 *
 * @example
 * const swap = useSwap()
 * swap.setFrom(swap.tokens.find((token) => token.symbol === 'USDC'))
 * swap.setTo(swap.tokens.find((token) => token.symbol === 'ETH'))
 * swap.setAmount('10')
 * if (swap.needsApproval) await swap.approve()
 * await swap.swap()
 */
export function useSwap(parameters: UseSwapParameters = {}): UseSwapReturnType {
  const { debounceMs = 300, refreshMs = 10_000 } = parameters
  const api = useFoyerApi()
  const { reportFailure } = useFoyerActions()
  const config = useConfig()
  const queryClient = useQueryClient()
  const { address, chainId } = useConnection()
  // The form lives in the provider, so the Swap view, its preview and app code see the same one.
  const form = useSwapForm({ address, chainId })
  const { from, to, amount, side, slippage } = form.values
  // Starts at the stored amount: a view mounted on a filled form asks at once (the quote is cached).
  const [debounced, setDebounced] = useState(amount)
  // Kept in the provider's form store, so a view that remounts meanwhile still sees the swap pending.
  const { status, error, hash, quote: swappedQuote } = form.activity
  const { setActivity } = form

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(amount), debounceMs)
    return () => clearTimeout(timer)
  }, [amount, debounceMs])

  const tokensQuery = useQuery(swapTokensQueryOptions(api, chainId))
  const typedToken = side === 'exactIn' ? from : to
  const value = useMemo(() => {
    if (!typedToken || !/^[0-9]*\.?[0-9]*$/.test(debounced)) return undefined
    try {
      const parsed = parseUnits(debounced, typedToken.decimals)
      return parsed > 0n ? parsed : undefined
    } catch {
      return undefined
    }
  }, [debounced, typedToken])
  const userAddress = address && chainId ? `eip155:${chainId}:${address}` : undefined
  const fromAddress = from?.address
  const toAddress = to?.address
  // Kept while its values stay: the swap's callbacks depend on it.
  const request = useMemo<SwapRequest | undefined>(
    () => (fromAddress && toAddress && value && userAddress ? { userAddress, from: fromAddress, to: toAddress, amount: value, side } : undefined),
    [fromAddress, toAddress, value, userAddress, side],
  )

  const quoteQuery = useQuery(swapQuoteQueryOptions(api, request, refreshMs))
  // What the swap may spend: the typed input, or for an exact output the quoted input plus the slippage.
  const quote = request ? quoteQuery.data : undefined
  // The quoted route (its router is the spender): the allowance, approval and swap all name it.
  const route = quote?.id
  const allowanceQuery = useQuery(swapAllowanceQueryOptions(api, { tokenAddress: from?.address, userAddress, route }, isNativeToken(from)))
  const spend = side === 'exactIn' ? value : quote && maximumInput(BigInt(quote.fromAmount), slippage)
  const needsApproval = !isNativeToken(from) && spend !== undefined && (allowanceQuery.data === undefined || allowanceQuery.data < spend)
  const batchSupported = useSwapBatchSupport()
  const batched = needsApproval && batchSupported

  const run = useCallback(
    async (kind: 'approving' | 'swapping'): Promise<Hash> => {
      setActivity({ status: kind, error: null, ...(kind === 'swapping' ? { quote } : {}) })
      try {
        if (!request || chainId === undefined) throw new SwapNotReadyError({ reason: 'form' })
        if ((kind === 'approving' || batched) && spend === undefined) throw new SwapNotReadyError({ reason: 'quote' })
        let mined: Hash
        if (kind === 'swapping' && batched) {
          // The swap cannot be estimated before the approval exists: the wallet estimates each call in turn.
          const [approval, swapTx] = await Promise.all([
            buildSwapApprove({ ...api, ...request, amount: spend!, route }),
            buildSwapTransaction({ ...api, ...request, slippage, disableEstimate: true, route }),
          ])
          mined = await sendSwapBatch(config, chainId, [approval, swapTx])
        } else {
          const tx =
            kind === 'approving'
              ? await buildSwapApprove({ ...api, ...request, amount: spend!, route })
              : await buildSwapTransaction({ ...api, ...request, slippage, route })
          mined = await sendBuiltTransaction(config, chainId, tx)
        }
        await queryClient.invalidateQueries({ queryKey: allSwapAllowancesQueryKey() })
        if (kind === 'swapping') {
          setActivity({ status: 'success', hash: mined })
          // Both tokens' balances and the history changed: what is on screen asks again now.
          await invalidateAccountData(queryClient, 'funds')
        } else {
          setActivity({ status: 'idle' })
        }
        return mined
      } catch (failure) {
        const wrapped = failure instanceof Error ? failure : new BaseError(errorMessages.default, { cause: failure, docsPath: '/errors#swap' })
        setActivity({ status: 'error', error: wrapped })
        throw reportFailure('swap', wrapped)
      }
    },
    [request, spend, batched, chainId, config, queryClient, slippage, api, quote, route, setActivity, reportFailure],
  )

  return {
    tokens: tokensQuery.data ?? [],
    tokensError: tokensQuery.error,
    tokensStatus: tokensQuery.status,
    from,
    to,
    amount,
    side,
    slippage,
    quote,
    quoteStatus: request ? quoteQuery.status : 'idle',
    quoteError: request ? quoteQuery.error : null,
    needsApproval,
    batched,
    setFrom: (token) => form.update({ from: token }),
    setTo: (token) => form.update({ to: token }),
    setAmount: (text) => form.update({ amount: text, side: 'exactIn' }),
    setAmountOut: (text) => form.update({ amount: text, side: 'exactOut' }),
    setSlippage: (percent) => form.update({ slippage: percent }),
    flip: () => form.update((values) => ({ from: values.to, to: values.from })),
    approve: () => run('approving'),
    swap: () => run('swapping'),
    status,
    error,
    hash,
    swappedQuote,
  }
}
