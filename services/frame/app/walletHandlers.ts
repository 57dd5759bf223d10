import { toHex } from 'viem'
import type { Hex } from 'viem'
import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { classifyRpcMethod } from '../../../src/protocol/rpcMethods'
import { errorMessages } from '../../../src/errors/messages'
import { createApprovalQueue } from './approvalQueue'
import { describeSigningRequest } from './approvalSummary'
import { describeContractCall } from './describeContractCall'
import { createFrameTokenReader } from './readFrameToken'
import type { ApprovalSummary } from './approvalSummary'
import { executeSigningRequest } from './executeSigningRequest'
import { findFrameChain } from './frameChain'
import type { FrameState } from './frameState'
import { frameTexts } from './frameTexts'
import { assertFeeWithinCap, prepareTransaction } from './prepareTransaction'
import { proxyRpc } from './rpcProxy'
import { parseSigningRequest } from './signingRequest'
import type { PreparedSigningRequest, TransactionRequest } from './signingRequest'
import type { FrameChain } from './frameConfig'
import type { WalletSession } from './walletSession'
import type { smartAccountHandlers } from './smartAccountHandlers'

/** Dependencies of the wallet handlers. */
export type WalletHandlerDeps = {
  session: WalletSession
  state: FrameState
  /** Shows the approval UI; resolves whether the user approved. */
  approve(summary: ApprovalSummary, signal: AbortSignal): Promise<boolean>
  /** Applies the host's theme to the approval UI. */
  applyTheme(theme: { themeMode: 'light' | 'dark'; accent?: string | undefined }): void
  /** Reloads the frame. */
  reload(): void
  /** The approval queue, shared with other handlers that ask for approvals. @default a queue of its own */
  inTurn?: (<T>(task: () => Promise<T>) => Promise<T>) | undefined
  /** EIP-5792 and the account type; without them the account is EOA-only. */
  smartAccounts?: ReturnType<typeof smartAccountHandlers> | undefined
}

type WalletHandlerTypes =
  | 'getChainId'
  | 'switchNetwork'
  | 'rpcRequest'
  | 'syncTheme'
  | 'syncDappData'
  | 'getSmartAccountEnabledNetworks'
  | 'initSmartAccount'
  | 'setPreferredAccount'
  | 'reload'

const notConnected = () => new FrameRequestError({ code: frameErrorCodes.notConnected })
const aborted = () => new FrameRequestError({ code: frameErrorCodes.aborted })

/**
 * The wallet handlers: chain id and network switch, JSON-RPC (safe methods proxied to the frame's own
 * RPC of the chain; unsafe ones prepared there, refused above the fee cap, shown for approval one at
 * a time, then signed in the frame; anything else 4200; a chain without an RPC 4902),
 * theme and app data for the approval UI, and the account type with EIP-5792 batches when
 * `smartAccounts` is given (EOA-only otherwise).
 */
