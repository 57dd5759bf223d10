import type { SolanaRpcClient } from './solanaRpcClient'
import type { SolanaHistoryStore } from './solanaHistoryStore'
import { indexSolanaTransaction } from './solanaTransfers'
import { TOKEN_PROGRAM } from './solanaBalances'

/** Signatures per `getSignaturesForAddress` call (the RPC's maximum). */
const SIGNATURES_PER_PAGE = 1_000
/** Signatures read per scanned account and sync at most: a first sync keeps the newest this many. */
const SIGNATURES_PER_SYNC = 10_000
/** Transactions fetched at once. */
const FETCH_CONCURRENCY = 8

/**
 * Brings `owner`'s indexed history up to date: lists the new signatures of the owner and of each of
 * its token accounts (an incoming token transfer names only the token account), fetches the
 * transactions not stored yet and saves them with the accounts' new cursors. Concurrent syncs of one
 * owner share one run.
 */
export function createSolanaIndexer(
  network: string,
  rpc: SolanaRpcClient,
  store: SolanaHistoryStore,
  { pageSize = SIGNATURES_PER_PAGE, maxPerSync = SIGNATURES_PER_SYNC }: { pageSize?: number; maxPerSync?: number } = {},
) {
  // Pages back from the newest signature until the last one read before (`until`), so a gap of more
  // than one page since the last sync is read whole, not skipped.
  const newSignatures = async (account: string, until: string | undefined) => {
    const all: { signature: string; slot: number }[] = []
    let before: string | undefined
    while (all.length < maxPerSync) {
      const options = { limit: pageSize, commitment: 'confirmed', ...(until ? { until } : {}), ...(before ? { before } : {}) }
      const page = await rpc('getSignaturesForAddress', [account, options])
      all.push(...page)
      if (page.length < pageSize) break
      before = page.at(-1)!.signature
    }
    return all
  }
  const running = new Map<string, Promise<void>>()
  const run = async (owner: string) => {
    const tokenAccounts = await rpc('getTokenAccountsByOwner', [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
    const scanned = [owner, ...tokenAccounts.value.map((entry) => entry.pubkey)]
    const cursors = new Map<string, string>()
    const found = new Map<string, number>()
    await Promise.all(
      scanned.map(async (account) => {
        const list = await newSignatures(account, await store.newestSignature(network, account))
        if (list[0]) cursors.set(account, list[0].signature)
        for (const entry of list) found.set(entry.signature, entry.slot)
      }),
    )
    const known = await store.known(network, owner, [...found.keys()])
    const wanted = [...found.keys()].filter((signature) => !known.has(signature))
    const transactions = []
    for (let start = 0; start < wanted.length; start += FETCH_CONCURRENCY) {
      const batch = await Promise.all(
        wanted
          .slice(start, start + FETCH_CONCURRENCY)
          .map((signature) => rpc('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' }])),
      )
      for (const transaction of batch) if (transaction) transactions.push(indexSolanaTransaction(transaction))
    }
    await store.save(network, owner, transactions, cursors)
  }
  return {
    sync(owner: string): Promise<void> {
      let pending = running.get(owner)
      if (!pending) {
        pending = run(owner).finally(() => running.delete(owner))
        running.set(owner, pending)
      }
      return pending
    },
  }
}
