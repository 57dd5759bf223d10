import { createPublicClient, defineChain, http } from 'viem'
import type { Address, Chain, Hex, PublicClient, Transport } from 'viem'
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
  const client = createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: `Chain ${chain.id}`,
      nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
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

type Client = PublicClient<Transport, Chain>

async function fillFees(client: Client, transaction: TransactionRequest): Promise<TransactionFees> {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction
  // A host that names a gas price gets a legacy transaction at that price (valid on every chain).
  if (gasPrice !== undefined) return { type: 'legacy', gasPrice }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined) return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  const block = await getBlock(client, { blockTag: 'latest' })
  if (typeof block.baseFeePerGas !== 'bigint') {
    if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined) {
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: frameTexts.eip1559Unsupported })
    }
    const estimated = await estimateFeesPerGas(client, { type: 'legacy' })
    return { type: 'legacy', gasPrice: estimated.gasPrice }
  }
  const estimated = await estimateFeesPerGas(client, { type: 'eip1559' })
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
