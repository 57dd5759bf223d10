import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../chain/addresses'
import { deployContracts } from '../../chain/deployContracts'
import { startAnvil, type RunningAnvil } from '../../chain/startAnvil'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { accountRoutes } from './accountRoutes'
import { localTokens } from './accountTokens'

/*
 * Route-level checks the client tests cannot see: the balance reads reach anvil as ONE JSON-RPC batch
 * (through a counting proxy), and raw HTTP answers for bad input.
 */
let anvil: RunningAnvil
let proxy: Server
let api: RunningServer
const posts: unknown[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    posts.push(JSON.parse(body))
    const answer = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const rpcUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const chains = [{ id: 31337, name: 'Local', rpcUrl }]
  api = await createApiServer({ chains, routes: accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) }) }).listen(0, '127.0.0.1')
})

afterAll(async () => {
  await api?.close()
  await new Promise((resolve) => proxy?.close(resolve))
  await anvil?.stop()
})

describe('accountRoutes', () => {
  it('reads all balances of one request in a single JSON-RPC batch', async () => {
    posts.length = 0
    const response = await fetch(`${api.url}/v1/account/${ANVIL_ACCOUNTS[1].address}/balance?chainId=31337`)
    expect(response.status).toBe(200)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toEqual([
      expect.objectContaining({ method: 'eth_getBalance' }),
      expect.objectContaining({ method: 'eth_call' }),
    ])
  })

  it.each([
    ['/v1/account/0xnope/balance?chainId=31337', 400, 'Invalid address'],
    [`/v1/account/${USDC_ADDRESS}/balance`, 400, 'Invalid chainId'],
    [`/v1/account/${USDC_ADDRESS}/balance?chainId=31337&currency=eur`, 400, 'Unsupported currency'],
    ['/v1/convert/gas-price', 400, 'Network not supported for Gas Price'],
    ['/v1/convert/gas-price?chainId=eip155:31338', 400, 'Network not supported for Gas Price'],
    ['/v1/identity/0x12', 400, 'Invalid address'],
  ])('GET %s answers %i %s', async (path, status, error) => {
    const response = await fetch(`${api.url}${path}`)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
  })

  it('refuses a price request that is not { currency: usd, addresses }', async () => {
    const post = (body: unknown) =>
      fetch(`${api.url}/v1/fungible/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post({ currency: 'eur', addresses: [] })).status).toBe(400)
    expect((await post({ currency: 'usd' })).status).toBe(400)
    expect(await (await post({ currency: 'usd', addresses: [], projectId: 'p' })).json()).toEqual({ fungibles: [] })
  })
})
