import type { Hex, LocalAccount, TransactionSerializable } from 'viem'
import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { PreparedTransaction } from './prepareTransaction'
import { proxyRpc } from './rpcProxy'
import type { PreparedSigningRequest } from './signingRequest'

const transactionHashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/) as unknown as z.ZodType<Hex>

/**
 * Carries out an approved request with the rebuilt local account: signs the message or typed data,
 * or signs the prepared transaction exactly as approved (no field is filled or changed here) and
 * broadcasts it with eth_sendRawTransaction through the frame's own RPC of its chain. Returns the
 * signature or the transaction hash. Not abortable: a broadcast may land even if its answer is lost.
 */
export async function executeSigningRequest(account: LocalAccount, request: PreparedSigningRequest): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign':
      return account.signMessage({ message: { raw: request.message } })
    case 'eth_signTypedData_v4':
      return account.signTypedData(request.typedData as Parameters<LocalAccount['signTypedData']>[0])
    case 'eth_sendTransaction': {
      if (!account.signTransaction) throw new FrameRequestError({ code: frameErrorCodes.internal })
      const raw = await account.signTransaction(toSerializable(request.transaction))
      const hash = transactionHashSchema.safeParse(await proxyRpc(request.chain.rpcUrl, 'eth_sendRawTransaction', [raw]))
      if (!hash.success) throw new FrameRequestError({ code: frameErrorCodes.internal, cause: hash.error })
      return hash.data
    }
  }
}

/** The prepared transaction as viem serializes it; `to: undefined` creates a contract. */
export function toSerializable(transaction: PreparedTransaction): TransactionSerializable {
  const { chainId, to, value, data, gas, nonce } = transaction
  const base = { chainId, to: to ?? null, value, data, gas, nonce }
  if (transaction.type === 'legacy') {
    // Stryker disable next-line StringLiteral: without a type viem infers 'legacy' from gasPrice alone.
    return { ...base, type: 'legacy', gasPrice: transaction.gasPrice }
  }
  // Stryker disable next-line StringLiteral: without a type viem infers 'eip1559' from maxFeePerGas.
  return { ...base, type: 'eip1559', maxFeePerGas: transaction.maxFeePerGas, maxPriorityFeePerGas: transaction.maxPriorityFeePerGas }
}
