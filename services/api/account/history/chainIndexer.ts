import { BaseError, erc20Abi, erc721Abi, getAddress } from 'viem'
import type { Address, Hex, PublicClient } from 'viem'
import type { HistoryStore, IndexedTransaction, IndexedTransfer, TokenInfo } from './historyStore'
import { createChainHead } from '../chainHead'
import type { BlockRef, ChainHead } from '../chainHead'
import { decodeTransferLog } from './transferLogs'

/** Options of {@link createChainIndexer}. */
export type ChainIndexerOptions = {
  chainId: number
  client: PublicClient
  store: HistoryStore
  /**
   * Where the chain's latest block comes from (shared with the API's other routes).
   * @default its own `createChainHead(client)`
   */
  head?: ChainHead
  /**
   * Blocks fetched concurrently (their calls go out as JSON-RPC batches).
   * @default 10
   */
  concurrency?: number
  /**
   * The first block indexed when the chain has no index yet. A chain with millions of blocks would
   * otherwise take hours to index from block 0, so the default is the head when the indexer first
   * runs: history starts from then on.
   * @default the chain's head at the first run
   */
  startBlock?: number
  /**
   * Most blocks read per second, so catching up never floods the operator's node (each block is a
   * block and a receipts request). `Infinity` lifts the cap.
   * @default 25
   */
  blocksPerSecond?: number
  /**
   * How long the background loop waits between two looks at the head, unless woken earlier.
   * @default 2_000
   */
  pollMs?: number
}

/** The blocks an index holds: from `first` up to `last` (absent until the first block is stored). */
export type IndexedRange = { first: number; last?: BlockRef }

/** Follows one chain into the store. */
export type ChainIndexer = {
  /**
   * Indexes every block up to the chain's head as of the call (from the start block, at most
   * `blocksPerSecond`); resolves with that head (the store holds every block up to it, and answers
   * read after it resolved include them).
   */
  sync(): Promise<BlockRef>
  /** Keeps the index following the chain in the background until {@link ChainIndexer.stop}. */
  start(): void
  /** Stops the background loop (a block being read is finished first). */
  stop(): void
  /** Makes the background loop look at the head now rather than after its pause. */
  wake(): void
  /** What the index holds as far as this indexer knows, `undefined` before its first run. */
  range(): IndexedRange | undefined
}

/**
 * Indexes a chain's blocks over JSON-RPC: native value transfers of successful transactions and
 * ERC-20 / ERC-721 `Transfer` logs from the receipts. Starts over when the stored last block is no
 * longer on the chain (a restarted anvil). Value moved by internal calls is not seen.
 */
