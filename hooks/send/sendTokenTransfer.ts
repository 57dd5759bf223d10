import { encodeFunctionData, erc20Abi, type Address, type Chain, type Hash } from 'viem'
import type { Config } from 'wagmi'
import { sendTransaction, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { explorerUrl } from '../../src/chains/explorerUrl'
import { isUserRejection } from '../../src/errors/connectErrors'
import { SendTransactionError } from '../../src/errors/sendErrors'
import type { SendToken } from '../../src/send/sendToken'

/** What a send moves, checked already. */
export type SendTokenTransfer = {
  token: SendToken
  /** Amount in the token's smallest unit. */
  value: bigint
  to: Address
  from: Address
}

/** A sent (and mined) transfer. */
export type SendTokenResult = {
  hash: Hash
  /** The transaction on the chain's block explorer; `undefined` when the chain lists none. */
  explorerUrl: string | undefined
  token: SendToken
  value: bigint
  to: Address
}

/** The call data of an ERC-20 `transfer`, used for the gas estimate and by the wallet. */
export function erc20TransferData(to: Address, value: bigint) {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] })
}

/** The explorer page of a transaction, when the chain lists an explorer. */
export function explorerTxUrl(chain: Pick<Chain, 'blockExplorers'> | undefined, hash: Hash): string | undefined {
  return explorerUrl(chain, hash, 'tx')
}

/**
 * Sends through the connected wallet: `eth_sendTransaction` with the value for the native currency,
 * an ERC-20 `transfer` otherwise; then waits for the receipt.
 *
 * @throws {SendTransactionError} `rejected` when the user declined in the wallet; otherwise on any
 *   failure, a reverted transaction included.
 */
export async function sendTokenTransfer(config: Config, transfer: SendTokenTransfer): Promise<SendTokenResult> {
  const { token, value, to, from } = transfer
  const chainId = token.chainId
  let hash: Hash
  let status: 'success' | 'reverted'
  try {
    hash = token.address
      ? await writeContract(config, { address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, value], chainId, account: from })
      : await sendTransaction(config, { to, value, chainId, account: from })
    status = (await waitForTransactionReceipt(config, { hash, chainId })).status
  } catch (error) {
    throw new SendTransactionError({ rejected: isUserRejection(error), cause: error })
  }
  if (status !== 'success') throw new SendTransactionError({ rejected: false, details: `Transaction ${hash} reverted` })
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  return { hash, explorerUrl: explorerTxUrl(chain, hash), token, value, to }
}
