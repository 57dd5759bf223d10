import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { sendCalls, waitForCallsStatus } from 'wagmi/actions'
import { SwapTransactionError } from '../../src/errors/swapErrors'
import type { BuiltSwapTransaction } from '../../src/api/convertApi'

/**
 * Sends transactions the convert API built (the approval, then the swap) as one EIP-5792
 * `wallet_sendCalls` batch that must run atomically, and waits until the wallet reports it done.
 * Gas limits are left to the wallet: the swap's could only be estimated after the approval.
 *
 * @returns the hash of the last call's transaction (the swap, or the one transaction of an atomic batch).
 * @throws the wallet's error (a rejection has code 4001), or {@link SwapTransactionError} when the batch did not succeed.
 * @example
 * const hash = await sendSwapBatch(config, 31337, [approveTx, swapTx])
 */
export async function sendSwapBatch(config: Config, chainId: number, transactions: readonly BuiltSwapTransaction[]): Promise<Hash> {
  const address = (caip10: string) => caip10.split(':')[2] as Address
  const { id } = await sendCalls(config, {
    chainId,
    account: address(transactions[0]!.from),
    forceAtomic: true,
    calls: transactions.map((tx) => ({ to: address(tx.to), data: tx.data, value: BigInt(tx.amount) })),
  })
  const result = await waitForCallsStatus(config, { id, timeout: 120_000 })
  const last = result.receipts?.at(-1)
  // A wallet that ran the calls one by one has a receipt per call; a smart account that ran them in
  // one transaction (EIP-7702 executeBatch) has exactly one.
  const receipts = result.receipts?.length ?? 0
  if (result.status !== 'success' || !last || (receipts !== transactions.length && receipts !== 1)) {
    throw new SwapTransactionError({ statusCode: result.statusCode })
  }
  return last.transactionHash
}
