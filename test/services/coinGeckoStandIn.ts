import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One price the stand-in knows: USD per whole token and when it was last updated (seconds). */
export type StandInPrice = { usd: number; lastUpdatedAt: number }

/** What the stand-in answers, and how it misbehaves when a test asks it to. */
export type CoinGeckoStandInOptions = {
  /** Token prices by asset platform id, then by contract address or mint (as CoinGecko lists them). */
  tokens?: Record<string, Record<string, StandInPrice>>
  /** Coin prices by coin id (`simple/price?ids=`). */
  coins?: Record<string, StandInPrice>
  /** The key the stand-in requires, and in which header; a request without it gets CoinGecko's 401. */
  apiKey?: { header: string; value: string }
  /** Takes over a request: answer a status and body, or hang until the server closes. */
  misbehave?: (request: { path: string }) => { status: number; body: string } | 'hang' | undefined
}

/** A request the stand-in received. */
export type StandInRequest = { path: string; query: Record<string, string>; headers: IncomingMessage['headers'] }

/**
 * A local HTTP server speaking CoinGecko's documented `simple` wire format, for tests of the HTTP
 * price source: `GET /api/v3/simple/token_price/{platform}?contract_addresses=&vs_currencies=usd&include_last_updated_at=true`
 * and `GET /api/v3/simple/price?ids=&vs_currencies=usd&include_last_updated_at=true`. Contracts are
 * matched case-insensitively and answered in lower case, as CoinGecko does; unknown ones come back `{}`.
 *
 * @example
 * const standIn = await startCoinGeckoStandIn({ coins: { ethereum: { usd: 3000, lastUpdatedAt } } })
 * coinGeckoPrices({ url: standIn.url, platforms })
 */
export async function startCoinGeckoStandIn(options: CoinGeckoStandInOptions = {}) {
  const requests: StandInRequest[] = []
  const hanging = new Set<ServerResponse>()
  const entry = (price: StandInPrice | undefined, withTime: boolean) =>
    price ? { usd: price.usd, ...(withTime ? { last_updated_at: price.lastUpdatedAt } : {}) } : {}

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const query = Object.fromEntries(url.searchParams)
    requests.push({ path: url.pathname, query, headers: request.headers })
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    const override = options.misbehave?.({ path: url.pathname })
    if (override === 'hang') return void hanging.add(response)
    if (override) return send(override.status, override.body)
    if (options.apiKey && request.headers[options.apiKey.header] !== options.apiKey.value) {
      return send(401, { status: { error_code: 401, error_message: 'You need a valid API key to access this endpoint' } })
    }
    if (query.vs_currencies !== 'usd') return send(400, { error: 'Missing or invalid parameter: vs_currencies' })
    const withTime = query.include_last_updated_at === 'true'
    const tokenPath = /^\/api\/v3\/simple\/token_price\/([^/]+)$/.exec(url.pathname)
    if (tokenPath) {
      const listed = options.tokens?.[decodeURIComponent(tokenPath[1]!)] ?? {}
      const answer: Record<string, unknown> = {}
      for (const address of (query.contract_addresses ?? '').split(',').filter(Boolean)) {
        const known = Object.entries(listed).find(([candidate]) =>
          address.startsWith('0x') ? candidate.toLowerCase() === address.toLowerCase() : candidate === address,
        )
        answer[address.startsWith('0x') ? address.toLowerCase() : address] = entry(known?.[1], withTime)
      }
      return send(200, answer)
    }
    if (url.pathname === '/api/v3/simple/price') {
      const ids = (query.ids ?? '').split(',').filter(Boolean)
      return send(200, Object.fromEntries(ids.filter((id) => options.coins?.[id]).map((id) => [id, entry(options.coins?.[id], withTime)])))
    }
    return send(404, { error: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    /** The API base to configure, up to and including `/api/v3`. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`,
    /** Every request received, in order. */
    requests,
    /** Stops the server, ending any hanging request. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.close(() => resolve())
        // fetch keeps connections alive: close them so close() does not wait for their timeout.
        server.closeAllConnections()
      }),
  }
}
