import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { isSolanaAddress } from '../../src/chains/addressFormats'
import type { CaipNetwork } from '../../src/chains/network'
import { explorerUrl } from '../../src/chains/solanaChains'
import { userRejectedCode } from '../../src/errors/connectErrors'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTransactionError, type SendValidationError } from '../../src/errors/sendErrors'
import { amountInputText, parseSendAmount, sanitizeAmountInput } from '../../src/send/sendAmount'
import { toSolanaSendToken, type SolanaSendToken } from '../../src/send/solanaSendToken'
import { validateSend } from '../../src/send/validateSend'
import { accountApiScope } from '../account/accountApiScope'
import { useFoyerOptions } from '../foyerContext'
import { useSendForm } from '../send/useSendForm'
import { solanaTokenBalancesQueryOptions } from './solanaAccountQueries'
import { useSolanaNamespace } from './useSolanaNamespace'

/** Solana's fee per signature, in lamports; a transfer has one (the sender's). */
export const solanaSignatureFee = 5_000n

/** The receiver of a Solana send: a base58 address (32 to 44 characters) or nothing usable. */
export type SolanaSendReceiver = {
  status: 'empty' | 'invalid' | 'resolved'
  address: string | undefined
  /** Solana sends take no names. */
  name: undefined
  profile: undefined
}

/** A sent (and confirmed) Solana transfer. */
export type SolanaSendResult = {
  /** The transaction signature (base58). */
  hash: string
  /** The transaction on the network's explorer; `undefined` when it lists none. */
  explorerUrl: string | undefined
  token: SolanaSendToken
  value: bigint
  to: string
}

/** Return type of {@link useSolanaSendToken}: the EVM send flow's shape, for SOL and SPL tokens. */
export type UseSolanaSendTokenReturnType = {
  tokens: readonly SolanaSendToken[]
  tokensStatus: 'pending' | 'error' | 'success'
  token: SolanaSendToken | undefined
  amount: string
  value: bigint | undefined
  receiverInput: string
  receiver: SolanaSendReceiver
  /** The form's first problem, as for EVM; for SOL the amount plus the fee must fit the balance. */
  error: SendValidationError | undefined
  /** The network fee in lamports (one signature). */
  fee: { value: bigint }
  /** The active Solana network. */
  network: CaipNetwork | undefined
  nativePrice: number | undefined
  canSetMax: boolean
  setToken(token: SolanaSendToken | string | undefined): void
  setAmount(text: string): void
  setReceiver(text: string): void
  setMax(): void
  send(): Promise<SolanaSendResult>
  status: 'idle' | 'pending' | 'success' | 'error'
  result: SolanaSendResult | undefined
  sendError: SendTransactionError | SendValidationError | null
  reset(): void
}

// A send changes these: token balances, the SOL balance and the history.
const accountDataQueries = ['foyer.tokenBalances', 'foyer.nativeBalance', 'foyer.transactionHistory'] as const

