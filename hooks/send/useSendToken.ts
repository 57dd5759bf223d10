import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { Address } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, type SendTransactionError, type SendValidationError } from '../../src/errors/sendErrors'
import { amountInputText, maxSendAmount, parseSendAmount, sanitizeAmountInput } from '../../src/send/sendAmount'
import { toSendToken, type SendToken } from '../../src/send/sendToken'
import { validateSend } from '../../src/send/validateSend'
import { useTokenBalances } from '../account/useTokenBalances'
import { sendTokenTransfer, type SendTokenResult } from './sendTokenTransfer'
import { useSendFee, type SendFee } from './useSendFee'
import { useSendForm } from './useSendForm'
import { useSendReceiver, type SendReceiver } from './useSendReceiver'

/** Return type of {@link useSendToken}. */
export type UseSendTokenReturnType = {
  /** Tokens the account holds on the active chain (from `useTokenBalances`). */
  tokens: readonly SendToken[]
  /** Whether the token list is loading, failed or ready. */
  tokensStatus: 'pending' | 'error' | 'success'
  /** The picked token; `undefined` until one is picked. */
  token: SendToken | undefined
  /** The amount as typed (sanitised: digits and one point, at most the token's decimals). */
  amount: string
  /** The amount in the token's smallest unit; `undefined` while empty, zero or invalid. */
  value: bigint | undefined
  /** The receiver field as typed (an address or a name). */
  receiverInput: string
  /** The receiver: resolved address, profile name and avatar, status. */
  receiver: SendReceiver
  /**
   * The first problem of the form ('An amount and receiver address are required', 'A token is
   * required', or the balance: for the native currency the amount plus the network fee must fit);
   * `undefined` when it can be sent.
   */
  error: SendValidationError | undefined
  /** The estimated network fee, once the form is valid. */
  fee: SendFee | undefined
  feeStatus: 'pending' | 'error' | 'success'
  /** The chain's native currency price in USD, when the balances know it. */
  nativePrice: number | undefined
  /** Whether Max can fill the amount (a token is picked and, for the native currency, the gas price is known). */
  canSetMax: boolean
  setToken(token: SendToken | string | undefined): void
  setAmount(text: string): void
  setReceiver(text: string): void
  /** Fills the amount with the whole balance, less gas headroom for the native currency. */
  setMax(): void
  /**
   * Validates and sends; resolves with the mined transaction. The form is reset afterwards.
   * @throws {SendValidationError} when the form is not complete (nothing is sent).
   * @throws {SendTransactionError} when the wallet declines (`rejected`) or the transaction fails.
   */
  send(): Promise<SendTokenResult>
  /** `pending` from the wallet request until the receipt. */
  status: 'idle' | 'pending' | 'success' | 'error'
  /** The last sent transaction: hash and explorer link. */
  result: SendTokenResult | undefined
  sendError: SendTransactionError | SendValidationError | null
  /** Empties the form and forgets the last send. */
  reset(): void
}

// Queries a sent transfer makes stale: balances (token and native) and history, whoever owns them.
// What a send changes: the balances (both sources), the native balance and the history. Named
// exactly, rather than matched by pattern, so a new query cannot be refreshed by accident.
const accountDataQueries = ['foyer.tokenBalances', 'foyer.nativeBalance', 'foyer.transactionHistory'] as const

/**
 * The send flow (spec sections 3 and 4) for the connected account on the active chain: the form
 * (token, amount, receiver address or name), its validation with the spec's messages, the
 * network fee, and `send()` through the wallet (native currency or ERC-20 `transfer`). The form is
 * shared by every caller under the same FoyerProvider (the Send views included),
 * and is reset after a send and whenever the active chain or account changes.
 *
 * @example
 * const sendForm = useSendToken()
 * sendForm.setToken(sendForm.tokens[0])
 * sendForm.setAmount('1.5')
 * sendForm.setReceiver('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
 * if (!sendForm.error) {
 *   const { hash, explorerUrl } = await sendForm.send()
 * }
 */
