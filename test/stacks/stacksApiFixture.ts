import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenHttp } from '../../services/api/listenHttp'

/*
 * A local stand-in for the Stacks Blockchain API, for tests only (no Stacks node can run here):
 * `GET /extended/v1/address/{principal}/balances` in the API's own shape, from balances the test
 * sets; an invalid principal gets the API's 400, anything else 404.
 */

/** Options of {@link startStacksApiFixture}. */
export type StartStacksApiFixtureOptions = {
  /**
   * TCP port; 0 picks a free one.
   * @default 0
   */
  port?: number
}

/** A running fixture and the test's handles on it. */
export type StacksApiFixture = {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** Sets `principal`'s microSTX (and how much of it is locked). */
  setBalance(principal: string, microStx: bigint, locked?: bigint): void
  /** Every path requested, oldest first. */
  readonly requests: readonly string[]
  stop(): Promise<void>
}

const principalPattern = /^S[PMTN][0-9A-HJKMNP-TV-Z]{38,40}(\.[a-zA-Z][\w-]{0,127})?$/

/**
 * Starts the fixture on 127.0.0.1.
 *
 * @example
 * const api = await startStacksApiFixture()
 * api.setBalance('ST…', 2_500_000n)
 * createStacksAdapter({ networks: [withStacksApiUrl(stacksTestnet, api.url)] })
 */
export async function startStacksApiFixture({ port = 0 }: StartStacksApiFixtureOptions = {}): Promise<StacksApiFixture> {
  const balances = new Map<string, { total: bigint; locked: bigint }>()
  const requests: string[] = []
  const json = (response: ServerResponse, status: number, body: unknown) =>
    void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    const path = new URL(request.url ?? '/', 'http://fixture').pathname
    requests.push(path)
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    const match = /^\/extended\/v1\/address\/([^/]+)\/balances$/.exec(path)
    if (request.method !== 'GET' || !match) return json(response, 404, { error: 'Not found' })
    const principal = decodeURIComponent(match[1] ?? '')
    if (!principalPattern.test(principal)) return json(response, 400, { error: `invalid STX address "${principal}"` })
    const { total, locked } = balances.get(principal) ?? { total: 0n, locked: 0n }
    json(response, 200, {
      stx: {
        balance: total.toString(),
        total_sent: '0',
        total_received: total.toString(),
        total_fees_sent: '0',
        total_miner_rewards_received: '0',
        lock_tx_id: '',
        locked: locked.toString(),
        lock_height: 0,
        burnchain_lock_height: 0,
        burnchain_unlock_height: 0,
      },
      fungible_tokens: {},
      non_fungible_tokens: {},
    })
  })
  const listening = await listenHttp(server, port, '127.0.0.1')
  return {
    url: listening.url,
    setBalance(principal, microStx, locked = 0n) {
      balances.set(principal, { total: microStx, locked })
    },
    requests,
    stop: () => listening.close(),
  }
}
