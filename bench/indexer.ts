import { encodeFunctionData, erc20Abi, numberToHex, parseEther } from 'viem'
import { createAccountContext } from '../services/api/account/accountContext'
import { createChainIndexer } from '../services/api/account/history/chainIndexer'
import { createHistoryStore } from '../services/api/account/history/historyStore'
import { openDatabase } from '../services/store/openDatabase'
import type { OpenDatabaseOptions } from '../services/store/openDatabase'
import { ANVIL_ACCOUNTS, TEST_NFT_ADDRESS, USDC_ADDRESS } from '../devstack/chain/addresses'
import { deployContracts } from '../devstack/chain/deployContracts'
import { deployTestNft } from '../devstack/chain/deployTestNft'
import { startAnvil } from '../devstack/chain/startAnvil'
import { benchPort } from './benchPorts'
import { summarize, type Summary } from './stats'

/** Options of {@link measureIndexer}. */
export type IndexerBenchOptions = {
  /** Blocks mined with transfers (after the 2 deployment blocks). @default 1_000 */
  blocks?: number
  /** Transactions per block: an ETH transfer, then USDC transfers. @default 3 */
  txsPerBlock?: number
  /** Catch-up runs, each from an empty store over the same chain. @default 3 */
  runs?: number
  /**
   * The database each run indexes into, emptied first.
   * @default { memory: true } (embedded PGlite in memory)
   */
  database?: OpenDatabaseOptions
}

/** What {@link measureIndexer} reports. */
export type IndexerBenchResult = {
  blocks: number
  transactions: number
  /** Catch-up time of each run, ms. */
  catchUpMs: Summary
  /** Blocks indexed per second (median run). */
  blocksPerSecond: number
  /** Transactions indexed per second (median run). */
  transactionsPerSecond: number
  samplesMs: number[]
}

/**
 * Mines `blocks` blocks of transfers on a fresh anvil (anvil's unlocked accounts, automine off, one
 * `evm_mine` per block), then times the history indexer catching up from block 0 over the same
 * JSON-RPC client the API uses (batched HTTP), into an emptied history store each run.
 */
export async function measureIndexer(options: IndexerBenchOptions = {}): Promise<IndexerBenchResult> {
  const blocks = options.blocks ?? 1_000
  const perBlock = options.txsPerBlock ?? 3
  const runs = options.runs ?? 3
  const anvil = await startAnvil({ chainId: 31337, port: benchPort(10) })
  try {
    await deployContracts(anvil.rpcUrl, 31337)
    await deployTestNft(anvil.rpcUrl, 31337)
    const rpc = async (body: unknown) => {
      const answer = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const json = (await answer.json()) as { error?: unknown } | { error?: unknown }[]
      for (const reply of Array.isArray(json) ? json : [json]) if (reply.error) throw new Error(`anvil: ${JSON.stringify(reply.error)}`)
    }
    await rpc({ jsonrpc: '2.0', id: 0, method: 'evm_setAutomine', params: [false] })
    const senders = ANVIL_ACCOUNTS.slice(0, 8)
    let id = 1
    for (let block = 0; block < blocks; block++) {
      const calls = Array.from({ length: perBlock }, (_, index) => {
        const from = senders[(block + index) % senders.length]!.address
        const to = senders[(block + index + 1) % senders.length]!.address
        const tx =
          index === 0
            ? { from, to, value: numberToHex(parseEther('0.001')) }
            : { from, to: USDC_ADDRESS, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_000n + BigInt(block)] }) }
        return { jsonrpc: '2.0', id: id++, method: 'eth_sendTransaction', params: [tx] }
      })
      await rpc([...calls, { jsonrpc: '2.0', id: id++, method: 'evm_mine', params: [] }])
    }
    await rpc({ jsonrpc: '2.0', id: id++, method: 'evm_setAutomine', params: [true] })

    const database = await openDatabase(options.database ?? { memory: true })
    const context = createAccountContext({ chains: [{ id: 31337, name: 'Bench', rpcUrl: anvil.rpcUrl }] })
    const client = context.client(31337)
    if (!client) throw new Error('no client')
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    const samples: number[] = []
    for (let run = 0; run < runs; run++) {
      await database.exec('TRUNCATE history_chains, history_txs, history_transfers, history_tokens, history_account_txs')
      const store = createHistoryStore(database)
      // From block 0 and uncapped: the bench times a full catch-up.
      const indexer = createChainIndexer({ chainId: 31337, client, store, startBlock: 0, blocksPerSecond: Number.POSITIVE_INFINITY })
      const started = performance.now()
      await indexer.sync()
      samples.push(performance.now() - started)
      if ((await store.chainCursor(31337))?.last?.number !== head) throw new Error('the indexer did not reach the head')
      // Sanity: the NFT contract's mints were indexed too.
      if ((await store.ownedNfts(31337, ANVIL_ACCOUNTS[1].address, 10)).every((nft) => nft.token !== TEST_NFT_ADDRESS)) throw new Error('NFTs missing')
    }
    await database.close()
    const catchUpMs = summarize(samples)
    const indexedBlocks = head + 1
    const transactions = blocks * perBlock + 2
    return {
      blocks: indexedBlocks,
      transactions,
      catchUpMs,
      blocksPerSecond: indexedBlocks / (catchUpMs.median / 1000),
      transactionsPerSecond: transactions / (catchUpMs.median / 1000),
      samplesMs: samples,
    }
  } finally {
    await anvil.stop()
  }
}
