import { getAddress } from 'viem'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { createApprovalQueue } from './approvalQueue'
import { findFrameChain } from './frameChain'
import type { FrameStore } from './frameStore'
import { assertFeeWithinCap } from './prepareTransaction'
import { readDelegationState } from './smartAccount'
import type { SmartAccountDeps } from './smartAccountHandlers'
import { smartAccountTexts } from './smartAccountTexts'
import { latestBlockTime, supportsSessions, waitForSuccess } from './smartSessionsChain'
import { grantCalls, grantResponse, parseGrantRequest, revokeCalls } from './smartSessionsGrant'
import type { GrantResponse } from './smartSessionsGrant'
import { assertSessionUsable, sendWithSession, sessionContextOf } from './smartSessionsSend'
import { createSessionStore, sessionBelongsTo } from './smartSessionsStore'
import { describeGrant, describeRevoke } from './smartSessionsSummary'
import { smartSessionsTexts } from './smartSessionsTexts'
import { executeCalls, fromBatchId, prepareCalls } from './walletCalls'

/** What the smart-session handlers need from the frame. */
export type SmartSessionDeps = SmartAccountDeps & {
  /** The frame origin's store, where session keys live. */
  store: FrameStore
}

const revokeParamsSchema = z.tuple([z.object({ permissionsContext: z.string().max(200) })]).rest(z.unknown())
const refused = (message: string) => new FrameRequestError({ code: frameErrorCodes.methodNotAllowed, message })
const aborted = () => new FrameRequestError({ code: frameErrorCodes.aborted })

/**
 * Smart sessions (ERC-7715) of the embedded smart account, where the operator turned them on for
 * the network (`smartSessions` with a `SessionAccount` implementation):
 * - `wallet_grantPermissions`: shows the grant (contract, spend limit, gas allowance, expiry), then
 *   makes a session key in the frame, records the session in the account and funds the key in one
 *   transaction, and answers with the permissions context once it is mined;
 * - `wallet_sendCalls` carrying `capabilities.permissions.context`: one call within the grant, sent
 *   by the session key without a prompt; anything outside is refused and nothing is sent;
 * - `wallet_revokePermissions` with `{ permissionsContext }`: shown, then revoked on chain.
 */
