import type { LocalAccount } from 'viem'
import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import { createAccountTypes } from './accountTypes'
import type { ApprovalSummary } from './approvalSummary'
import { createApprovalQueue } from './approvalQueue'
import type { AuthApi } from './authApi'
import { authHandlers } from './authHandlers'
import type { FrameSolanaCluster } from './solanaConfig'
import type { FrameState } from './frameState'
import type { FrameStore } from './frameStore'
import { smartAccountHandlers } from './smartAccountHandlers'
import { smartSessionHandlers } from './smartSessionsHandlers'
import { solanaRequests } from './solanaRequests'
import { walletHandlers } from './walletHandlers'
import type { createWalletSession } from './walletSession'
import { withAccountTypes } from './withAccountTypes'
import { withSolanaRequests } from './withSolanaRequests'

type FrameHandlerAccountUse = <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>

/** What {@link createFrameHandlers} wires together. */
export type FrameHandlerDeps = {
  api: AuthApi
  store: FrameStore
  session: ReturnType<typeof createWalletSession>
  state: FrameState
  /** Shows the approval; resolves whether the user approved. */
  approve(summary: ApprovalSummary, signal: AbortSignal): Promise<boolean>
  /** Applies the host's theme to the approval UI. */
  applyTheme(theme: { themeMode: 'light' | 'dark'; accent?: string | undefined }): void
  /** Reloads the frame. */
  reload(): void
  /** The frame's configured Solana clusters; URLs the host sends are never used. */
  solanaClusters: readonly FrameSolanaCluster[]
}

/**
 * Every request handler of the login frame: sign-in, the account type and EIP-5792 batches of the
 * smart account, the EVM wallet requests and the Solana ones. One approval queue serves them all, so
 * the user is never asked two things at once.
 */
export function createFrameHandlers(deps: FrameHandlerDeps): FrameRequestHandlers {
  const { api, store, session, state, approve } = deps
  const inTurn = createApprovalQueue()
  const accountTypes = createAccountTypes({ store })
  const currentAddress = async () => (session.current() ?? (await session.restore()))?.address
  const withAccount: FrameHandlerAccountUse = (use) => session.withAccount(use)
  const smartAccounts = smartAccountHandlers({ state, accountTypes, currentAddress, withAccount, approve, inTurn })
  const smartSessions = smartSessionHandlers({ state, accountTypes, store, currentAddress, withAccount, approve, inTurn })
  const wallet = walletHandlers({ session, state, approve, inTurn, smartAccounts, applyTheme: deps.applyTheme, reload: deps.reload })
  const walletWithSessions: typeof wallet = {
    ...wallet,
    // Smart sessions (grants, revocations, calls carrying a permissions context) come first; every
    // other request keeps its way.
    async rpcRequest(request, options) {
      if (smartSessions.handles(request.method, request.params)) {
        return { result: await smartSessions.request(request.method, request.params, request.chainId, options.signal) }
      }
      return wallet.rpcRequest(request, options)
    },
  }
  return {
    ...withAccountTypes(authHandlers({ api, session, state }), smartAccounts.withAccountType),
    ...withSolanaRequests(
      walletWithSessions,
      solanaRequests({
        currentAddress: async () => (session.current() ?? (await session.restore()))?.solanaAddress,
        withSigner: (use) => session.withSolanaSigner(use),
        clusters: deps.solanaClusters,
        approve,
        inTurn,
      }),
    ),
  }
}
