// @vitest-environment node
/*
 * foyerTransport with Foyer's RPC gateway first: a real API forwarding to one anvil, the app's own
 * URL on another. The gateway answers while it is up, and the transport moves on to the app's URL
 * when the API goes away.
 */
import { createPublicClient, defineChain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { rpcGatewayRoutes } from '../../services/api/rpc/rpcGatewayRoutes'
import { anvilRpc } from '../../test/services/anvilRpc'
import { captureLogger } from '../../test/services/captureLogger'
import { type SpawnedAnvil, spawnAnvil } from '../../test/wallet/spawnAnvil'
import { foyerTransport } from './foyerTransport'
import { FoyerTransportError } from './transportErrors'

const probe = '0x00000000000000000000000000000000000b0b0b' as const
let behindGateway: SpawnedAnvil
let appNode: SpawnedAnvil
let api: RunningServer
let chain: ReturnType<typeof defineChain>

beforeAll(async () => {
  ;[behindGateway, appNode] = await Promise.all([spawnAnvil(), spawnAnvil()])
  // Each node tells itself apart by the probe's balance.
  await anvilRpc(behindGateway.rpcUrl, 'anvil_setBalance', [probe, '0x1'])
  await anvilRpc(appNode.rpcUrl, 'anvil_setBalance', [probe, '0x2'])
  const gateway = rpcGatewayRoutes({
    networks: [{ id: 31337, rpcUrls: [behindGateway.rpcUrl] }],
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    logger: captureLogger('silent').logger,
  })
  api = await createApiServer({ chains: [], allowedOrigins: ['https://shop.example'], domains: [gateway], logger: captureLogger('silent').logger }).listen(
    0,
    '127.0.0.1',
  )
  chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [appNode.rpcUrl] } },
  })
}, 30_000)
afterAll(async () => {
  await api?.close()
  await Promise.all([behindGateway?.stop(), appNode?.stop()])
})

describe('foyerTransport with the gateway', () => {
  it("lists the gateway, then the app's URLs, then the chain's defaults, each once", () => {
    const transport = foyerTransport(['https://app.example/rpc', appNode.rpcUrl], {
      gateway: { apiUrl: `${api.url}/`, projectId: 'my shop', chainId: 31337 },
      chain,
    })({ chain })
    expect(transport.value?.transports.map((entry) => entry.value?.url)).toEqual([
      `${api.url}/v1/?chainId=31337&projectId=my%20shop`,
      'https://app.example/rpc',
      appNode.rpcUrl,
    ])
  })

  it('sends to the gateway first, and to the app URL when the API goes', async () => {
    // In the given order: with ranking on, a faster URL may overtake the gateway, as any other would.
    const transport = foyerTransport([], { gateway: { apiUrl: api.url, projectId: 'shop', chainId: 31337 }, chain, rank: false, retryDelay: 10 })({ chain })
    const client = createPublicClient({ chain, transport: () => transport })
    for (let asked = 0; asked < 5; asked++) expect(await client.getBalance({ address: probe })).toBe(1n)
    await api.close()
    expect(await client.getBalance({ address: probe })).toBe(2n)
  })

  it('refuses a gateway option that is not one, and no URL at all', () => {
    expect(() => foyerTransport([], { gateway: { apiUrl: 'ftp://a', projectId: 'shop', chainId: 1 } })).toThrow(FoyerTransportError)
    expect(() => foyerTransport([], { gateway: { apiUrl: 'https://a.example', projectId: ' ', chainId: 1 } })).toThrow(/gateway\.projectId/)
    expect(() => foyerTransport([], { gateway: { apiUrl: 'https://a.example', projectId: 'shop', chainId: 0 } })).toThrow(/gateway\.chainId/)
    expect(() => foyerTransport([])).toThrow(/at least one RPC URL/)
  })
})
