import { createPublicClient, getAddress, hexToBigInt, hexToNumber, http, numberToHex, pad, slice, sliceHex } from 'viem'
import type { Address, Hex, LocalAccount } from 'viem'
import { estimateGas } from 'viem/actions'
import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { addressSchema } from '../../../src/protocol/payloads'
import { toSerializable } from './executeSigningRequest'
import type { FrameChain } from './frameConfig'
import { frameTexts } from './frameTexts'
import { prepareTransaction } from './prepareTransaction'
import type { PreparedTransaction } from './prepareTransaction'
import { proxyRpc } from './rpcProxy'
import { encodeExecuteBatch } from './smartAccount'
import type { BatchCall } from './smartAccount'
import { smartAccountTexts } from './smartAccountTexts'

// EIP-5792's error codes.
export const callsErrorCodes = { unsupportedCapability: 5700, unsupportedChain: 5710, unknownBundle: 5730, atomicityUnsupported: 5760 } as const

const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/) as unknown as z.ZodType<Hex>
const sendCallsSchema = z.object({
  version: z.string().optional(),
  id: z.string().max(200).optional(),
  from: addressSchema.optional(),
  chainId: quantitySchema,
  atomicRequired: z.boolean().optional(),
  calls: z
    .array(
      z.object({ to: addressSchema, value: quantitySchema.optional(), data: hexSchema.optional(), capabilities: z.record(z.string(), z.unknown()).optional() }),
    )
    .min(1)
    .max(20),
  capabilities: z.record(z.string(), z.unknown()).optional(),
})

/** A `wallet_sendCalls` request, checked and decoded. */
export type CallsRequest = { chainId: number; atomicRequired: boolean; calls: BatchCall[] }

const fail = (code: number, message: string, cause?: unknown) => new FrameRequestError({ code, message, cause })

/**
 * Checks `wallet_sendCalls` parameters against the signed-in `address` and the frame's chain: one
 * call list on that chain, no capability the frame does not know unless marked optional.
 *
 * @throws {FrameRequestError} 5000 invalid parameters or another account; 5710 another chain; 5700 unknown capability.
 */
export function parseCallsRequest(params: unknown, address: Address, chainId: number): CallsRequest {
  const parsed = sendCallsSchema.safeParse(Array.isArray(params) ? params[0] : undefined)
  if (!parsed.success) throw fail(frameErrorCodes.internal, 'Invalid request parameters', parsed.error)
  const request = parsed.data
  if (request.from && !sameAddress(request.from, address)) throw fail(frameErrorCodes.internal, frameTexts.addressMismatch)
  if (hexToNumber(request.chainId) !== chainId) throw fail(callsErrorCodes.unsupportedChain, `Unsupported chain id ${hexToNumber(request.chainId)}`)
  const required = [request.capabilities ?? {}, ...request.calls.map((call) => call.capabilities ?? {})]
    .flatMap((capabilities) => Object.entries(capabilities))
    .filter(([, value]) => !(value as { optional?: unknown } | null)?.optional)
  if (required.length > 0) throw fail(callsErrorCodes.unsupportedCapability, `Unsupported capability: ${required.map(([name]) => name).join(', ')}`)
  return {
    chainId,
    atomicRequired: request.atomicRequired ?? false,
    calls: request.calls.map((call) => ({ to: getAddress(call.to), value: call.value ? hexToBigInt(call.value) : 0n, data: call.data ?? '0x' })),
  }
}

/** A batch ready for approval: one transaction from the account to itself, maybe carrying its EIP-7702 upgrade. */
export type PreparedCalls = {
  calls: BatchCall[]
  transaction: PreparedTransaction
  chain: FrameChain
  /** The implementation to delegate to in this transaction, when the account is not yet upgraded. */
  upgradeTo: Address | undefined
}

// EIP-7702's intrinsic gas per authorization (PER_EMPTY_ACCOUNT_COST); estimation cannot include it.
const AUTHORIZATION_GAS = 25_000n
// Estimated with the implementation's code in place, the batch skips what the delegated account
// pays for real: loading the delegate's code (a cold account read, 2,600) on the first call into the
// account and a warm read on every call back (e.g. a router paying out ETH). A tenth on top covers
// those and the 63/64 rule passing the shortfall up; unused gas is not charged.
const DELEGATION_LOAD_GAS = 2_600n

// The node estimates against the latest block; the batch lands in a later one, where a call can
// cost more (a Uniswap V2 pair writes its price accumulators only in a later second than its last
// trade). Unused gas is refunded, so the limit is the estimate plus a fifth.
const withMargin = (estimate: bigint): bigint => estimate + estimate / 5n

/**
 * Prepares the batch as a transaction to the account itself calling `executeBatch`. Gas is
 * estimated through the frame's own RPC; an account not yet upgraded is estimated with the
 * implementation's code in its place (a state override) plus the authorization's intrinsic gas.
 */
