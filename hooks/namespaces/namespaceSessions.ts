import type { ChainNamespace } from '../../src/chains/caip'
import type { NamespaceAccount, NamespaceConnectionState } from '../../src/namespaces/namespaceAdapter'
import { browserStorage } from '../../src/storage/browserStorage'
import { setKitStorageHint } from '../../src/storage/kitStorageHints'
import { namespaceSessionsStorageKey } from './namespaceSessionsStorageKey'

/** One family's connection as the page last had it. */
export type NamespaceSession = {
  namespace: ChainNamespace
  walletId: string
  caipNetworkId?: string | undefined
  /** The granted accounts, the active one first (addresses and public keys only: nothing secret). */
  accounts: NamespaceAccount[]
}

/** What is stored: one session per family, and the family the modal showed (absent: EVM). */
export type NamespaceSessions = { active?: ChainNamespace | undefined; sessions: NamespaceSession[] }

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// Writing needs no validation beyond keeping what is there: the reader, which runs before anything
// is restored, checks every field. A value that is not this shape is replaced, not merged.
function readRaw(storage: SessionStorage): NamespaceSessions {
  try {
    const raw = storage.getItem(namespaceSessionsStorageKey)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as NamespaceSessions).sessions)) return parsed as NamespaceSessions
  } catch {
    // Corrupt or unreadable: start again.
  }
  return { sessions: [] }
}

function write(storage: SessionStorage, value: NamespaceSessions): void {
  try {
    if (value.sessions.length === 0) storage.removeItem(namespaceSessionsStorageKey)
    else storage.setItem(namespaceSessionsStorageKey, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the connection works, it just will not be restored.
  }
  // The hint the next page load checks before opening the kit's store.
  setKitStorageHint(namespaceSessionsStorageKey, value.sessions.length > 0, browserStorage())
}

const accountRecord = ({ address, caipAddress, namespace, type, publicKey, path }: NamespaceAccount): NamespaceAccount => ({
  address,
  caipAddress,
  namespace,
  type,
  publicKey,
  path,
})

/**
 * Keeps `namespace`'s stored session in step with its adapter's state: a connection is remembered
 * (wallet, network, accounts), and forgotten once it ends, whether the user disconnected, the wallet
 * dropped it, or a restore found it gone. The states in between (connecting) change nothing.
 *
 * @example
 * adapter.subscribe(() => trackNamespaceSession(storage, 'bip122', adapter.getState()))
 */
export function trackNamespaceSession(storage: SessionStorage | undefined, namespace: ChainNamespace, state: NamespaceConnectionState): void {
  if (!storage || state.status === 'connecting') return
  const stored = readRaw(storage)
  const others = stored.sessions.filter((session) => session.namespace !== namespace)
  if (state.status === 'disconnected' || !state.walletId) {
    if (others.length === stored.sessions.length) return
    write(storage, { active: stored.active === namespace ? undefined : stored.active, sessions: others })
    return
  }
  const session: NamespaceSession = {
    namespace,
    walletId: state.walletId,
    caipNetworkId: state.caipNetwork?.caipNetworkId,
    accounts: state.accounts.map(accountRecord),
  }
  const previous = stored.sessions.find((candidate) => candidate.namespace === namespace)
  if (previous && JSON.stringify(previous) === JSON.stringify(session)) return
  write(storage, { active: stored.active, sessions: [...others, session] })
}

/**
 * Remembers which family the modal shows (`undefined`: EVM), so a restore brings the same one back.
 * Only a family with a stored session can be remembered as active.
 *
 * @example
 * rememberActiveNamespace(storage, 'sui')
 */
export function rememberActiveNamespace(storage: SessionStorage | undefined, namespace: ChainNamespace | undefined): void {
  if (!storage) return
  const stored = readRaw(storage)
  if (stored.active === namespace || stored.sessions.length === 0) return
  write(storage, { active: namespace, sessions: stored.sessions })
}
