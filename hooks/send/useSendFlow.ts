import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { CaipNetwork } from '../../src/chains/network'
import {
  SendAmountAndReceiverRequiredError,
  SendAmountExceedsBalanceError,
  type SendTransactionError,
  type SendValidationError,
} from '../../src/errors/sendErrors'
import { amountInputText, parseSendAmount, sanitizeAmountInput } from '../../src/send/sendAmount'
import type { SendTokenDisplay } from '../../src/send/sendToken'
import { validateSend } from '../../src/send/validateSend'
import { invalidateAccountData } from '../account/invalidateAccountData'
import { useFoyerActions } from '../foyerContext'
import type { SendFlowResult } from './sendFormStore'
import type { SendFormValues, useSendForm } from './useSendForm'

/** What differs between the namespaces' send flows: their tokens, receivers, fees and results. */
export type SendFlowTypes = {
  namespace: 'eip155' | 'solana' | 'bip122'
  token: SendTokenDisplay & { chainId: number | string }
  receiver: { status: string; address: string | undefined; name: string | undefined; profile: { name: string | null; avatar: string | null } | undefined }
  fee: { value: bigint }
  result: SendFlowResult
}

/** The form's reading: the picked token, the amount in its smallest unit, and the first problem. */
export type SendDraft<Token> = { token: Token | undefined; value: bigint | undefined; formError: SendValidationError | undefined }

/** What a namespace gives the send flow, read for the form's current values. Internal. */
export type SendFlowParts<T extends SendFlowTypes> = {
  namespace: T['namespace']
  network: CaipNetwork | undefined
  tokens: readonly T['token'][]
  tokensStatus: 'pending' | 'error' | 'success'
  receiver: T['receiver']
  draft: SendDraft<T['token']>
  fee: T['fee'] | undefined
  feeStatus: 'pending' | 'error' | 'success'
  /** The node would not estimate the send because the amount plus the fee exceed the balance. */
  insufficientFunds: boolean
  /** What Max fills in for the picked token; `undefined` while it cannot be known yet. */
  maxAmount: bigint | undefined
  /** The decimals a typed amount is cut to while no token is picked. */
  defaultDecimals: number
  /** Whether the token is the network's own currency (which pays the fee). */
  isNative(token: T['token']): boolean
  /** Sends and waits for the network's confirmation; throws `SendTransactionError`. */
  transfer(transfer: { token: T['token']; value: bigint; to: NonNullable<T['receiver']['address']> }): Promise<T['result']>
  /** Whether a stored result is this namespace's (the form store is shared by all of them). */
  isResult(result: SendFlowResult): result is T['result']
}

/** The send flow of one namespace as `useSendToken` returns it. */
export type SendFlow<T extends SendFlowTypes> = {
  /** The namespace the flow sends on: the one the modal shows (`eip155` unless Solana or Bitcoin is active). */
  namespace: T['namespace']
  /** The active network of that namespace. */
  network: CaipNetwork | undefined
  /** Tokens the account holds on the active network (from Foyer's API or the wallet). */
  tokens: readonly T['token'][]
  /** Whether the token list is loading, failed or ready. */
  tokensStatus: 'pending' | 'error' | 'success'
  /** The picked token; `undefined` until one is picked. */
  token: T['token'] | undefined
  /** The amount as typed (sanitised: digits and one point, at most the token's decimals). */
  amount: string
  /** The amount in the token's smallest unit; `undefined` while empty, zero or invalid. */
  value: bigint | undefined
  /** The receiver field as typed (an address, or on EVM a name). */
  receiverInput: string
  /** The receiver: its address once usable, the name and profile on EVM, and its status. */
  receiver: T['receiver']
  /**
   * The first problem of the form ('An amount and receiver address are required', 'A token is
   * required', or the balance: for the native currency the amount plus the network fee must fit);
   * `undefined` when it can be sent.
   */
  error: SendValidationError | undefined
  /** The network fee in the native currency's smallest unit (estimated on EVM once the form is valid). */
  fee: T['fee'] | undefined
  feeStatus: 'pending' | 'error' | 'success'
  /** The native currency's price in USD, when the balances know it. */
  nativePrice: number | undefined
  /** Whether Max can fill the amount (a token is picked and, on EVM for the native currency, the gas price is known). */
  canSetMax: boolean
  /** Picks a token by id or as listed; the amount is kept, cut to its decimals. */
  setToken(token: SendTokenDisplay | string | undefined): void
  setAmount(text: string): void
  setReceiver(text: string): void
  /** Fills the amount with the whole balance, less the fee (gas headroom on EVM) for the native currency. */
  setMax(): void
  /**
   * Validates and sends; resolves with the confirmed transaction. The form is reset afterwards.
   * @throws {SendValidationError} when the form is not complete (nothing is sent).
   * @throws {SendTransactionError} when the wallet declines (`rejected`) or the transaction fails.
   */
  send(): Promise<T['result']>
  /** `pending` from the wallet request until the confirmation. */
  status: 'idle' | 'pending' | 'success' | 'error'
  /** The last sent transaction: hash (signature on Solana, txid on Bitcoin) and explorer link. */
  result: T['result'] | undefined
  sendError: SendTransactionError | SendValidationError | null
  /** Empties the form and forgets the last send. */
  reset(): void
}