export async function prepareCalls(
  request: CallsRequest,
  { chain, from, upgradeTo, signal }: { chain: FrameChain; from: Address; upgradeTo: Address | undefined; signal?: AbortSignal | undefined },
): Promise<PreparedCalls> {
  const data = encodeExecuteBatch(request.calls)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, fetchOptions: { credentials: 'omit', ...(signal ? { signal } : {}) } }) })
  let gas: bigint
  if (upgradeTo) {
    const code = hexSchema.parse(await proxyRpc(chain.rpcUrl, 'eth_getCode', [upgradeTo, 'latest'], signal))
    const estimated = await estimateGas(client, { account: from, to: from, data, stateOverride: [{ address: from, code }] })
    gas = withMargin(estimated) + DELEGATION_LOAD_GAS + AUTHORIZATION_GAS
  } else {
    gas = withMargin(await estimateGas(client, { account: from, to: from, data }))
  }
  const transaction = await prepareTransaction({ to: from, value: 0n, data, gas }, { chain, from, signal })
  if (upgradeTo && transaction.type === 'legacy') throw fail(frameErrorCodes.internal, smartAccountTexts.legacyFees)
  return { calls: request.calls, transaction, chain, upgradeTo }
}

/**
 * Signs the approved batch (and, for a first batch, the EIP-7702 authorization to the
 * implementation, with the nonce after the transaction's own since the account sends it itself)
 * and broadcasts it through the frame's own RPC. Returns the batch id: the transaction hash and the
 * chain id, so its status can be read after a reload too.
 */
export async function executeCalls(account: LocalAccount, prepared: PreparedCalls): Promise<Hex> {
  const { transaction, chain, upgradeTo } = prepared
  if (!account.signTransaction || !account.signAuthorization) throw fail(frameErrorCodes.internal, 'The account cannot sign transactions')
  let raw: Hex
  if (upgradeTo && transaction.type === 'eip1559') {
    const authorization = await account.signAuthorization({ chainId: chain.id, address: upgradeTo, nonce: transaction.nonce + 1 })
    const { chainId, value, data, gas, nonce, maxFeePerGas, maxPriorityFeePerGas } = transaction
    raw = await account.signTransaction({
      // Stryker disable next-line StringLiteral: without a type viem infers eip7702 from the authorization list; the same bytes are signed.
      type: 'eip7702',
      chainId,
      to: transaction.to ?? null,
      value,
      data,
      gas,
      nonce,
      maxFeePerGas,
      maxPriorityFeePerGas,
      authorizationList: [authorization],
    })
  } else {
    raw = await account.signTransaction(toSerializable(transaction))
  }
  const hash = hexSchema.parse(await proxyRpc(chain.rpcUrl, 'eth_sendRawTransaction', [raw]))
  return toBatchId(hash, chain.id)
}

/** The batch id of a transaction: its hash followed by the chain id in 32 bytes. */
export function toBatchId(hash: Hex, chainId: number): Hex {
  return `${hash}${pad(numberToHex(chainId), { size: 32 }).slice(2)}` as Hex
}

/** The transaction hash and chain id in a batch id. @throws 5730 for an id this frame did not make. */
export function fromBatchId(id: unknown): { hash: Hex; chainId: number } {
  // 128 hex digits: a 32-byte hash and a 32-byte chain id, nothing else.
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{128}$/.test(id)) throw fail(callsErrorCodes.unknownBundle, smartAccountTexts.unknownBatch)
  const hex = id as Hex
  return { hash: slice(hex, 0, 32), chainId: hexToNumber(sliceHex(hex, 32)) }
}

const receiptSchema = z
  .object({ logs: z.array(z.unknown()), status: hexSchema, blockHash: hexSchema, blockNumber: hexSchema, gasUsed: hexSchema, transactionHash: hexSchema })
  .nullable()

/** The receipt of a batch's transaction, cut to the fields EIP-5792 names (hex quantities kept). */
export type CallsReceipt = { logs: unknown[]; status: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }

/** A `wallet_getCallsStatus` answer. */
export type CallsStatus = { version: string; id: unknown; chainId: Hex; atomic: true; status: 100 | 200 | 500; receipts?: CallsReceipt[] }

/**
 * `wallet_getCallsStatus` of a batch: 100 while its transaction is pending, then 200 (every call
 * applied) or 500 (it reverted, so none was), with the one receipt of the one transaction.
 */
export async function callsStatus(id: unknown, chains: readonly FrameChain[]): Promise<CallsStatus> {
  const { hash, chainId } = fromBatchId(id)
  const chain = chains.find((candidate) => candidate.id === chainId)
  if (!chain) throw fail(callsErrorCodes.unknownBundle, smartAccountTexts.unknownBatch)
  const receipt = receiptSchema.parse(await proxyRpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash]))
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true as const }
  if (!receipt) return { ...base, status: 100 }
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt
  return { ...base, status: status === '0x1' ? 200 : 500, receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }] }
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
