import { createPublicClient, hexToBigInt, http, zeroAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { readContract } from 'viem/actions'
import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { FrameChain } from './frameConfig'
import { proxyRpc } from './rpcProxy'
import { sessionAccountAbi } from './smartSessionsAbi'
import { smartSessionsTexts } from './smartSessionsTexts'

const client = (chain: FrameChain, signal?: AbortSignal) =>
  createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, fetchOptions: { credentials: 'omit', ...(signal ? { signal } : {}) } }) })

/** A session as the account's contract holds it. */
export type OnChainSession = { target: Address; expiry: bigint; revoked: boolean; spendLimit: bigint; spent: bigint }

/** The session of `sessionKey` in `account`'s contract (all zero when none was granted). */
export async function readOnChainSession(chain: FrameChain, account: Address, sessionKey: Address, signal?: AbortSignal): Promise<OnChainSession> {
  return readContract(client(chain, signal), { address: account, abi: sessionAccountAbi, functionName: 'sessionOf', args: [sessionKey] })
}

/**
 * Whether the chain's implementation enforces sessions. Simple7702Account answers any call with
 * nothing (its fallback), so only a real `SessionAccount` returns a session here.
 */
export async function supportsSessions(chain: FrameChain, signal?: AbortSignal): Promise<boolean> {
  if (!chain.smartAccountImplementation) return false
  try {
    await readContract(client(chain, signal), {
      address: chain.smartAccountImplementation,
      abi: sessionAccountAbi,
      functionName: 'sessionOf',
      args: [zeroAddress],
    })
    return true
  } catch {
    return false
  }
}

const blockSchema = z.object({ timestamp: z.string().regex(/^0x[0-9a-fA-F]+$/) })

/** The latest block's time (unix seconds): what the contract compares a session's expiry with. */
export async function latestBlockTime(chain: FrameChain, signal?: AbortSignal): Promise<bigint> {
  const block = blockSchema.parse(await proxyRpc(chain.rpcUrl, 'eth_getBlockByNumber', ['latest', false], signal))
  return hexToBigInt(block.timestamp as Hex)
}

const receiptSchema = z.object({ status: z.string() }).nullable()

/**
 * Waits until `hash` is mined and tells whether it succeeded: a grant is answered only once the
 * session exists on chain, so the app's first call with it cannot arrive before it.
 *
 * @throws {FrameRequestError} 5000 when it is not mined within `timeoutMs`.
 */
export async function waitForSuccess(chain: FrameChain, hash: Hex, { timeoutMs = 60_000, pollMs = 250 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = receiptSchema.parse(await proxyRpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash]))
    if (receipt) return receipt.status === '0x1'
    if (Date.now() > deadline) throw new FrameRequestError({ code: frameErrorCodes.internal, message: smartSessionsTexts.notMined })
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
