import { createPublicClient, http } from 'viem'
import type { Address, Hex, PublicClient } from 'viem'
import { estimateFeesPerGas, estimateGas, getBlock, getTransactionCount } from 'viem/actions'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { FrameChain } from './frameConfig'
import { formatNative } from './formatNative'
import { frameTexts } from './frameTexts'
import type { TransactionRequest } from './signingRequest'

/** The fees of a {@link PreparedTransaction}: a legacy gas price or EIP-1559's two values. */
export type TransactionFees = { type: 'legacy'; gasPrice: bigint } | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/** A transaction with every field fixed: what the approval shows is exactly what is signed. */
export type PreparedTransaction = {
  chainId: number
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint
  nonce: number
} & TransactionFees

/**
 * Fills a transaction's gas limit, fees and nonce through the frame's own RPC for `chain` (never
 * the host's): a value the host set is kept (and shown), a missing one is estimated. The nonce is
 * the sender's pending count; fees follow the chain (EIP-1559 when its latest block has a base fee).
 *
 * @throws the RPC's error (e.g. an estimation that reverts), before anything is shown.
 * @example
 * const prepared = await prepareTransaction({ to, value: 1n }, { chain, from: address })
 */
export async function prepareTransaction(
  transaction: TransactionRequest,
  { chain, from, signal }: { chain: FrameChain; from: Address; signal?: AbortSignal | undefined },
): Promise<PreparedTransaction> {
  // No viem chain: the estimates below use viem's defaults (a fifth on top of the base fee or gas
  // price), which is all a chain definition would give them; the chain id is the frame's own.
  const client = createPublicClient({
    transport: http(chain.rpcUrl, { retryCount: 0, fetchOptions: { credentials: 'omit', ...(signal ? { signal } : {}) } }),
  })
  const { to, value = 0n, data } = transaction
  const [gas, nonce, fees] = await Promise.all([
    transaction.gas ?? estimateGas(client, { account: from, to, value, data }),
    transaction.nonce ?? getTransactionCount(client, { address: from, blockTag: 'pending' }),
    fillFees(client, transaction),
  ])
  return { chainId: chain.id, to, value, data, gas, nonce, ...fees }
}

type Client = PublicClient

async function fillFees(client: Client, transaction: TransactionRequest): Promise<TransactionFees> {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction
  // A host that names a gas price gets a legacy transaction at that price (valid on every chain).
  if (gasPrice !== undefined) return { type: 'legacy', gasPrice }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined) return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  // The latest block (viem's default).
  const block = await getBlock(client)
  if (typeof block.baseFeePerGas !== 'bigint') {
    if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined) {
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: frameTexts.eip1559Unsupported })
    }
    // Stryker disable next-line StringLiteral: viem estimates a gas price for any type but 'eip1559', so an empty type is the same request.
    const estimated = await estimateFeesPerGas(client, { chain: null, type: 'legacy' })
    return { type: 'legacy', gasPrice: estimated.gasPrice }
  }
  // EIP-1559 fees (viem's default type).
  const estimated = await estimateFeesPerGas(client)
  const priority = maxPriorityFeePerGas ?? (maxFeePerGas === undefined ? estimated.maxPriorityFeePerGas : min(estimated.maxPriorityFeePerGas, maxFeePerGas))
  // A host-given priority fee above the estimated cap still has to fit under the maximum.
  return { type: 'eip1559', maxFeePerGas: maxFeePerGas ?? max(estimated.maxFeePerGas, priority), maxPriorityFeePerGas: priority }
}

/** The most the transaction can cost in fees: gas limit × (maxFeePerGas or gasPrice), in wei. */
export function maxTransactionFee(transaction: PreparedTransaction): bigint {
  return transaction.gas * (transaction.type === 'legacy' ? transaction.gasPrice : transaction.maxFeePerGas)
}

/**
 * Refuses a transaction whose maximum fee is above the chain's cap, before any approval, with a
 * text that names both amounts.
 *
 * @throws {FrameRequestError} 5000 with {@link frameTexts.feeAboveCap}.
 */
export function assertFeeWithinCap(transaction: PreparedTransaction, chain: FrameChain): void {
  const fee = maxTransactionFee(transaction)
  if (fee > chain.maxFeeWei) {
    throw new FrameRequestError({
      code: frameErrorCodes.internal,
      message: frameTexts.feeAboveCap(formatNative(fee, chain.nativeSymbol), formatNative(chain.maxFeeWei, chain.nativeSymbol)),
    })
  }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
const max = (a: bigint, b: bigint) => (a > b ? a : b)
