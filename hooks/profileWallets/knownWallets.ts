import * as z from 'zod/mini'
import { dropStoredValue } from '../../src/storage/dropStoredValue'

/** The kit storage's key of the wallets ProfileWallets has seen connected. */
export const knownWalletsStorageKey = 'foyer.profileWallets'

/** How many wallets are remembered; the oldest are forgotten first. */
export const maxKnownWallets = 8

/**
 * How a wallet is connected again: a browser wallet (EVM injected or announced, or a Solana Wallet
 * Standard wallet) is asked directly; WalletConnect and e-mail or social login go through their flow.
 */
export type KnownWalletKind = 'browser' | 'walletConnect' | 'auth'

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/** A wallet that was connected in this browser, as ProfileWallets remembers it across reloads. */
export const knownWalletSchema = z.object({
  /** The chain family, e.g. `eip155` or `solana`. */
  namespace: text(20),
  /** The wagmi connector id (EVM) or the wallet's id (other namespaces). */
  connectorId: text(200),
  kind: z.enum(['browser', 'walletConnect', 'auth']),
  name: text(100),
  /** The connection's first account, in the namespace's format. */
  address: text(200),
})

/** A remembered wallet. */
export type KnownWallet = z.infer<typeof knownWalletSchema>

/** The identity of a remembered wallet: one entry per wallet and namespace. */
export const knownWalletKey = (wallet: Pick<KnownWallet, 'namespace' | 'connectorId'>) => `${wallet.namespace}:${wallet.connectorId}`

/**
 * Reads the stored list. Anything that is not a valid list (missing, corrupt, written by another
 * script on the origin) reads as empty, and a stored value that is not a list is dropped and
 * logged; invalid entries are dropped one by one.
 */
export function readKnownWallets(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): KnownWallet[] {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(knownWalletsStorageKey)
  } catch {
    return []
  }
  if (!raw) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    dropStoredValue(storage, knownWalletsStorageKey, error)
    return []
  }
  if (!Array.isArray(json)) {
    dropStoredValue(storage, knownWalletsStorageKey)
    return []
  }
  const wallets: KnownWallet[] = []
  for (const item of json) {
    const parsed = knownWalletSchema.safeParse(item)
    if (parsed.success && !wallets.some((wallet) => knownWalletKey(wallet) === knownWalletKey(parsed.data))) wallets.push(parsed.data)
  }
  return wallets.slice(0, maxKnownWallets)
}

/** Writes the list (an empty one removes the key); a storage that throws leaves it unremembered. */
export function writeKnownWallets(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, list: readonly KnownWallet[]): void {
  try {
    if (list.length === 0) storage?.removeItem(knownWalletsStorageKey)
    else storage?.setItem(knownWalletsStorageKey, JSON.stringify(list.slice(0, maxKnownWallets)))
  } catch {
    // Remembering is a convenience; the connections themselves are unaffected.
  }
}

/**
 * The list once the wallets connected now are in it: they come first (with their current name and
 * address), the others keep their order after them, and the list keeps {@link maxKnownWallets}.
 *
 * @example
 * mergeKnownWallets([a, b], [c]) // [c, a, b]
 */
export function mergeKnownWallets(list: readonly KnownWallet[], connected: readonly KnownWallet[]): KnownWallet[] {
  const valid = connected.filter((wallet) => knownWalletSchema.safeParse(wallet).success)
  const keys = new Set(valid.map(knownWalletKey))
  return [...valid, ...list.filter((wallet) => !keys.has(knownWalletKey(wallet)))].slice(0, maxKnownWallets)
}

/** Whether two lists hold the same wallets in the same order, so an unchanged list is not rewritten. */
export function sameKnownWallets(a: readonly KnownWallet[], b: readonly KnownWallet[]): boolean {
  return a.length === b.length && a.every((wallet, index) => JSON.stringify(wallet) === JSON.stringify(b[index]))
}