export function walletHandlers(deps: WalletHandlerDeps): Pick<FrameRequestHandlers, WalletHandlerTypes> {
  const { session, state } = deps
  // One approval at a time: a second unsafe request waits for the first to settle.
  const inTurn = deps.inTurn ?? createApprovalQueue()

  async function approveAndSign(method: string, params: unknown, chainId: number, signal: AbortSignal) {
    const user = session.current() ?? (await session.restore())
    if (!user) throw notConnected()
    const request = parseSigningRequest(method, params, user.address, chainId)
    // The chain is checked at once, before queueing: the frame signs transactions only where it has its own RPC.
    const prepare: () => Promise<PreparedSigningRequest> =
      request.method === 'eth_sendTransaction'
        ? transactionPreparer(request.transaction, findFrameChain(state.chains, chainId), user.address, signal)
        : async () => request
    // Preparing, approving and signing take turns, so a transaction queued behind another gets its
    // nonce once the first has been sent.
    const turn = inTurn(async () => {
      if (signal.aborted) throw aborted()
      const prepared = await prepare()
      const action = prepared.method === 'eth_sendTransaction' ? await describeTransaction(prepared, user.address, signal) : undefined
      const approved = await deps.approve(describeSigningRequest(prepared, { account: user.address, action, origin: state.hostOrigin }), signal)
      if (signal.aborted) throw aborted()
      if (!approved) throw new FrameRequestError({ code: frameErrorCodes.userRejected })
      return session.withAccount((account) => executeSigningRequest(account, prepared))
    })
    try {
      return await turn
    } catch (error) {
      if (error instanceof FrameRequestError) throw error
      if (signal.aborted) throw aborted()
      // viem's short text ('insufficient funds ...', 'execution reverted') helps the user; nothing in it is secret.
      const shortMessage = typeof error === 'object' && error !== null && 'shortMessage' in error ? String(error.shortMessage) : undefined
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: shortMessage?.slice(0, 300), cause: error })
    }
  }

  return {
    getChainId: () => ({ chainId: state.chainId }),
    // The host's rpcUrl is ignored here and below: the frame only calls the RPCs it is configured with.
    async switchNetwork({ chainId }) {
      const answered = await proxyRpc(findFrameChain(state.chains, chainId).rpcUrl, 'eth_chainId', [])
      if (typeof answered !== 'string' || Number(answered) !== chainId) {
        throw new FrameRequestError({ code: frameErrorCodes.internal, message: errorMessages.invalidChainId })
      }
      state.chainId = chainId
      return { chainId }
    },
    async rpcRequest({ method, params, chainId }, { signal }) {
      if (deps.smartAccounts?.handles(method)) return { result: await deps.smartAccounts.request(method, params, chainId, signal) }
      const kind = classifyRpcMethod(method)
      if (kind === 'forbidden') throw new FrameRequestError({ code: frameErrorCodes.methodNotAllowed })
      if (kind === 'unsafe') return { result: await approveAndSign(method, params, chainId, signal) }
      if (method === 'eth_accounts') {
        const user = session.current() ?? (await session.restore())
        return { result: user ? [user.address] : [] }
      }
      if (method === 'eth_chainId') return { result: toHex(chainId) }
      return { result: await proxyRpc(findFrameChain(state.chains, chainId).rpcUrl, method, params, signal) }
    },
    syncTheme({ themeMode, themeVariables }) {
      const accent = themeVariables?.accent ?? themeVariables?.['--w3m-accent']
      deps.applyTheme({ themeMode, accent: typeof accent === 'string' ? accent : undefined })
      return {}
    },
    syncDappData({ metadata }) {
      state.appName = metadata.name.slice(0, 100) || undefined
      return {}
    },
    getSmartAccountEnabledNetworks: () =>
      deps.smartAccounts ? deps.smartAccounts.frameHandlers.getSmartAccountEnabledNetworks() : { smartAccountEnabledNetworks: [] },
    initSmartAccount() {
      if (deps.smartAccounts) return deps.smartAccounts.frameHandlers.initSmartAccount()
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: frameTexts.smartAccountUnsupported })
    },
    async setPreferredAccount({ type }) {
      if (deps.smartAccounts) return deps.smartAccounts.frameHandlers.setPreferredAccount({ type })
      if (type !== 'eoa') throw new FrameRequestError({ code: frameErrorCodes.internal, message: frameTexts.smartAccountUnsupported })
      const user = session.current() ?? (await session.restore())
      if (!user) throw notConnected()
      return { type, address: user.address }
    },
    reload() {
      deps.reload()
      return {}
    },
  }
}

/** Fills the transaction through the chain's own RPC and refuses it above the fee cap, before any approval. */
function transactionPreparer(transaction: TransactionRequest, chain: FrameChain, from: Hex, signal: AbortSignal) {
  return async (): Promise<PreparedSigningRequest> => {
    const prepared = await prepareTransaction(transaction, { chain, from, signal })
    assertFeeWithinCap(prepared, chain)
    return { method: 'eth_sendTransaction', transaction: prepared, chain }
  }
}

/** What a transaction's calldata asks, in words, read with the frame's own RPC of its chain. */
function describeTransaction(prepared: Extract<PreparedSigningRequest, { method: 'eth_sendTransaction' }>, account: Hex, signal: AbortSignal) {
  const { transaction, chain } = prepared
  return describeContractCall({
    to: transaction.to ?? undefined,
    data: transaction.data,
    value: transaction.value,
    account,
    nativeSymbol: chain.nativeSymbol,
    readToken: createFrameTokenReader(chain.rpcUrl, signal),
  })
}
