import { getAddress, hexToBigInt, hexToNumber, isHex, toHex } from 'viem'
import type { Hex } from 'viem'
import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { addressSchema } from '../../../src/protocol/payloads'
import type { FrameChain } from './frameConfig'
import { frameTexts } from './frameTexts'
import type { PreparedTransaction } from './prepareTransaction'

/** EIP-712 typed data as eth_signTypedData_v4 carries it. */
export type TypedDataRequest = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/** A transaction as eth_sendTransaction carries it, quantities decoded. */
export type TransactionRequest = {
  to?: Hex | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** An unsafe request the frame can carry out, its parameters checked. */
export type SigningRequest =
  | { method: 'personal_sign'; message: Hex }
  | { method: 'eth_signTypedData_v4'; typedData: TypedDataRequest }
  | { method: 'eth_sendTransaction'; transaction: TransactionRequest; chainId: number }

/**
 * A signing request ready for approval: a transaction has its gas, fees and nonce fixed through the
 * frame's own RPC of `chain`.
 */
export type PreparedSigningRequest =
  | Exclude<SigningRequest, { method: 'eth_sendTransaction' }>
  | { method: 'eth_sendTransaction'; transaction: PreparedTransaction; chain: FrameChain }

const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/) as unknown as z.ZodType<Hex>
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  message: z.record(z.string(), z.unknown()),
})
const transactionSchema = z.object({
  from: addressSchema.optional(),
  to: addressSchema.nullish(),
  value: quantitySchema.optional(),
  data: hexSchema.optional(),
  input: hexSchema.optional(),
  gas: quantitySchema.optional(),
  nonce: quantitySchema.optional(),
  gasPrice: quantitySchema.optional(),
  maxFeePerGas: quantitySchema.optional(),
  maxPriorityFeePerGas: quantitySchema.optional(),
  chainId: quantitySchema.optional(),
})

const badParams = (cause?: unknown) => new FrameRequestError({ code: frameErrorCodes.internal, message: 'Invalid request parameters', cause })
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Checks the parameters of an unsafe method against the signed-in `address` and decodes them.
 * Other unsafe methods are refused with 4200 here (the Solana ones and batches are answered before
 * this, by their own handlers, when the frame is set up with them).
 *
 * @throws {FrameRequestError} 4200 unsupported method; 5000 invalid parameters or another account.
 */
export function parseSigningRequest(method: string, params: unknown, address: string, chainId: number): SigningRequest {
  const list = Array.isArray(params) ? params : []
  const checkAccount = (value: unknown) => {
    if (typeof value !== 'string' || !sameAddress(value, address)) {
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: frameTexts.addressMismatch })
    }
  }
  switch (method) {
    case 'personal_sign': {
      const [message, account] = list
      if (typeof message !== 'string') throw badParams()
      checkAccount(account)
      // Some apps send plain text; EIP-1193 wallets sign its UTF-8 bytes then.
      return { method, message: isHex(message) ? message : toHex(message) }
    }
    case 'eth_signTypedData_v4': {
      const [account, raw] = list
      checkAccount(account)
      let value: unknown = raw
      if (typeof raw === 'string') {
        try {
          value = JSON.parse(raw)
        } catch (cause) {
          throw badParams(cause)
        }
      }
      const parsed = typedDataSchema.safeParse(value)
      if (!parsed.success) throw badParams(parsed.error)
      if (!(parsed.data.primaryType in parsed.data.types)) throw badParams()
      return { method, typedData: parsed.data }
    }
    case 'eth_sendTransaction': {
      const parsed = transactionSchema.safeParse(list[0])
      if (!parsed.success) throw badParams(parsed.error)
      const tx = parsed.data
      if (tx.from) checkAccount(tx.from)
      if (tx.chainId && hexToNumber(tx.chainId) !== chainId) throw badParams()
      const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))
      return {
        method,
        chainId,
        transaction: {
          to: tx.to ? getAddress(tx.to) : undefined,
          value: big(tx.value),
          data: tx.data ?? tx.input,
          gas: big(tx.gas),
          nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
          gasPrice: big(tx.gasPrice),
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        },
      }
    }
    default:
      throw new FrameRequestError({ code: frameErrorCodes.methodNotAllowed })
  }
}