export function useSendToken(): UseSendTokenReturnType {
  const config = useConfig()
  const queryClient = useQueryClient()
  const { address, chainId } = useConnection()
  const form = useSendForm({ address, chainId })
  const balances = useTokenBalances({ address, chainId })

  const tokens = useMemo(
    () => (balances.data?.balances ?? []).flatMap((balance) => toSendToken(balance) ?? []).filter((token) => token.chainId === chainId),
    [balances.data, chainId],
  )
  const token = tokens.find((candidate) => candidate.id === form.values.tokenId)
  const native = tokens.find((candidate) => candidate.address === undefined)
  const value = parseSendAmount(form.values.amount, token?.decimals ?? 18)
  const receiver = useSendReceiver(form.values.receiver)
  const formError = validateSend({ token, amount: form.values.amount, receiverAddress: receiver.address })
  const fee = useSendFee({ chainId, from: address, token, to: receiver.address, value, estimate: formError === undefined })
  // The native currency pays its own gas: the amount plus the fee must fit in the balance.
  const nativeShort =
    formError === undefined &&
    token?.address === undefined &&
    token !== undefined &&
    value !== undefined &&
    (fee.insufficientFunds || (fee.fee !== undefined && value + fee.fee.value > token.balance))
  const error = nativeShort ? new SendAmountExceedsBalanceError({ amount: value, balance: token.balance }) : formError

  const mutation = useMutation<SendTokenResult, SendTransactionError | SendValidationError, { token: SendToken; value: bigint; to: Address; from: Address }>({
    mutationFn: (transfer) => sendTokenTransfer(config, transfer),
    // Recorded in the shared form, not only in this hook: the view that sent may be gone (the
    // embedded wallet's approval replaces it) when the send settles.
    onMutate: () => form.setOutcome({ status: 'pending' }),
    onSuccess: (result) => {
      form.setOutcome({ status: 'success', result })
      for (const name of accountDataQueries) void queryClient.invalidateQueries({ queryKey: [name] })
    },
    onError: (error) => form.setOutcome({ status: 'error', error }),
  })

  // The spec: the form is reset when the active network changes (useSendForm drops the old form;
  // the last send's state goes too).
  const { reset: resetMutation } = mutation
  const scope = useRef({ address, chainId })
  useEffect(() => {
    if (scope.current.address === address && scope.current.chainId === chainId) return
    scope.current = { address, chainId }
    resetMutation()
  }, [address, chainId, resetMutation])

  const { update } = form
  const setToken = useCallback(
    (next: SendToken | string | undefined) => {
      const picked = typeof next === 'string' ? tokens.find((candidate) => candidate.id === next) : next
      // Keep the amount, cut to the new token's decimals.
      update((values) => ({ tokenId: picked?.id, amount: picked ? sanitizeAmountInput(values.amount, picked.decimals) : values.amount }))
    },
    [tokens, update],
  )
  const setAmount = useCallback(
    (text: string) =>
      update((values) => ({ amount: sanitizeAmountInput(text, tokens.find((candidate) => candidate.id === values.tokenId)?.decimals ?? 18) })),
    [tokens, update],
  )
  const setReceiver = useCallback((text: string) => update({ receiver: text }), [update])
  const canSetMax = Boolean(token && (token.address !== undefined || fee.gasPrice !== undefined))
  const setMax = useCallback(() => {
    if (!token || !canSetMax) return
    const max = maxSendAmount({ balance: token.balance, native: token.address === undefined, maxFeePerGas: fee.gasPrice })
    update({ amount: amountInputText(max, token.decimals) })
  }, [canSetMax, fee.gasPrice, token, update])

  const { mutateAsync } = mutation
  const send = useCallback(async () => {
    // Without an error every part is there; the second check only narrows the types (and covers a lost connection).
    if (error) throw error
    if (!token || value === undefined || !receiver.address || !address) throw new SendAmountAndReceiverRequiredError({ missing: ['amount', 'receiver'] })
    return mutateAsync({ token, value, to: receiver.address, from: address })
  }, [address, error, mutateAsync, receiver.address, token, value])

  const reset = useCallback(() => {
    form.reset()
    resetMutation()
  }, [form, resetMutation])

  return {
    tokens,
    tokensStatus: balances.status,
    token,
    amount: form.values.amount,
    value,
    receiverInput: form.values.receiver,
    receiver,
    error,
    fee: fee.fee,
    feeStatus: fee.status,
    nativePrice: native && native.price > 0 ? native.price : undefined,
    canSetMax,
    setToken,
    setAmount,
    setReceiver,
    setMax,
    send,
    status: form.outcome?.status ?? 'idle',
    result: form.outcome?.status === 'success' ? (form.outcome.result as SendTokenResult) : undefined,
    sendError: form.outcome?.status === 'error' ? (form.outcome.error as SendTransactionError | SendValidationError) : null,
    reset,
  }
}