/**
 * Reads the form for a namespace's tokens and receiver address.
 *
 * @example
 * readSendDraft({ tokenId: usdc.id, amount: '1.5', receiver }, [usdc], receiver, 18).value // 1_500_000n
 */
export function readSendDraft<Token extends SendTokenDisplay>(
  values: SendFormValues,
  tokens: readonly Token[],
  receiverAddress: string | undefined,
  defaultDecimals: number,
): SendDraft<Token> {
  const token = tokens.find((candidate) => candidate.id === values.tokenId)
  const value = parseSendAmount(values.amount, token?.decimals ?? defaultDecimals)
  return { token, value, formError: validateSend({ token, amount: values.amount, receiverAddress }) }
}

/**
 * The one send flow behind `useSendToken`, for any namespace: the shared form, validation with the
 * catalogue's messages (the native currency's fee included), Max, `send()` with its outcome recorded in
 * the provider's form store, and the account data refreshed after a send. What is particular to a
 * namespace comes in `parts`. Internal.
 */
export function useSendFlow<T extends SendFlowTypes>(form: ReturnType<typeof useSendForm>, parts: SendFlowParts<T>): SendFlow<T> {
  const queryClient = useQueryClient()
  const { reportFailure } = useFoyerActions()
  const { tokens, draft, fee, defaultDecimals, maxAmount, isResult } = parts
  const { token, value, formError } = draft
  const to: T['receiver']['address'] = parts.receiver.address
  // The native currency pays its own fee: the amount plus the fee must fit in the balance.
  const nativeShort =
    formError === undefined &&
    token !== undefined &&
    value !== undefined &&
    parts.isNative(token) &&
    (parts.insufficientFunds || (fee !== undefined && value + fee.value > token.balance))
  const error = nativeShort ? new SendAmountExceedsBalanceError({ amount: value, balance: token.balance }) : formError

  const mutation = useMutation<
    T['result'],
    SendTransactionError | SendValidationError,
    { token: T['token']; value: bigint; to: NonNullable<T['receiver']['address']> }
  >({
    mutationFn: (transfer) => parts.transfer(transfer),
    // Recorded in the shared form, not only in this hook: the view that sent may be gone (the
    // embedded wallet's approval replaces it) when the send settles.
    onMutate: () => form.setOutcome({ status: 'pending' }),
    onSuccess: (result) => {
      form.setOutcome({ status: 'success', result })
      void invalidateAccountData(queryClient, 'funds')
    },
    onError: (failure) => {
      form.setOutcome({ status: 'error', error: failure })
      // Categorized before `send()` rejects with it; a wallet's refusal (`rejected`) is not reported.
      reportFailure('send', failure)
    },
  })

  const { update } = form
  const setToken = useCallback(
    (next: SendTokenDisplay | string | undefined) => {
      const picked = typeof next === 'string' ? tokens.find((candidate) => candidate.id === next) : next
      // Keep the amount, cut to the new token's decimals.
      update((values) => ({ tokenId: picked?.id, amount: picked ? sanitizeAmountInput(values.amount, picked.decimals) : values.amount }))
    },
    [tokens, update],
  )
  const setAmount = useCallback(
    (text: string) =>
      update((values) => ({ amount: sanitizeAmountInput(text, tokens.find((candidate) => candidate.id === values.tokenId)?.decimals ?? defaultDecimals) })),
    [tokens, update, defaultDecimals],
  )
  const setReceiver = useCallback((text: string) => update({ receiver: text }), [update])
  const setMax = useCallback(() => {
    if (token && maxAmount !== undefined) update({ amount: amountInputText(maxAmount, token.decimals) })
  }, [maxAmount, token, update])

  const { mutateAsync, reset: resetMutation } = mutation
  const send = useCallback(async () => {
    if (error) throw error
    // Without an error every part is there; this only narrows the types.
    if (!token || value === undefined || to === undefined) throw new SendAmountAndReceiverRequiredError({ missing: ['amount', 'receiver'] })
    return mutateAsync({ token, value, to })
  }, [error, mutateAsync, to, token, value])

  const reset = useCallback(() => {
    form.reset()
    resetMutation()
  }, [form, resetMutation])

  const native = tokens.find((candidate) => parts.isNative(candidate))
  const { outcome } = form
  return {
    namespace: parts.namespace,
    network: parts.network,
    tokens,
    tokensStatus: parts.tokensStatus,
    token,
    amount: form.values.amount,
    value,
    receiverInput: form.values.receiver,
    receiver: parts.receiver,
    error,
    fee,
    feeStatus: parts.feeStatus,
    nativePrice: native && native.price > 0 ? native.price : undefined,
    canSetMax: token !== undefined && maxAmount !== undefined,
    setToken,
    setAmount,
    setReceiver,
    setMax,
    send,
    status: outcome?.status ?? 'idle',
    result: outcome?.status === 'success' && isResult(outcome.result) ? outcome.result : undefined,
    sendError: outcome?.status === 'error' ? outcome.error : null,
    reset,
  }
}
