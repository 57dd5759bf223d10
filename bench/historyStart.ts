// How long after start the API first answers `/history` on a long chain: a JSON-RPC stand-in node
// whose head is block 40,000,000 (Base-sized), empty blocks, each block's hash derived from its
// number. The API indexes from the head (its default), so the answer must not wait for a catch-up.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { keccak256, numberToHex, toHex } from 'viem'
import { accountRoutes } from '../services/api/account/accountRoutes'
import { createApiServer } from '../services/api/createApiServer'
import { openDatabase } from '../services/store/openDatabase'

/** What {@link measureHistoryStart} reports. */
export type HistoryStartResult = { head: number; firstAnswerMs: number; indexed: unknown; rpcCalls: number }

const hashOf = (number: number) => keccak256(toHex(`block ${number}`))

function block(number: number) {
  return {
    number: numberToHex(number),
    hash: hashOf(number),
    parentHash: hashOf(number - 1),
    timestamp: numberToHex(1_700_000_000 + number * 2),
    transactions: [],
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    baseFeePerGas: '0x1',
    miner: '0x0000000000000000000000000000000000000000',
    difficulty: '0x0',
    extraData: '0x',
    logsBloom: `0x${'0'.repeat(512)}`,
    nonce: '0x0000000000000000',
    mixHash: hashOf(0),
    receiptsRoot: hashOf(0),
    sha3Uncles: hashOf(0),
    stateRoot: hashOf(0),
    transactionsRoot: hashOf(0),
    size: '0x200',
    uncles: [],
  }
}

/**
 * Starts the stand-in node and an API over it, then asks `/history` for one address until it answers;
 * reports the time from `listen` to that answer, the range it covered and the node calls made.
 */
export async function measureHistoryStart(head = 40_000_000): Promise<HistoryStartResult> {
  let rpcCalls = 0
  const answer = (call: { id: number; method: string; params?: unknown[] }) => {
    rpcCalls++
    const result = (() => {
      switch (call.method) {
        case 'eth_chainId':
          return numberToHex(8453)
        case 'eth_blockNumber':
          return numberToHex(head)
        case 'eth_getBlockByNumber': {
          const tag = call.params?.[0]
          return block(tag === 'latest' ? head : Number(tag))
        }
        case 'eth_getBlockReceipts':
          return []
        default:
          return null
      }
    })()
    return { jsonrpc: '2.0', id: call.id, result }
  }
  const node = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Parameters<typeof answer>[0] | Parameters<typeof answer>[0][]
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  const rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  const database = await openDatabase({ memory: true })
  const chains = [{ id: 8453, name: 'Long chain', rpcUrl }]
  try {
    const started = performance.now()
    const api = await createApiServer({ chains, allowedOrigins: [], domains: [accountRoutes({ chains, database })] }).listen(0, '127.0.0.1')
    try {
      const response = await fetch(`${api.url}/v1/account/0x000000000000000000000000000000000000dEaD/history?chainId=8453`)
      const page = (await response.json()) as { indexed?: unknown }
      const firstAnswerMs = performance.now() - started
      if (response.status !== 200) throw new Error(`history answered ${response.status}`)
      return { head, firstAnswerMs, indexed: page.indexed, rpcCalls }
    } finally {
      await api.close()
    }
  } finally {
    await database.close()
    await new Promise((resolve) => node.close(resolve))
  }
}
