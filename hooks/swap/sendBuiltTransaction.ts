import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { SwapTransactionError } from '../../src/errors/swapErrors'
import type { BuiltSwapTransaction } from '../../src/api/convertApi'

/**
 * Sends a transaction the convert API built through the connected wallet (`eth_sendTransaction`,
 * with the API's gas limit when it gave one) and waits until it is mined.
 *
 * @throws the wallet's error (a rejection has code 4001), or {@link SwapTransactionError} when the transaction reverts.
 */
export async function sendBuiltTransaction(config: Config, chainId: number, tx: BuiltSwapTransaction): Promise<Hash> {
  const address = (caip10: string) => caip10.split(':')[2] as Address
  const hash = await sendTransaction(config, {
    chainId,
    account: address(tx.from),
    to: address(tx.to),
    data: tx.data,
    value: BigInt(tx.amount),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  const receipt = await waitForTransactionReceipt(config, { hash, chainId })
  if (receipt.status !== 'success') throw new SwapTransactionError({ hash })
  return hash
}
