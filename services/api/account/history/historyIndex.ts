import type { SqlDatabase } from '../../../store/SqlDatabase'
import type { AccountContext } from '../accountContext'
import { createChainIndexer, type ChainIndexer, type IndexedRange } from './chainIndexer'
import { createHistoryStore, type HistoryStore } from './historyStore'

/** Options of {@link createHistoryIndex}. */
export type HistoryIndexOptions = {
  /**
   * Each chain's first indexed block when it has no index yet, by chain id.
   * @default the chain's head when the API first indexes it
   */
  startBlocks?: ReadonlyMap<number, number>
  /** Most blocks read per second on each chain. @default 25 */
  blocksPerSecond?: number
  /** The pause between two looks at a chain's head, unless woken. @default 2_000 */
  pollMs?: number
  /**
   * How far behind the head a request still waits for the index to catch up (the blocks that were
   * mined while it ran, or the transaction the page just sent); further behind, it answers at once
   * with what the index holds.
   * @default 32
   */
  waitBlocks?: number
  /** The longest a request waits for those blocks. @default 3_000 */
  waitMs?: number
}

/** One store and one background indexer per chain, shared by the routes that read indexed data. */
export type HistoryIndex = {
  /**
   * The store and the range it holds for `chainId` (with `fresh`, the head looked up again first),
   * or `undefined` when the API does not serve the chain. Never indexes on the caller's behalf: it
   * waits for the background indexer only when it is a few blocks behind, and only briefly.
   */
  synced(chainId: number, options?: { fresh?: boolean }): Promise<{ store: HistoryStore; range: IndexedRange | undefined } | undefined>
  /** Starts indexing every chain in the background (the server calls this once it listens). */
  start(): void
  /** Stops the background indexing. */
  stop(): void
}

/**
 * Creates the history index of one API server over its database. Each chain is indexed in the
 * background from its start block, at most `blocksPerSecond`; requests read what is indexed, so a
 * chain with tens of millions of blocks answers at once instead of after a catch-up from block 0.
 *
 * @example
 * const index = createHistoryIndex(context, async () => database)
 * index.start()
 * const { store, range } = (await index.synced(31337)) ?? {}
 */
export function createHistoryIndex(context: AccountContext, database: () => Promise<SqlDatabase>, options: HistoryIndexOptions = {}): HistoryIndex {
  const waitBlocks = options.waitBlocks ?? 32
  const waitMs = options.waitMs ?? 3_000
  let store: Promise<HistoryStore> | undefined
  const open = () => (store ??= database().then(createHistoryStore))
  const indexers = new Map<number, ChainIndexer>()
  // 'idle' until the server starts the index (a test mounting the routes alone never does: its
  // first request starts the chain's indexer); once stopped, nothing starts again.
  let state: 'idle' | 'running' | 'stopped' = 'idle'

  async function indexerOf(chainId: number): Promise<ChainIndexer | undefined> {
    const client = context.client(chainId)
    const head = context.head(chainId)
    if (!client || !head) return undefined
    let indexer = indexers.get(chainId)
    if (!indexer) {
      const startBlock = options.startBlocks?.get(chainId)
      indexer = createChainIndexer({
        chainId,
        client,
        store: await open(),
        head,
        blocksPerSecond: options.blocksPerSecond,
        pollMs: options.pollMs,
        ...(startBlock === undefined ? {} : { startBlock }),
      })
      // Another call may have made one while the store opened.
      const made = indexers.get(chainId)
      if (made) return made
      indexers.set(chainId, indexer)
      if (state !== 'stopped') indexer.start()
    }
    return indexer
  }

  return {
    async synced(chainId, { fresh = false } = {}) {
      const head = context.head(chainId)
      const indexer = await indexerOf(chainId)
      if (!indexer || !head) return undefined
      // A fresh lookup also moves the followed head.
      const latest = await head.latest({ fresh }).catch(() => undefined)
      const store = await open()
      const range = indexer.range()
      const last = range?.last
      if (!latest || (last?.number === latest.number && last.hash === latest.hash)) return { store, range }
      const behind = last ? latest.number - last.number : range ? latest.number - range.first + 1 : 1
      if (behind > waitBlocks) {
        indexer.wake()
        return { store, range }
      }
      // A few blocks behind, or on another chain than the head says (a reorganisation, a node that was
      // reset): a run that starts now settles it, and the request waits for it only briefly.
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([indexer.sync().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))])
      clearTimeout(timer)
      return { store, range: indexer.range() }
    },
    start() {
      if (state !== 'idle') return
      state = 'running'
      for (const chainId of context.chainIds) void indexerOf(chainId)
    },
    stop() {
      state = 'stopped'
      for (const indexer of indexers.values()) indexer.stop()
    },
  }
}