/** Wallet adapters keep the wallet's own error as `error`; others chain `cause`. */
function isRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if ((current as { code?: unknown }).code === userRejectedCode) return true
    current = (current as { error?: unknown }).error ?? (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Reads the receiver field of a Solana send: a base58 address of 32 to 44 characters, nothing, or
 * something unusable ('Invalid address').
 *
 * @example
 * solanaReceiver(' Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU ').status // 'resolved'
 */
export function solanaReceiver(input: string): SolanaSendReceiver {
  const text = input.trim()
  if (text === '') return { status: 'empty', address: undefined, name: undefined, profile: undefined }
  return isSolanaAddress(text) ? { status: 'resolved', address: text, name: undefined, profile: undefined } : { status: 'invalid', address: undefined, name: undefined, profile: undefined }
}

/**
 * The send flow for the connected Solana account on the active Solana network: the tokens it holds
 * (SOL and SPL, from Foyer's API), the form shared with the EVM flow's store (reset when the account
 * or network changes, and after a send), validation with the same messages, and `send()` through
 * the namespace adapter, which creates the receiver's token account when it has none. A confirmed
 * send refreshes balances and activity.
 *
 * @example
 * const sendForm = useSolanaSendToken()
 * sendForm.setToken(sendForm.tokens.find((token) => token.symbol === 'USDC'))
 * sendForm.setAmount('1.5')
 * sendForm.setReceiver('GtZ6sqZsEk1i5KWYUuTFLHMqsjCSJLBDg2TJwyBwVFNF')
 * if (!sendForm.error) await sendForm.send()
 */
export function useSolanaSendToken(): UseSolanaSendTokenReturnType {
  const queryClient = useQueryClient()
  const options = useFoyerOptions()
  const { adapter, state } = useSolanaNamespace()
  const network = state.caipNetwork
  const address = state.status === 'connected' ? state.accounts[0]?.address : undefined
  const chainId = network?.caipNetworkId
  const form = useSendForm({ address, chainId })
  const balances = useQuery(solanaTokenBalancesQueryOptions(accountApiScope(options), { address, caipNetworkId: chainId }))

  const tokens = useMemo(
    () => (balances.data?.balances ?? []).flatMap((balance) => toSolanaSendToken(balance) ?? []).filter((token) => token.chainId === chainId),
    [balances.data, chainId],
  )
  const token = tokens.find((candidate) => candidate.id === form.values.tokenId)
  const native = tokens.find((candidate) => candidate.mint === undefined)
  const value = parseSendAmount(form.values.amount, token?.decimals ?? 9)
  const receiver = useMemo(() => solanaReceiver(form.values.receiver), [form.values.receiver])
  const formError = validateSend({ token, amount: form.values.amount, receiverAddress: receiver.address })
  const fee = solanaSignatureFee
  // SOL pays its own fee: the amount plus the fee must fit in the balance.
  const nativeShort = formError === undefined && token !== undefined && token.mint === undefined && value !== undefined && value + fee > token.balance
  const error = nativeShort ? new SendAmountExceedsBalanceError({ amount: value, balance: token.balance }) : formError

  const mutation = useMutation<SolanaSendResult, SendTransactionError | SendValidationError, { token: SolanaSendToken; value: bigint; to: string }>({
    mutationFn: async ({ token: sent, value: amount, to }) => {
      if (!adapter) throw new SendTransactionError({ rejected: false, cause: new Error('No Solana account is connected.') })
      let signature: string
      try {
        signature = await adapter.sendToken({ to, amount, token: sent.mint })
      } catch (cause) {
        throw new SendTransactionError({ rejected: isRejection(cause), cause })
      }
      return { hash: signature, explorerUrl: explorerUrl(network, signature, 'tx'), token: sent, value: amount, to }
    },
    // Recorded in the shared form, not only in this hook: the view that sent may be gone (the
    // embedded wallet's approval replaces it) when the send settles.
    onMutate: () => form.setOutcome({ status: 'pending' }),
    onSuccess: (result) => {
      form.setOutcome({ status: 'success', result })
      for (const name of accountDataQueries) void queryClient.invalidateQueries({ queryKey: [name] })
    },
    onError: (error) => form.setOutcome({ status: 'error', error }),
  })

  // A new account or network starts a new flow: the last send's state goes with the old form.
  const { reset: resetMutation } = mutation
  const scope = useRef({ address, chainId })
  useEffect(() => {
    if (scope.current.address === address && scope.current.chainId === chainId) return
    scope.current = { address, chainId }
    resetMutation()
  }, [address, chainId, resetMutation])

  const { update } = form
  const setToken = useCallback(
    (next: SolanaSendToken | string | undefined) => {
      const picked = typeof next === 'string' ? tokens.find((candidate) => candidate.id === next) : next
      update((values) => ({ tokenId: picked?.id, amount: picked ? sanitizeAmountInput(values.amount, picked.decimals) : values.amount }))
    },
    [tokens, update],
  )
  const setAmount = useCallback(
    (text: string) => update((values) => ({ amount: sanitizeAmountInput(text, tokens.find((candidate) => candidate.id === values.tokenId)?.decimals ?? 9) })),
    [tokens, update],
  )
  const setReceiver = useCallback((text: string) => update({ receiver: text }), [update])
  const setMax = useCallback(() => {
    if (!token) return
    const max = token.mint === undefined ? (token.balance > fee ? token.balance - fee : 0n) : token.balance
    update({ amount: amountInputText(max, token.decimals) })
  }, [fee, token, update])

  const { mutateAsync } = mutation
  const send = useCallback(async () => {
    if (error) throw error
    if (!token || value === undefined || !receiver.address) throw new SendAmountAndReceiverRequiredError({ missing: ['amount', 'receiver'] })
    return mutateAsync({ token, value, to: receiver.address })
  }, [error, mutateAsync, receiver.address, token, value])

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
    fee: { value: fee },
    network,
    nativePrice: native && native.price > 0 ? native.price : undefined,
    canSetMax: token !== undefined,
    setToken,
    setAmount,
    setReceiver,
    setMax,
    send,
    status: form.outcome?.status ?? 'idle',
    result: form.outcome?.status === 'success' ? (form.outcome.result as SolanaSendResult) : undefined,
    sendError: form.outcome?.status === 'error' ? (form.outcome.error as SendTransactionError | SendValidationError) : null,
    reset,
  }
}
