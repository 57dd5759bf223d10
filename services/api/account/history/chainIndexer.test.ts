import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, TEST_NFT_ADDRESS } from '../../../../devstack/chain/addresses'
import { deployContracts } from '../../../../devstack/chain/deployContracts'
import { deployTestNft } from '../../../../devstack/chain/deployTestNft'
import { startAnvil, type RunningAnvil } from '../../../../devstack/chain/startAnvil'
import { createAccountContext } from '../accountContext'
import { createChainIndexer } from './chainIndexer'
import { createHistoryStore } from './historyStore'
import { developmentDatabase } from '../../../store/developmentDatabase'

/*
 * The indexer reads receipts with one eth_getBlockReceipts per block; a node without that method
 * (answering -32601, as a proxy in front of anvil does here) gets per-transaction receipts instead.
 */
let anvil: RunningAnvil
let proxy: Server
let proxyUrl = ''
const methods: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  await deployTestNft(anvil.rpcUrl, 31337)
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; method: string } | { id: number; method: string }[]
    const calls = Array.isArray(body) ? body : [body]
    methods.push(...calls.map((call) => call.method))
    const answers = await Promise.all(
      calls.map(async (call) => {
        if (call.method === 'eth_getBlockReceipts') return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
        const answer = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(call) })
        return answer.json()
      }),
    )
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  await anvil?.stop()
})

describe('createChainIndexer', () => {
  it.each([
    ['with eth_getBlockReceipts', () => anvil.rpcUrl, 'eth_getBlockReceipts'],
    ['without it (per-transaction receipts)', () => proxyUrl, 'eth_getTransactionReceipt'],
  ] as const)('indexes the deployments %s', async (_, rpcUrl, receiptMethod) => {
    const database = await developmentDatabase()
    await database.exec('TRUNCATE history_chains, history_txs, history_transfers, history_tokens, history_account_txs')
    const store = createHistoryStore(database)
    const client = createAccountContext({ chains: [{ id: 31337, name: 'Local', rpcUrl: rpcUrl() }] }).client(31337)!
    await createChainIndexer({ chainId: 31337, client, store, startBlock: 0 }).sync()
    expect((await store.chainCursor(31337))?.last?.number).toBe(2)
    const page = await store.page(31337, ANVIL_ACCOUNTS[1].address, undefined, 10)
    expect(page.transactions.map((tx) => [...new Set(tx.transfers.map((transfer) => transfer.kind))])).toEqual([['erc721'], ['erc20']])
    expect(await store.ownedNfts(31337, ANVIL_ACCOUNTS[1].address, 10)).toEqual([
      { token: TEST_NFT_ADDRESS, tokenId: '3' },
      { token: TEST_NFT_ADDRESS, tokenId: '4' },
    ])
    if (rpcUrl() === proxyUrl) expect(methods).toEqual(expect.arrayContaining(['eth_getBlockReceipts', receiptMethod]))
  })

  it('starts at the head by default, and reads at most blocksPerSecond when catching up', async () => {
    const database = await developmentDatabase()
    await database.exec('TRUNCATE history_chains, history_txs, history_transfers, history_tokens, history_account_txs')
    const store = createHistoryStore(database)
    const client = createAccountContext({ chains: [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }] }).client(31337)!
    const first = Number(await client.getBlockNumber({ cacheTime: 0 }))
    await createChainIndexer({ chainId: 31337, client, store }).sync()
    expect(await store.chainCursor(31337)).toEqual({ first, last: { number: first, hash: expect.any(String) } })

    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x1e'] }),
    })
    // 30 blocks at 20 a second in batches of 10: the second batch waits half a second, the third a second.
    const started = performance.now()
    await createChainIndexer({ chainId: 31337, client, store, blocksPerSecond: 20 }).sync()
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
    expect((await store.chainCursor(31337))?.last?.number).toBe(first + 30)
  })

  it('runs one sync for callers that arrive while another is under way (not one each)', async () => {
    const database = await developmentDatabase()
    const client = createAccountContext({ chains: [{ id: 31337, name: 'Local', rpcUrl: proxyUrl }] }).client(31337)!
    const indexer = createChainIndexer({ chainId: 31337, client, store: createHistoryStore(database) })
    await indexer.sync()
    methods.length = 0
    // One running, the 19 others share the single sync that starts after it.
    await Promise.all(Array.from({ length: 20 }, () => indexer.sync()))
    // Each sync asks for the latest block once, and stops there when the index is already at it.
    expect(methods).toEqual(['eth_getBlockByNumber', 'eth_getBlockByNumber'])
  })

  it('asks the database nothing when the head is the block it last stored, and indexes a new block', async () => {
    const database = await developmentDatabase()
    const statements: string[] = []
    const counted = {
      ...database,
      query: (sql: string, params?: Parameters<typeof database.query>[1]) => {
        statements.push(sql)
        return database.query(sql, params)
      },
    }
    const store = createHistoryStore(counted)
    const client = createAccountContext({ chains: [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }] }).client(31337)!
    const indexer = createChainIndexer({ chainId: 31337, client, store })
    await indexer.sync()
    statements.length = 0
    await indexer.sync()
    expect(statements).toEqual([])
    // A new block: read from the store, indexed, and known again.
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    })
    await indexer.sync()
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    expect((await store.chainCursor(31337))?.last?.number).toBe(head)
    statements.length = 0
    await indexer.sync()
    expect(statements).toEqual([])
  })
})
