import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenHttp } from '../../services/api/listenHttp'

/*
 * A local stand-in for a Sui full node's JSON-RPC endpoint, for tests only (no Sui node can run
 * here): it answers `suix_getBalance` and `suix_getCoinMetadata` in the node's own shapes, from
 * balances the test sets, and answers everything else with the node's "method not found" error.
 */

/** Options of {@link startSuiRpcFixture}. */
export type StartSuiRpcFixtureOptions = {
  /**
   * TCP port; 0 picks a free one.
   * @default 0
   */
  port?: number
}

/** A running fixture and the test's handles on it. */
export type SuiRpcFixture = {
  /** The JSON-RPC URL, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** Sets `owner`'s balance of `coinType` (default SUI), in the coin's smallest unit. */
  setBalance(owner: string, amount: bigint, coinType?: string): void
  /** Registers a coin's metadata, as its publisher would. */
  setCoinMetadata(coinType: string, metadata: { decimals: number; symbol: string; name: string }): void
  /** Every JSON-RPC method called, oldest first. */
  readonly calls: readonly string[]
  stop(): Promise<void>
}

const sui = '0x2::sui::SUI'

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 100_000) request.destroy(new Error('Body too large'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/**
 * Starts the fixture on 127.0.0.1.
 *
 * @example
 * const node = await startSuiRpcFixture()
 * node.setBalance(address, 1_500_000_000n)
 * createSuiAdapter({ networks: [suiLocalnet({ rpcUrl: node.url })] })
 */
export async function startSuiRpcFixture({ port = 0 }: StartSuiRpcFixtureOptions = {}): Promise<SuiRpcFixture> {
  const balances = new Map<string, bigint>()
  const metadata = new Map<string, { decimals: number; symbol: string; name: string }>([[sui, { decimals: 9, symbol: 'SUI', name: 'Sui' }]])
  const calls: string[] = []
  const key = (owner: string, coinType: string) => `${owner.toLowerCase()}|${coinType}`

  const answer = (method: string, params: unknown[]): { result: unknown } | { error: { code: number; message: string } } => {
    switch (method) {
      case 'suix_getBalance': {
        const [owner, coinType = sui] = params as [unknown, unknown]
        if (typeof owner !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(owner))
          return { error: { code: -32602, message: 'Invalid params: owner is not a Sui address' } }
        if (typeof coinType !== 'string') return { error: { code: -32602, message: 'Invalid params: coin_type' } }
        const total = balances.get(key(owner, coinType)) ?? 0n
        return { result: { coinType, coinObjectCount: total > 0n ? 1 : 0, totalBalance: total.toString(), lockedBalance: {} } }
      }
      case 'suix_getCoinMetadata': {
        const [coinType] = params as [unknown]
        const found = typeof coinType === 'string' ? metadata.get(coinType) : undefined
        return { result: found ? { ...found, description: '', iconUrl: null, id: null } : null }
      }
      default:
        return { error: { code: -32601, message: `Method not found: ${method}` } }
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST') return void response.writeHead(405).end()
    readBody(request).then(
      (body) => {
        let payload: { id?: unknown; method?: unknown; params?: unknown }
        try {
          payload = JSON.parse(body) as typeof payload
        } catch {
          return void response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
        }
        const method = typeof payload.method === 'string' ? payload.method : ''
        calls.push(method)
        const reply = answer(method, Array.isArray(payload.params) ? payload.params : [])
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: payload.id ?? null, ...reply }))
      },
      () => void response.writeHead(400).end(),
    )
  })
  const listening = await listenHttp(server, port, '127.0.0.1')
  return {
    url: listening.url,
    setBalance(owner, amount, coinType = sui) {
      balances.set(key(owner, coinType), amount)
    },
    setCoinMetadata(coinType, value) {
      metadata.set(coinType, value)
    },
    calls,
    stop: () => listening.close(),
  }
}
