import { createServer, type ServerResponse } from 'node:http'
import { replyCorsJson } from '../namespaces/replyCorsJson'
import { listenHttp } from '../../services/api/listenHttp'
import { bech32 } from '@scure/base'

/*
 * A STAND-IN for a Cosmos SDK node's REST (LCD) API, for tests only: no chain, no blocks. It
 * answers `GET /cosmos/bank/v1beta1/balances/{address}` with the balances a test sets, in the
 * node's JSON shape (`{ balances: [{ denom, amount }], pagination: { next_key, total } }`, coins
 * sorted by denom, amounts as strings), page by page with `pagination.key` / `pagination.limit`
 * as the SDK does (the key is opaque base64). A bad address answers 400 with the gRPC-gateway
 * error shape; other paths 501. CORS is open, as a node with `enabled-unsafe-cors`.
 */

/** Options of {@link startCosmosLcdFixture}. */
export type StartCosmosLcdFixtureOptions = {
  /**
   * Coins per page when the request names no `pagination.limit`.
   * @default 100
   */
  pageSize?: number
  /**
   * TCP port; 0 picks a free one.
   * @default 0
   */
  port?: number
}

/** A running fixture and the test's handles on its state. */
export type RunningCosmosLcdFixture = {
  /** Base URL of the REST API, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** Sets the amount of `denom` (base units) that `address` holds. */
  setBalance(address: string, denom: string, amount: bigint): void
  /** Every path asked so far, with its query, oldest first. */
  readonly requests: readonly string[]
  /** Closes the port; safe to call more than once. */
  stop(): Promise<void>
}

function reply(response: ServerResponse, status: number, body?: unknown) {
  replyCorsJson(response, { status, body, methods: 'GET, OPTIONS' })
}

/**
 * Starts the Cosmos REST stand-in on 127.0.0.1.
 *
 * @example
 * const lcd = await startCosmosLcdFixture()
 * lcd.setBalance('cosmos1…', 'uatom', 12_345_678n)
 * cosmosNetwork({ …, restUrl: lcd.url })
 */
export async function startCosmosLcdFixture(options: StartCosmosLcdFixtureOptions = {}): Promise<RunningCosmosLcdFixture> {
  const balances = new Map<string, Map<string, bigint>>()
  const requests: string[] = []
  const pageSize = options.pageSize ?? 100
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture')
    requests.push(`${url.pathname}${url.search}`)
    if (request.method === 'OPTIONS') return reply(response, 204)
    const match = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/.exec(url.pathname)
    if (request.method !== 'GET' || !match) return reply(response, 501, { code: 12, message: 'Not Implemented', details: [] })
    const address = decodeURIComponent(match[1] as string)
    try {
      bech32.decode(address as `${string}1${string}`)
    } catch (error) {
      return reply(response, 400, { code: 3, message: `invalid address: decoding bech32 failed: ${(error as Error).message}`, details: [] })
    }
    const coins = [...(balances.get(address) ?? new Map<string, bigint>())].filter(([, amount]) => amount > 0n).sort(([a], [b]) => (a < b ? -1 : 1))
    const key = url.searchParams.get('pagination.key')
    const start = key ? Number(Buffer.from(key, 'base64').toString('utf8')) : 0
    const limit = Number(url.searchParams.get('pagination.limit') ?? pageSize)
    const slice = coins.slice(start, start + limit)
    const next = start + limit < coins.length ? Buffer.from(String(start + limit)).toString('base64') : null
    reply(response, 200, {
      balances: slice.map(([denom, amount]) => ({ denom, amount: amount.toString() })),
      pagination: { next_key: next, total: key ? '0' : String(coins.length) },
    })
  })
  const listening = await listenHttp(server, options.port ?? 0, '127.0.0.1')
  return {
    url: listening.url,
    setBalance(owner, denom, amount) {
      const coins = balances.get(owner) ?? new Map<string, bigint>()
      coins.set(denom, amount)
      balances.set(owner, coins)
    },
    get requests() {
      return requests
    },
    stop: () => listening.close(),
  }
}
