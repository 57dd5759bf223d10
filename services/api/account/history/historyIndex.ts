import initSqlJs from 'sql.js'
import type { AccountContext } from '../accountContext'
import { createChainIndexer, type ChainIndexer } from './chainIndexer'
import { createHistoryStore, type HistoryStore } from './historyStore'

/** One SQLite store and one indexer per chain, shared by the routes that read indexed data. */
export type HistoryIndex = {
  /**
   * Indexes `chainId` up to its head and returns the store, or `undefined` when the API does not
   * serve the chain.
   */
  synced(chainId: number): Promise<HistoryStore | undefined>
}

/**
 * Creates the history index of one API server. sql.js loads its wasm on the first call rather than at
 * start-up, so a server that never answers history pays nothing for it.
 *
 * @example
 * const index = createHistoryIndex(context)
 * const store = await index.synced(31337)
 */
export function createHistoryIndex(context: AccountContext): HistoryIndex {
  let ready: Promise<{ store: HistoryStore; indexers: Map<number, ChainIndexer> }> | undefined
  const open = () => {
    ready ??= initSqlJs().then((SQL) => ({ store: createHistoryStore(SQL), indexers: new Map<number, ChainIndexer>() }))
    return ready
  }
  return {
    async synced(chainId) {
      const client = context.client(chainId)
      if (!client) return undefined
      const { store, indexers } = await open()
      let indexer = indexers.get(chainId)
      if (!indexer) indexers.set(chainId, (indexer = createChainIndexer({ chainId, client, store })))
      await indexer.sync()
      return store
    },
  }
}