export function smartSessionHandlers(deps: SmartSessionDeps) {
  const { state } = deps
  const sessions = createSessionStore(deps.store)
  // Session sends take turns among themselves (the key's nonces), never behind an open approval.
  const sessionTurn = createApprovalQueue()
  const signedIn = async (): Promise<Address> => {
    const address = await deps.currentAddress()
    if (!address) throw new FrameRequestError({ code: frameErrorCodes.notConnected })
    return getAddress(address)
  }
  const ownedSession = async (context: string, account: Address, chainId: number) => {
    const session = await sessions.get(context)
    assertSessionUsable(session, {
      belongs: session !== undefined && sessionBelongsTo(session, { account, hostOrigin: state.hostOrigin, projectId: state.projectId }),
      chainId,
    })
    return session
  }

  async function grant(params: unknown, chainId: number, signal: AbortSignal): Promise<GrantResponse> {
    const account = await signedIn()
    const chain = findFrameChain(state.chains, chainId)
    const implementation = chain.smartAccountImplementation
    if (!chain.smartSessions || !implementation) throw refused(smartSessionsTexts.notEnabled)
    if ((await deps.accountTypes.typeOn(account, chain)) !== 'smartAccount') throw refused(smartSessionsTexts.needsSmartAccount)
    const grant = parseGrantRequest(params, { account, chainId, defaultGasAllowance: chain.maxFeeWei })
    const [delegation, supported, now] = await Promise.all([
      readDelegationState(chain, account, signal),
      supportsSessions(chain, signal),
      latestBlockTime(chain, signal),
    ])
    if (!supported) throw refused(smartSessionsTexts.notSessionAccount)
    if (delegation === 'other') throw refused(smartAccountTexts.delegatedElsewhere)
    if (BigInt(grant.expiry) <= now)
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: smartSessionsTexts.invalidGrant('the expiry has passed') })
    return deps.inTurn(async () => {
      if (signal.aborted) throw aborted()
      // Made here and kept only in the frame's store: the app gets the context, never the key.
      const privateKey = generatePrivateKey()
      const sessionKey = privateKeyToAccount(privateKey).address
      const prepared = await prepareCalls(
        { chainId, atomicRequired: true, calls: grantCalls(account, sessionKey, grant) },
        { chain, from: account, upgradeTo: delegation === 'none' ? implementation : undefined, signal },
      )
      assertFeeWithinCap(prepared.transaction, chain)
      const approved = await deps.approve(describeGrant(prepared, grant, { account, sessionKey, appName: state.appName }), signal)
      if (signal.aborted) throw aborted()
      if (!approved) throw new FrameRequestError({ code: frameErrorCodes.userRejected })
      // Kept before the broadcast: a funded key is never lost to an answer that did not arrive.
      await sessions.save({
        privateKey,
        sessionKey,
        account,
        chainId,
        target: grant.target,
        spendLimit: grant.spendLimit.toString(),
        expiry: grant.expiry,
        hostOrigin: state.hostOrigin,
        projectId: state.projectId,
        revoked: false,
      })
      const id = await deps.withAccount((signer) => executeCalls(signer, prepared))
      if (!(await waitForSuccess(chain, fromBatchId(id).hash)))
        throw new FrameRequestError({ code: frameErrorCodes.internal, message: smartSessionsTexts.grantFailed })
      return grantResponse(grant, { sessionKey, account, chainId })
    })
  }

  async function revoke(params: unknown, signal: AbortSignal): Promise<null> {
    const account = await signedIn()
    const parsed = revokeParamsSchema.safeParse(params)
    if (!parsed.success) throw new FrameRequestError({ code: frameErrorCodes.internal, message: 'Invalid request parameters', cause: parsed.error })
    const stored = await sessions.get(parsed.data[0].permissionsContext)
    // Revoked on the network it was granted on, whichever the frame is on now.
    const session = await ownedSession(parsed.data[0].permissionsContext, account, stored?.chainId ?? state.chainId)
    const chain = findFrameChain(state.chains, session.chainId)
    return deps.inTurn(async () => {
      if (signal.aborted) throw aborted()
      const prepared = await prepareCalls(
        { chainId: chain.id, atomicRequired: true, calls: revokeCalls(account, session.sessionKey) },
        { chain, from: account, upgradeTo: undefined, signal },
      )
      assertFeeWithinCap(prepared.transaction, chain)
      const approved = await deps.approve(
        describeRevoke(prepared, { account, sessionKey: session.sessionKey, target: session.target, expiry: session.expiry }),
        signal,
      )
      if (signal.aborted) throw aborted()
      if (!approved) throw new FrameRequestError({ code: frameErrorCodes.userRejected })
      const id = await deps.withAccount((signer) => executeCalls(signer, prepared))
      if (!(await waitForSuccess(chain, fromBatchId(id).hash)))
        throw new FrameRequestError({ code: frameErrorCodes.internal, message: smartSessionsTexts.revokeFailed })
      await sessions.markRevoked(session)
      return null
    })
  }

  return {
    /** Whether this request is a smart-session one (a grant, a revocation by context, or a call carrying a context). */
    handles(method: string, params: unknown): boolean {
      if (method === 'wallet_grantPermissions') return true
      if (method === 'wallet_revokePermissions') return revokeParamsSchema.safeParse(params).success
      return method === 'wallet_sendCalls' && sessionContextOf(params) !== undefined
    },
    /** Answers a request {@link handles} accepted. */
    async request(method: string, params: unknown, chainId: number, signal: AbortSignal): Promise<unknown> {
      if (method === 'wallet_grantPermissions') return grant(params, chainId, signal)
      if (method === 'wallet_revokePermissions') return revoke(params, signal)
      const carried = sessionContextOf(params)
      if (!carried) throw new FrameRequestError({ code: frameErrorCodes.methodNotAllowed })
      const account = await signedIn()
      const session = await ownedSession(carried.context, account, chainId)
      const chain = findFrameChain(state.chains, chainId)
      return sessionTurn(async () => {
        if (signal.aborted) throw aborted()
        return sendWithSession(session, { params: carried.rest, chain, signal })
      })
    },
  }
}
