import type { SqlDatabase } from '../../../store/SqlDatabase'
import type { AccountContext } from '../accountContext'
import type { BlockRef } from '../chainHead'
import { createChainIndexer, type ChainIndexer } from './chainIndexer'
import { createHistoryStore, type HistoryStore } from './historyStore'

/** One store and one indexer per chain, shared by the routes that read indexed data. */
export type HistoryIndex = {
  /**
   * Indexes `chainId` up to its head (as of the call; with `fresh`, looked up even while heads are
   * followed) and returns the store with that head, or `undefined` when the API does not serve the chain.
   */
  synced(chainId: number, options?: { fresh?: boolean }): Promise<{ store: HistoryStore; head: BlockRef } | undefined>
}

/**
 * Creates the history index of one API server over its database, opened on the first call rather than
 * at start-up, so a server that never answers history pays nothing for it.
 *
 * @example
 * const index = createHistoryIndex(context, async () => database)
 * const { store, head } = (await index.synced(31337)) ?? {}
 */
export function createHistoryIndex(context: AccountContext, database: () => Promise<SqlDatabase>): HistoryIndex {
  let ready: Promise<{ store: HistoryStore; indexers: Map<number, ChainIndexer> }> | undefined
  const open = () => {
    ready ??= database().then((opened) => ({ store: createHistoryStore(opened), indexers: new Map<number, ChainIndexer>() }))
    return ready
  }
  return {
    async synced(chainId, { fresh = false } = {}) {
      const client = context.client(chainId)
      const head = context.head(chainId)
      if (!client || !head) return undefined
      // A fresh lookup also moves the followed head, so the sync below runs up to it at least.
      if (fresh) await head.latest({ fresh: true })
      const { store, indexers } = await open()
      let indexer = indexers.get(chainId)
      if (!indexer) indexers.set(chainId, (indexer = createChainIndexer({ chainId, client, store, head })))
      try {
        return { store, head: await indexer.sync() }
      } catch (error) {
        // As for balances: a followed head the HTTP endpoint cannot serve gets one more try at a
        // head looked up there (the lookup replaces the followed one).
        if (fresh) throw error
        await head.latest({ fresh: true })
        return { store, head: await indexer.sync() }
      }
    },
  }
}
