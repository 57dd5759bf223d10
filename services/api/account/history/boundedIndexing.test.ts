import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../../devstack/chain/addresses'
import { startAnvil, type RunningAnvil } from '../../../../devstack/chain/startAnvil'
import type { TransactionHistoryPage } from '../../../../src/api/wire/accountSchemas'
import { anvilRpc } from '../../../../test/services/anvilRpc'
import { openDatabase } from '../../../store/openDatabase'
import { createApiServer } from '../../createApiServer'
import type { ApiChain } from '../../coreRoutes'
import type { RunningServer } from '../../listenHttp'
import { accountRoutes } from '../accountRoutes'

/*
 * History is indexed in the background from a start block (by default the head when the API first
 * sees the chain), at a capped rate; a request answers from what is indexed, with the range it covers,
 * and never waits for a catch-up.
 */
let anvil: RunningAnvil
const servers: RunningServer[] = []
const rpc = (method: string, params: unknown[] = []) => anvilRpc(anvil.rpcUrl, method, params)

async function pay(from: number, to: number): Promise<string> {
  const hash = (await rpc('eth_sendTransaction', [{ from: ANVIL_ACCOUNTS[from]!.address, to: ANVIL_ACCOUNTS[to]!.address, value: '0x1000' }])) as string
  while (!(await rpc('eth_getTransactionReceipt', [hash]))) await new Promise((resolve) => setTimeout(resolve, 5))
  return hash
}
const head = async () => Number(await rpc('eth_blockNumber'))

async function serve(chain: Partial<ApiChain>, blocksPerSecond?: number): Promise<RunningServer> {
  const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl, ...chain }]
  const database = await openDatabase({ memory: true })
  const server = await createApiServer({ chains, domains: [accountRoutes({ chains, database, historyBlocksPerSecond: blocksPerSecond })] }).listen(
    0,
    '127.0.0.1',
  )
  servers.push({ ...server, close: () => server.close().then(() => database.close()) })
  return server
}

async function history(server: RunningServer, account: number, query = ''): Promise<TransactionHistoryPage> {
  const response = await fetch(`${server.url}/v1/account/${ANVIL_ACCOUNTS[account]!.address}/history?chainId=31337${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as TransactionHistoryPage
}

const payments: string[] = []
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  for (let n = 0; n < 3; n++) payments.push(await pay(1, 2))
})

afterAll(async () => {
  for (const server of servers) await server.close()
  await anvil?.stop()
})

describe('bounded history indexing', () => {
  it('starts at the head by default: older transactions are outside the range it reports', async () => {
    const start = await head()
    const api = await serve({})
    // The head's own block is in; the two payments before it are not.
    const before = await history(api, 1)
    expect(before.data.map((tx) => tx.id)).toEqual([payments[2]])
    expect(before.indexed).toEqual({ fromBlock: start, toBlock: start })
    const hash = await pay(1, 3)
    // What the kit asks after its own transaction: the new block is in the answer.
    const after = await history(api, 1, '&forceUpdate=true')
    expect(after.data.map((tx) => tx.id)).toEqual([hash, payments[2]])
    expect(after.indexed).toEqual({ fromBlock: start, toBlock: start + 1 })
  })

  it('with a start block, reads from there in the background; a request far behind answers at once with what is indexed', async () => {
    await rpc('anvil_mine', ['0xc8'])
    const target = await head()
    // Two blocks a second over 200 blocks: a request that waited for the catch-up would take minutes.
    const api = await serve({ historyStartBlock: 0 }, 2)
    const page = await history(api, 1)
    // Right after start the index may hold no block yet (null); it never claims the whole chain.
    expect(page.indexed === null || (page.indexed !== undefined && page.indexed.fromBlock === 0 && page.indexed.toBlock < target)).toBe(true)
    // The payments of blocks 1 to 4 (three before any server, one from the test above) arrive as the
    // background indexer reaches them.
    let later = page
    for (let attempt = 0; attempt < 100 && later.data.length < 4; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      later = await history(api, 1)
    }
    expect(later.data.map((tx) => tx.metadata.operationType)).toEqual(['send', 'send', 'send', 'send'])
    expect(later.indexed?.fromBlock).toBe(0)
    expect(later.indexed?.toBlock).toBeLessThan(target)
  })
})
