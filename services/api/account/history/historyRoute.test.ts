import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../../devstack/chain/addresses'
import { startAnvil, type RunningAnvil } from '../../../../devstack/chain/startAnvil'
import { anvilRpc } from '../../../../test/services/anvilRpc'
import { openDatabase } from '../../../store/openDatabase'
import type { SqlDatabase } from '../../../store/SqlDatabase'
import { createApiServer } from '../../createApiServer'
import type { RunningServer } from '../../listenHttp'
import { accountRoutes } from '../accountRoutes'
import type { TransactionHistoryPage } from '../../../../src/api/wire/accountSchemas'

/*
 * The page cache: a page is read from the database once per chain, address, cursor and head; a new
 * block (with a new transfer) is in the very next answer, and no other address's or chain's page is
 * ever served. Page reads are counted on the database the routes use.
 */
let anvil: RunningAnvil
let database: SqlDatabase
let api: RunningServer
const pageReads: string[] = []

const rpc = (method: string, params: unknown[] = []) => anvilRpc(anvil.rpcUrl, method, params)
/** Pays and returns once the payment is mined (anvil's automine answers the send before it mines). */
async function pay(from: number, to: number): Promise<string> {
  const hash = (await rpc('eth_sendTransaction', [{ from: ANVIL_ACCOUNTS[from]!.address, to: ANVIL_ACCOUNTS[to]!.address, value: '0x1000' }])) as string
  while (!(await rpc('eth_getTransactionReceipt', [hash]))) await new Promise((resolve) => setTimeout(resolve, 5))
  return hash
}

type Page = TransactionHistoryPage
async function history(account: number, { chainId = 31337, cursor }: { chainId?: number; cursor?: string } = {}) {
  const reads = pageReads.length
  const query = `chainId=${chainId}${cursor ? `&cursor=${cursor}` : ''}`
  const response = await fetch(`${api.url}/v1/account/${ANVIL_ACCOUNTS[account]!.address}/history?${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return { page: (await response.json()) as Page, reads: pageReads.length - reads }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  for (let n = 0; n < 3; n++) await pay(1, 2)
  await pay(3, 1)
  const opened = await openDatabase({ memory: true })
  database = {
    backend: opened.backend,
    exec: (sql) => opened.exec(sql),
    transaction: (fn) => opened.transaction(fn),
    close: () => opened.close(),
    query(sql, params) {
      if (sql.includes('FROM history_account_txs')) pageReads.push(sql)
      return opened.query(sql, params)
    },
  }
  // A second chain id on the same node: its pages must still be its own (the cache keys by chain).
  const chains = [
    { id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl, historyStartBlock: 0 },
    { id: 1, name: 'Other', rpcUrl: anvil.rpcUrl, historyStartBlock: 0 },
  ]
  api = await createApiServer({ chains, domains: [accountRoutes({ chains, database, historyPageSize: 3 })] }).listen(0, '127.0.0.1')
})

afterAll(async () => {
  await api?.close()
  await database?.close()
  await anvil?.stop()
})

describe('GET /v1/account/:address/history', () => {
  it('reads a page once per head and answers it again from the cache, cursor pages too', async () => {
    const first = await history(1)
    expect(first.reads).toBe(1)
    expect(first.page.data).toHaveLength(3)
    expect(first.page.data[0]!.metadata.operationType).toBe('receive')
    const again = await history(1)
    expect(again).toEqual({ page: first.page, reads: 0 })
    const second = await history(1, { cursor: first.page.next! })
    expect(second.reads).toBe(1)
    // Four payments mined in blocks 1 to 4, indexed from block 0 as configured.
    expect(second.page).toEqual({
      data: [expect.objectContaining({ metadata: expect.objectContaining({ operationType: 'send' }) })],
      next: null,
      indexed: { fromBlock: 0, toBlock: 4 },
    })
    expect(await history(1, { cursor: first.page.next! })).toEqual({ page: second.page, reads: 0 })
  })

  it("never answers with another address's or another chain's page", async () => {
    const mine = await history(1)
    const other = await history(2)
    expect(other.reads).toBe(1)
    expect(other.page.data.map((tx) => tx.metadata.operationType)).toEqual(['receive', 'receive', 'receive'])
    const otherChain = await history(1, { chainId: 1 })
    expect(otherChain.reads).toBe(1)
    expect(otherChain.page.data.map((tx) => tx.metadata.chain)).toEqual(['eip155:1', 'eip155:1', 'eip155:1'])
    expect(otherChain.page.data.map((tx) => tx.id)).toEqual(mine.page.data.map((tx) => tx.id))
  })

  it('shows a transfer mined before the request in its answer (a new block is a new page)', async () => {
    const before = await history(1)
    const hash = await pay(4, 1)
    const after = await history(1)
    expect(after.reads).toBe(1)
    expect(after.page.data[0]!.id).toBe(hash)
    expect(after.page.data.slice(1).map((tx) => tx.id)).toEqual(before.page.data.slice(0, 2).map((tx) => tx.id))
    // The cursor page of the old head is read again at the new head, not served from before.
    const next = await history(1, { cursor: after.page.next! })
    expect(next.reads).toBe(1)
  })

  it('shares one database read among concurrent requests for a page not cached yet', async () => {
    const hash = await pay(5, 6)
    const reads = pageReads.length
    const answers = await Promise.all(Array.from({ length: 10 }, () => history(6)))
    expect(pageReads.length - reads).toBe(1)
    for (const answer of answers) expect(answer.page.data[0]!.id).toBe(hash)
  })
})
