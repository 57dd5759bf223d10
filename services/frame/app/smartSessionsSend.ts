import { encodeFunctionData, formatEther, isAddressEqual } from 'viem'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { SessionCallRefusedError } from '../../../src/errors/sessionErrors'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { toSerializable } from './executeSigningRequest'
import type { FrameChain } from './frameConfig'
import { assertFeeWithinCap, prepareTransaction } from './prepareTransaction'
import { proxyRpc } from './rpcProxy'
import { sessionAccountAbi } from './smartSessionsAbi'
import { latestBlockTime, readOnChainSession } from './smartSessionsChain'
import type { SessionRecord } from './smartSessionsStore'
import { formatExpiry, smartSessionsTexts } from './smartSessionsTexts'
import { parseCallsRequest, toBatchId } from './walletCalls'

const permissionsCapabilitySchema = z.object({ context: z.string().max(200) })

/**
 * The permissions context a `wallet_sendCalls` request carries in its `permissions` capability, and
 * the request without that capability; `undefined` when it carries none (an ordinary batch).
 */
export function sessionContextOf(params: unknown): { context: string; rest: unknown[] } | undefined {
  const request: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof request !== 'object' || request === null) return undefined
  const { capabilities } = request as { capabilities?: unknown }
  if (typeof capabilities !== 'object' || capabilities === null || !('permissions' in capabilities)) return undefined
  const { permissions, ...others } = capabilities as { permissions: unknown }
  const parsed = permissionsCapabilitySchema.safeParse(permissions)
  if (!parsed.success) throw new FrameRequestError({ code: frameErrorCodes.internal, message: 'Invalid permissions capability', cause: parsed.error })
  return { context: parsed.data.context, rest: [{ ...request, capabilities: others }] }
}

const refuse = (reason: ConstructorParameters<typeof SessionCallRefusedError>[0]['reason'], text: string) => new SessionCallRefusedError({ reason, text })

/**
 * Sends one call with a session, without a prompt: checked first against the grant and the
 * session's state on chain (target, value left, expiry, revocation), and refused with the reason
 * before anything is signed when it falls outside; then signed by the session key as
 * `executeWithSession` on the account, which checks the same again on chain. The session key pays
 * the fee from its gas allowance. Returns the EIP-5792 batch id (status through `wallet_getCallsStatus`).
 *
 * @throws {SessionCallRefusedError} 4200 with the reason.
 */
export async function sendWithSession(
  session: SessionRecord,
  { params, chain, signal }: { params: unknown[]; chain: FrameChain; signal?: AbortSignal | undefined },
): Promise<{ id: Hex }> {
  const request = parseCallsRequest(params, session.account, chain.id)
  if (request.calls.length !== 1) throw refuse('batch', smartSessionsTexts.batch)
  const call = request.calls[0]!
  const [onChain, now] = await Promise.all([readOnChainSession(chain, session.account, session.sessionKey, signal), latestBlockTime(chain, signal)])
  if (session.revoked || onChain.revoked) throw refuse('revoked', smartSessionsTexts.revoked)
  if (onChain.target === '0x0000000000000000000000000000000000000000') throw refuse('unknownSession', smartSessionsTexts.unknownSession)
  if (now >= onChain.expiry) throw refuse('expired', smartSessionsTexts.expired(formatExpiry(onChain.expiry)))
  if (!isAddressEqual(call.to, onChain.target)) throw refuse('otherTarget', smartSessionsTexts.otherTarget(onChain.target))
  const left = onChain.spendLimit - onChain.spent
  if (call.value > left) throw refuse('overLimit', smartSessionsTexts.overLimit(`${formatEther(left)} ${chain.nativeSymbol}`))
  const data = encodeFunctionData({ abi: sessionAccountAbi, functionName: 'executeWithSession', args: [call.to, call.value, call.data] })
  const transaction = await prepareTransaction({ to: session.account, value: 0n, data }, { chain, from: session.sessionKey, signal })
  assertFeeWithinCap(transaction, chain)
  const raw = await privateKeyToAccount(session.privateKey).signTransaction(toSerializable(transaction))
  const hash = z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .parse(await proxyRpc(chain.rpcUrl, 'eth_sendRawTransaction', [raw])) as Hex
  return { id: toBatchId(hash, chain.id) }
}

/** The refusal for a session that is not this account's, app's or network's (checked before any chain read). */
export function assertSessionUsable(session: SessionRecord | undefined, owner: { belongs: boolean; chainId: number }): asserts session is SessionRecord {
  if (!session) throw refuse('unknownSession', smartSessionsTexts.unknownSession)
  if (!owner.belongs) throw refuse('otherAccount', smartSessionsTexts.otherAccount)
  if (session.chainId !== owner.chainId) throw refuse('otherChain', smartSessionsTexts.otherChain)
}
