import * as z from 'zod/mini'
import type { ChainNamespace } from '../../src/chains/caip'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import type { NamespaceRuntime } from './namespaceRuntime'
import { trackNamespaceSession, type NamespaceSession, type NamespaceSessions } from './namespaceSessions'
import { namespaceSessionsStorageKey } from './namespaceSessionsStorageKey'
import { readStoredJson } from '../../src/storage/dropStoredValue'

/** How long a restore waits for the stored wallet to appear (extensions inject while the page loads). */
export const restoreWalletWaitMs = 1_500

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const namespace = text(20) as unknown as z.ZodMiniType<ChainNamespace>
const sessionsSchema = z.object({
  active: z.optional(namespace),
  sessions: z.array(
    z.object({
      namespace,
      walletId: text(200),
      caipNetworkId: z.optional(text(100)),
      accounts: z.array(
        z.object({
          address: text(200),
          caipAddress: text(300) as unknown as z.ZodMiniType<`${string}:${string}:${string}`>,
          namespace,
          type: z.optional(z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])),
          publicKey: z.optional(text(200)),
          path: z.optional(text(100)),
        }),
      ),
    }),
  ),
})

/**
 * The stored sessions, checked field by field: the page shares its storage with every script on
 * the origin, so anything malformed reads as nothing stored (and is dropped).
 *
 * @example
 * readNamespaceSessions(localStorage) // { active: 'sui', sessions: [{ namespace: 'sui', walletId: 'Slush', ... }] }
 */
export function readNamespaceSessions(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): NamespaceSessions {
  // A value that fails the check is dropped and logged: nothing is restored from it.
  return (
    readStoredJson(storage, namespaceSessionsStorageKey, (value) => {
      const parsed = sessionsSchema.safeParse(value)
      return parsed.success ? parsed.data : undefined
    }) ?? { sessions: [] }
  )
}

/** The store the sessions are read from and written to (the kit's store). */
type SessionsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function waitForWallet(adapter: NamespaceAdapter, walletId: string, timeoutMs: number): Promise<boolean> {
  const present = () => adapter.getWallets().some((wallet) => wallet.id === walletId)
  if (present()) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (found: boolean) => {
      clearTimeout(timer)
      off()
      resolve(found)
    }
    const off = adapter.subscribe(() => {
      if (present()) done(true)
    })
    const timer = setTimeout(() => done(false), timeoutMs)
  })
}

async function restoreOne(runtime: NamespaceRuntime, session: NamespaceSession, storage: SessionsStorage | undefined, waitMs: number): Promise<boolean> {
  let adapter: NamespaceAdapter
  try {
    adapter = await runtime.load(session.namespace)
  } catch {
    // The family's code did not load: keep the session for the next page load.
    return false
  }
  const state = adapter.getState()
  // Connected meanwhile (the user was quicker, or the app's own provider did it): nothing to restore.
  if (state.status !== 'disconnected') return state.status === 'connected'
  const found = adapter.restore ? await waitForWallet(adapter, session.walletId, waitMs) : false
  const restored = found && adapter.restore ? await adapter.restore(session).catch(() => adapter.getState()) : adapter.getState()
  // The wallet is gone or no longer grants the app an account: forget it, the user connects again.
  if (restored.status !== 'connected') trackNamespaceSession(storage, session.namespace, { status: 'disconnected', accounts: [] })
  return restored.status === 'connected'
}

const running = new WeakMap<NamespaceRuntime, Promise<void>>()

/**
 * Restores the other families' connections from the last page load, once per runtime: each stored
 * session's family is loaded and its adapter asked to connect the same wallet again without a
 * prompt (`NamespaceAdapter.restore`). Sessions of families the app no longer configures are
 * dropped; the family the modal showed becomes active again if its connection came back.
 *
 * @example
 * await restoreNamespaces(namespaceRuntime(config), await loadKitStorage())
 */
export function restoreNamespaces(runtime: NamespaceRuntime, storage: SessionsStorage | undefined, waitMs = restoreWalletWaitMs): Promise<void> {
  const existing = running.get(runtime)
  if (existing) return existing
  const run = (async () => {
    const { active, sessions } = readNamespaceSessions(storage)
    for (const session of sessions) {
      if (!runtime.plugin(session.namespace)) trackNamespaceSession(storage, session.namespace, { status: 'disconnected', accounts: [] })
    }
    const configured = sessions.filter((session) => runtime.plugin(session.namespace))
    const results = await Promise.all(configured.map((session) => restoreOne(runtime, session, storage, waitMs)))
    const activeIndex = configured.findIndex((session) => session.namespace === active)
    if (active && results[activeIndex] && runtime.activeChain === undefined) runtime.setActiveChain(active)
  })()
  running.set(runtime, run)
  return run
}
