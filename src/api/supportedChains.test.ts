import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { errorMessages } from '../errors/messages'
import { getAccountBalance, getAccountHistory, getAccountNfts, getGasPrice } from './blockchainApi'
import { HttpRequestError } from '../errors/httpErrors'
import { getSupportedChains, isChainSupported } from './supportedChains'
import { Hono } from 'hono'
import type { ApiEnv } from '../../services/api/apiDomain'

/*
 * The supported-chains check against the real API over one anvil: unsupported networks give
 * empty results (or 'Network not supported for Gas Price') without the data call being made.
 */
let anvil: RunningAnvil
let api: RunningServer
let prefixed: RunningServer
const paths: string[] = []
const countingFetch: typeof fetch = (input, init) => {
  paths.push(new URL(String(input)).pathname)
  return fetch(input, init)
}
const base = () => ({ apiUrl: api.url, projectId: 'p', fetch: countingFetch, address: ANVIL_ACCOUNTS[1].address })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, domains: [accountRoutes({ chains })] }).listen(0, '127.0.0.1')
  // An API without /v1/supported-chains under its base URL: calls go ahead unchecked.
  prefixed = await createApiServer({
    chains: [],
    domains: [{ app: new Hono<ApiEnv>().get('/old/v1/account/:address/balance', (c) => c.json({ balances: [] })) }],
  }).listen(0, '127.0.0.1')
})
afterAll(async () => {
  await api?.close()
  await prefixed?.close()
  await anvil?.stop()
})

describe('supported chains', () => {
  it('lists the chains the API serves', async () => {
    expect(await getSupportedChains(base())).toEqual({ http: ['eip155:31337'], ws: [] })
    expect(await isChainSupported({ ...base(), chainId: 'eip155:31337' })).toBe(true)
    expect(await isChainSupported({ ...base(), chainId: 'eip155:1' })).toBe(false)
    expect(await isChainSupported({ ...base(), apiUrl: `${prefixed.url}/old`, chainId: 'eip155:1' })).toBeUndefined()
  })

  it('gives empty results for an unsupported network without asking for the data', async () => {
    paths.length = 0
    expect(await getAccountBalance({ ...base(), chainId: 1 })).toEqual([])
    expect(await getAccountHistory({ ...base(), chainId: 'eip155:1' })).toEqual({ data: [], next: null })
    expect(await getAccountNfts({ ...base(), chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual([])
    expect(paths).toEqual(['/v1/supported-chains', '/v1/supported-chains', '/v1/supported-chains'])
  })

  it("throws 'Network not supported for Gas Price' before asking for gas prices", async () => {
    paths.length = 0
    const error = await getGasPrice({ ...base(), chainId: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ shortMessage: errorMessages.gasPriceUnsupported, status: undefined })
    expect(paths).toEqual(['/v1/supported-chains'])
  })

  it('uses a list the caller already has, and asks for the data on a supported chain', async () => {
    paths.length = 0
    const supportedChains = { http: ['eip155:31337'], ws: [] }
    expect((await getAccountBalance({ ...base(), chainId: 31337, supportedChains })).map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(await getAccountBalance({ ...base(), chainId: 31338, supportedChains })).toEqual([])
    expect((await getGasPrice({ ...base(), chainId: 31337, supportedChains })).standard).toBeGreaterThan(0n)
    expect(paths).toEqual([`/v1/account/${ANVIL_ACCOUNTS[1].address}/balance`, '/v1/convert/gas-price'])
  })

  it('makes the call anyway when the list cannot be had', async () => {
    expect(await getAccountBalance({ ...base(), apiUrl: `${prefixed.url}/old`, chainId: 1 })).toEqual([])
    expect(paths.at(-1)).toBe(`/old/v1/account/${ANVIL_ACCOUNTS[1].address}/balance`)
  })
})
