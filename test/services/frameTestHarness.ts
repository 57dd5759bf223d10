// Test helper (not bundled: main.ts does not import it).
import { createServer } from 'node:http'
import { afterAll, beforeAll } from 'vitest'
import type { FrameRequestContext } from '../../src/protocol/createFrameEndpoint'
import { startAuthTestServer, type AuthTestServer } from './authTestServer'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import type { ApprovalSummary } from '../../services/frame/app/approvalSummary'
import { createAuthApi, type AuthApi } from '../../services/frame/app/authApi'
import { authHandlers } from '../../services/frame/app/authHandlers'
import type { FrameChain } from '../../services/frame/app/frameConfig'
import type { FrameState } from '../../services/frame/app/frameState'
import { createMemoryStore } from '../../services/frame/app/frameStore'
import { walletHandlers } from '../../services/frame/app/walletHandlers'
import { createWalletSession } from '../../services/frame/app/walletSession'

/** An HTTP server that answers every request with a JSON-RPC error and counts them: a host's `rpcUrl` that must never be called. */
export async function startDecoyRpc(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0
  const server = createServer((_request, response) => {
    hits++
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'decoy called' } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, hits: () => hits, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** The frame's handlers wired to a real auth server and a real anvil, the approval answered by the test. */
export function createFrameHarness({ server, anvil, decoyUrl }: { server: AuthTestServer; anvil: RunningAnvil; decoyUrl: string }) {
  const chain: FrameChain = { id: anvil.chainId, rpcUrl: anvil.rpcUrl, maxFeeWei: 50_000_000_000_000_000n, nativeSymbol: 'ETH' }
  const context = (signal = new AbortController().signal): FrameRequestContext => ({ id: crypto.randomUUID(), signal })
  /** A host's rpcRequest: its rpcUrl is the decoy, which the frame must ignore. */
  const rpc = (method: string, params?: unknown, chainId = anvil.chainId) => ({ method, params, chainId, rpcUrl: decoyUrl })

  /** `apiOverrides` replaces some of the auth API's calls, e.g. to reorder answers. */
  function createFrame(chains: readonly FrameChain[] = [chain], apiOverrides: Partial<AuthApi> = {}) {
    const state: FrameState = {
      hostOrigin: 'http://127.0.0.1:5173',
      frameOrigin: 'http://127.0.0.1:8788',
      projectId: 'foyer-local',
      chainId: anvil.chainId,
      chains,
      appName: undefined,
      pendingEmail: undefined,
      farcasterChannel: undefined,
    }
    const api: AuthApi = { ...createAuthApi(server.url), ...apiOverrides }
    const session = createWalletSession({ api, store: createMemoryStore() })
    const shown: ApprovalSummary[] = []
    const ui = { answer: true, theme: undefined as unknown }
    const handlers = {
      ...authHandlers({ api, session, state }),
      ...walletHandlers({
        session,
        state,
        approve: async (summary, signal) => {
          shown.push(summary)
          return signal.aborted ? false : ui.answer
        },
        applyTheme: (theme) => (ui.theme = theme),
        reload: () => undefined,
      }),
    }
    return { handlers, state, shown, ui }
  }

  async function signedInFrame(email: string, chains?: readonly FrameChain[]) {
    const frame = createFrame(chains)
    await frame.handlers.connectEmail({ email }, context())
    const user = await frame.handlers.connectOtp({ otp: await server.latestCode(email) }, context())
    server.clock.now += 31_000
    return { ...frame, user }
  }

  return { chain, context, rpc, createFrame, signedInFrame }
}

/** The value of the approval row labelled `label`. */
export function rowValue(summary: ApprovalSummary | undefined, label: string): string | undefined {
  return summary?.rows.find((row) => row.label === label)?.value
}

/** What {@link useFrameHarness} gives a test file once its `beforeAll` ran. */
export type FrameHarnessSetup = {
  server: AuthTestServer
  anvil: RunningAnvil
  decoy: Awaited<ReturnType<typeof startDecoyRpc>>
  harness: ReturnType<typeof createFrameHarness>
}

/**
 * Starts the real auth server, an anvil chain and the decoy RPC for a test file (in `beforeAll`),
 * builds the harness over them, and stops them all after the file. The returned object is filled in
 * by `beforeAll`: read its fields inside tests, not at module scope.
 */
export function useFrameHarness(): FrameHarnessSetup {
  const setup = {} as FrameHarnessSetup
  beforeAll(async () => {
    ;[setup.server, setup.anvil, setup.decoy] = await Promise.all([startAuthTestServer(), startAnvil({ chainId: 31337 }), startDecoyRpc()])
    setup.harness = createFrameHarness({ server: setup.server, anvil: setup.anvil, decoyUrl: setup.decoy.url })
  })
  afterAll(async () => {
    await Promise.all([setup.server?.close(), setup.anvil?.stop(), setup.decoy?.close()])
  })
  return setup
}
