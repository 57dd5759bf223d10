/*
 * The RPC gateway in the production server: the configured upstream URL (with a provider key in it)
 * serves the frame through the API, and never reaches the frame page; a public URL the operator
 * gives is published instead, and one that carries credentials is refused, naming its key.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../devstack/chain/startAnvil'
import { recordingRpcProxy } from '../../test/services/anvilRpc'
import type { RecordingRpcProxy } from '../../test/services/anvilRpc'
import { httpRequest } from '../../test/services/httpRequest'
import { DEFAULT_RPC_GATEWAY_LIMITS } from '../api/rpc/rpcGatewayWire'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'
import type { RunningServices } from './startServices'
import { PRODUCTION_SERVE_ENV } from '../../test/services/productionTestEnv'

const KEY = '0123456789abcdef0123456789abcdef'
const productionEnv = PRODUCTION_SERVE_ENV

describe('the RPC gateway configuration', () => {
  it('defaults, and reads FOYER_RPC_GATEWAY', () => {
    expect(loadServerConfig({}).rpcGateway).toEqual({ ...DEFAULT_RPC_GATEWAY_LIMITS, maxBatch: 20, timeoutMs: 10_000 })
    expect(loadServerConfig({ FOYER_RPC_GATEWAY: '{"perIp":{"limit":50},"maxBatch":5}' }).rpcGateway).toEqual({
      perIp: { limit: 50, windowMs: 60_000 },
      perProject: DEFAULT_RPC_GATEWAY_LIMITS.perProject,
      maxBatch: 5,
      timeoutMs: 10_000,
    })
    expect(() => loadServerConfig({ FOYER_RPC_GATEWAY: '{"maxBatch":0}' })).toThrow(/rpcGateway\.maxBatch: .*FOYER_RPC_GATEWAY/)
  })

  it('refuses a public RPC URL that carries credentials, naming its key', () => {
    const chains = (chain: Record<string, unknown>) => ({
      FOYER_CHAINS: JSON.stringify([{ id: 1, name: 'Ethereum', rpcUrl: `https://mainnet.infura.io/v3/${KEY}`, ...chain }]),
    })
    expect(() => loadServerConfig(chains({ publicRpcUrl: `https://mainnet.infura.io/v3/${KEY}` }))).toThrow(
      /chains\[0\]\.publicRpcUrl: A public RPC URL may not carry credentials.*FOYER_CHAINS/,
    )
    expect(() =>
      loadServerConfig({
        FOYER_SOLANA: JSON.stringify({
          chains: [
            { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'https://a.example', publicRpcUrl: 'https://u:p@a.example' },
          ],
        }),
      }),
    ).toThrow(/solana\.chains\[0\]\.publicRpcUrl: A public RPC URL may not carry credentials/)
    const config = loadServerConfig(chains({ publicRpcUrl: 'https://cloudflare-eth.com', fallbackRpcUrls: ['https://u:p@backup.example'] }))
    expect(config.chains[0]).toMatchObject({ publicRpcUrl: 'https://cloudflare-eth.com', fallbackRpcUrls: ['https://u:p@backup.example'] })
  })
})

describe('startServices with a keyed upstream', () => {
  let anvil: RunningAnvil
  let provider: RecordingRpcProxy
  let services: RunningServices
  const asked: string[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-rpc-gateway-'))
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    provider = await recordingRpcProxy(anvil.rpcUrl, (body) => asked.push(body))
    const chains = [
      { id: 31337, name: 'Local', rpcUrl: `${provider.url}/v3/${KEY}` },
      { id: 8453, name: 'Base', rpcUrl: `https://base-mainnet.g.alchemy.com/v2/${KEY}`, publicRpcUrl: 'https://mainnet.base.org' },
    ]
    const env = { ...productionEnv, FOYER_DATA_DIR: dataDir, FOYER_CHAINS: JSON.stringify(chains) }
    services = await startServices(loadServerConfig(env), { env: { NODE_ENV: 'production' } })
  }, 120_000)
  afterAll(async () => {
    await services?.stop()
    await provider?.close()
    await anvil?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("publishes the gateway's URL or the public URL in the frame page, never the upstream", async () => {
    const page = await httpRequest(`${services.urls.frame}/?origin=${encodeURIComponent('https://app.example')}&projectId=shop`, {
      headers: { host: 'frame.example' },
    })
    expect(page.status).toBe(200)
    expect(page.text).not.toContain(KEY)
    expect(page.text).not.toContain(provider.url.replace('http://', ''))
    const config = JSON.parse(/id="foyer-frame-config">(.*?)<\/script>/.exec(page.text)?.[1] ?? '{}') as { chains: { id: number; rpcUrl: string }[] }
    expect(config.chains.map(({ id, rpcUrl }) => ({ id, rpcUrl }))).toEqual([
      { id: 31337, rpcUrl: 'https://api.example/v1/?chainId=31337&projectId=shop' },
      { id: 8453, rpcUrl: 'https://mainnet.base.org' },
    ])
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src 'self' https:\/\/api\.example https:\/\/mainnet\.base\.org;/)
  })

  it("forwards the frame page's calls to the keyed upstream", async () => {
    const answer = await httpRequest(`${services.urls.api}/v1/?chainId=31337&projectId=shop`, {
      method: 'POST',
      headers: { host: 'api.example', origin: 'https://frame.example', 'content-type': 'application/json' },
      body: { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] },
    })
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    expect(answer.headers['access-control-allow-origin']).toBe('https://frame.example')
    expect(asked.some((body) => body.includes('"id":7'))).toBe(true)
  })
})
