import { toHex } from 'viem'
import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { classifyRpcMethod } from '../../../src/protocol/rpcMethods'
import { describeSigningRequest } from './approvalSummary'
import type { ApprovalSummary } from './approvalSummary'
import { executeSigningRequest } from './executeSigningRequest'
import type { FrameState } from './frameState'
import { frameTexts } from './frameTexts'
import { proxyRpc } from './rpcProxy'
import { parseSigningRequest } from './signingRequest'
import type { WalletSession } from './walletSession'

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

/**
 * The wallet handlers: chain id and network switch, JSON-RPC (safe methods proxied to the RPC URL,
 * unsafe ones shown for approval one at a time, then signed in the frame; anything else 4200),
 * theme and app data for the approval UI, and the EOA-only account type.
 */
export function walletHandlers(deps: WalletHandlerDeps): Pick<FrameRequestHandlers, WalletHandlerTypes> {
  const { session, state } = deps
  // One approval at a time: a second unsafe request waits for the first to settle.
  let approvals: Promise<unknown> = Promise.resolve()

  async function approveAndSign(method: string, params: unknown, chainId: number, rpcUrl: string, signal: AbortSignal) {
    const user = session.current() ?? (await session.restore())
    if (!user) throw notConnected()
    const request = parseSigningRequest(method, params, user.address, chainId)
    const summary = describeSigningRequest(request, { account: user.address, chainId })
    const turn = approvals.then(async () => {
      if (signal.aborted) return false
      return deps.approve(summary, signal)
    })
    approvals = turn.catch(() => undefined)
    const approved = await turn
    if (signal.aborted) throw new FrameRequestError({ code: frameErrorCodes.aborted })
    if (!approved) throw new FrameRequestError({ code: frameErrorCodes.userRejected })
    try {
      return await session.withAccount((account) => executeSigningRequest(account, request, rpcUrl))
    } catch (error) {
      if (error instanceof FrameRequestError) throw error
      // viem's short text ('insufficient funds ...') helps the user; nothing in it is secret.
      const shortMessage = typeof error === 'object' && error !== null && 'shortMessage' in error ? String(error.shortMessage) : undefined
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: shortMessage?.slice(0, 300), cause: error })
    }
  }

  return {
    getChainId: () => ({ chainId: state.chainId }),
    async switchNetwork({ chainId, rpcUrl }) {
      const answered = await proxyRpc(rpcUrl, 'eth_chainId', [])
      if (typeof answered !== 'string' || Number(answered) !== chainId) {
        throw new FrameRequestError({ code: frameErrorCodes.internal, message: 'Invalid chainId' })
      }
      state.chainId = chainId
      state.rpcUrl = rpcUrl
      return { chainId }
    },
    async rpcRequest({ method, params, chainId, rpcUrl }, { signal }) {
      const kind = classifyRpcMethod(method)
      if (kind === 'forbidden') throw new FrameRequestError({ code: frameErrorCodes.methodNotAllowed })
      if (kind === 'unsafe') return { result: await approveAndSign(method, params, chainId, rpcUrl, signal) }
      if (method === 'eth_accounts') {
        const user = session.current() ?? (await session.restore())
        return { result: user ? [user.address] : [] }
      }
      if (method === 'eth_chainId') return { result: toHex(chainId) }
      return { result: await proxyRpc(rpcUrl, method, params, signal) }
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
    getSmartAccountEnabledNetworks: () => ({ smartAccountEnabledNetworks: [] }),
    initSmartAccount() {
      throw new FrameRequestError({ code: frameErrorCodes.internal, message: frameTexts.smartAccountUnsupported })
    },
    async setPreferredAccount({ type }) {
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