export function createChainIndexer(options: ChainIndexerOptions): ChainIndexer {
  const { chainId, client, store } = options
  const concurrency = options.concurrency ?? 10
  const chainHead = options.head ?? createChainHead(client)
  const msPerBlock = 1_000 / (options.blocksPerSecond ?? 25)
  const pollMs = options.pollMs ?? 2_000
  // Runs one after another, and a request never joins a run that started before it (it must see
  // blocks mined before it). At most one sync runs and one waits: every caller gets a sync that starts after its call (so it
  // sees the head as of then), but callers arriving while one waits share it instead of each queueing
  // its own head lookup and block check behind the others (20 concurrent requests made 20 rounds).
  let running: Promise<BlockRef> | undefined
  let waiting: Promise<BlockRef> | undefined
  const startRun = () => (running = run().finally(() => (running = undefined)))

  async function tokenInfo(transfer: IndexedTransfer): Promise<void> {
    if (!transfer.token || (await store.token(chainId, transfer.token))) return
    const address = transfer.token
    const read = <T>(abi: typeof erc20Abi | typeof erc721Abi, functionName: 'name' | 'symbol' | 'decimals', fallback: T) =>
      (client.readContract({ address, abi, functionName } as Parameters<PublicClient['readContract']>[0]) as Promise<T>).catch(() => fallback)
    // A token that does not answer (non-standard contract) still gets a row, so it is asked once.
    const [name, symbol, decimals] = await Promise.all(
      transfer.kind === 'erc721'
        ? [read(erc721Abi, 'name', 'NFT'), read(erc721Abi, 'symbol', 'NFT'), Promise.resolve(0)]
        : [read(erc20Abi, 'name', 'Unknown token'), read(erc20Abi, 'symbol', '???'), read<number | bigint>(erc20Abi, 'decimals', 18)],
    )
    const info: TokenInfo = { kind: transfer.kind === 'erc721' ? 'erc721' : 'erc20', name: String(name), symbol: String(symbol), decimals: Number(decimals) }
    await store.saveToken(chainId, address, info)
  }

  // One eth_getBlockReceipts per block rather than one eth_getTransactionReceipt per transaction;
  // a node without that method gets the per-transaction calls from then on.
  let blockReceipts = true
  async function receiptsOf(block: { number: bigint; transactions: readonly { hash: Hex }[] }) {
    if (blockReceipts && block.transactions.length > 0) {
      try {
        const receipts = await client.getBlockReceipts({ blockNumber: block.number })
        const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
        const ordered = block.transactions.map((tx) => byHash.get(tx.hash))
        if (ordered.every((receipt) => receipt !== undefined)) return ordered as (typeof receipts)[number][]
      } catch (error) {
        const code =
          error instanceof BaseError
            ? (error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as { code?: number } | undefined)?.code
            : undefined
        if (code !== -32601 && code !== -32004) throw error
        blockReceipts = false
      }
    }
    return Promise.all(block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })))
  }

  async function readBlock(number: bigint) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    const receipts = await receiptsOf(block)
    const transactions = block.transactions.map((tx, index): IndexedTransaction => {
      const receipt = receipts[index]!
      const ok = receipt.status === 'success'
      const recipient = tx.to ?? (receipt.contractAddress as Address | null | undefined)
      const transfers: IndexedTransfer[] = []
      if (ok && tx.value > 0n && tx.to) {
        transfers.push({
          position: -1,
          kind: 'native',
          token: null,
          tokenId: null,
          sender: getAddress(tx.from),
          recipient: getAddress(tx.to),
          amount: tx.value.toString(),
        })
      }
      if (ok)
        for (const log of receipt.logs) {
          const transfer = decodeTransferLog(log)
          if (transfer) transfers.push(transfer)
        }
      return {
        hash: tx.hash,
        blockNumber: Number(block.number),
        txIndex: tx.transactionIndex ?? index,
        minedAt: Number(block.timestamp),
        // JSON-RPC answers lower case; stored checksummed so the API shows addresses as wallets do.
        sender: getAddress(tx.from),
        recipient: recipient ? getAddress(recipient) : null,
        nonce: tx.nonce,
        status: ok ? 'confirmed' : 'failed',
        isDeploy: !tx.to,
        transfers,
      }
    })
    return { number: Number(block.number), hash: block.hash, transactions }
  }

  // What the store holds as far as this indexer saw, so a sync at an unchanged head asks neither the
  // node nor the database anything more. Only a block with that hash at the head counts: another
  // instance resetting the chain does so because the chain changed, which changes the head's hash.
  let indexed: IndexedRange | undefined
  // Paces the reads: each block read moves the earliest start of the next batch on by `msPerBlock`.
  let nextReadAt = 0
  const paced = async (blocks: number) => {
    const wait = nextReadAt - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    nextReadAt = Math.max(nextReadAt, performance.now()) + blocks * msPerBlock
  }

  async function cursor(head: number) {
    const known = await store.chainCursor(chainId)
    return known ?? (await store.startChain(chainId, options.startBlock ?? head))
  }

  async function run(): Promise<BlockRef> {
    const latest = await chainHead.latest()
    const head = latest.number
    if (indexed?.last?.number === head && indexed.last.hash === latest.hash) return latest
    let known = await cursor(head)
    // Already at the head (the common case): one lookup, nothing more to ask the node.
    if (known.last?.number === head && known.last.hash === latest.hash) {
      indexed = known
      return latest
    }
    if (known.last) {
      const last = known.last
      const onChain = last.number <= head ? await client.getBlock({ blockNumber: BigInt(last.number) }).catch(() => undefined) : undefined
      if (onChain?.hash !== last.hash) {
        await store.resetChain(chainId)
        known = await cursor(head)
      }
    }
    indexed = known
    const first = known.first
    for (let next = known.last ? known.last.number + 1 : first; next <= head; next += concurrency) {
      const numbers = Array.from({ length: Math.min(concurrency, head - next + 1) }, (_, offset) => BigInt(next + offset))
      await paced(numbers.length)
      const blocks = await Promise.all(numbers.map(readBlock))
      for (const block of blocks) {
        for (const tx of block.transactions) for (const transfer of tx.transfers) await tokenInfo(transfer)
        // Saved in order, so a failure part-way leaves a consistent cursor to resume from.
        await store.saveBlock(chainId, block, block.transactions)
        indexed = { first, last: { number: block.number, hash: block.hash } }
      }
    }
    return latest
  }

  function sync(): Promise<BlockRef> {
    if (waiting) return waiting
    if (!running) return startRun()
    waiting = running
      .catch(() => undefined)
      .then(() => {
        waiting = undefined
        return startRun()
      })
    return waiting
  }

  let loop: Promise<void> | undefined
  let stopped = true
  let wakeLoop: (() => void) | undefined
  async function follow(): Promise<void> {
    while (!stopped) {
      // A failed run (node down, reorganised mid-read) is tried again after the pause.
      await sync().catch(() => undefined)
      if (stopped) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        wakeLoop = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wakeLoop = undefined
    }
  }

  return {
    sync,
    start() {
      if (!stopped) return
      stopped = false
      loop = (loop ?? Promise.resolve()).then(follow)
    },
    stop() {
      stopped = true
      wakeLoop?.()
    },
    wake: () => wakeLoop?.(),
    range: () => indexed,
  }
}
