import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { recordingRpcProxy } from '../../../test/services/anvilRpc'
import type { RecordingRpcProxy } from '../../../test/services/anvilRpc'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { rpcGatewayRoutes } from '../rpc/rpcGatewayRoutes'

/*
 * The RPC gateway's limits over real HTTP from several loopback source addresses: a client past its
 * own allowance is refused and costs the node nothing, other clients still get answers, and the
 * per-project ceiling stops many clients together (counts in the API process's memory).
 */
const ORIGIN = 'https://shop.example'
let anvil: RunningAnvil
let recorder: RecordingRpcProxy
let api: RunningServer
const upstreamBodies: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  recorder = await recordingRpcProxy(anvil.rpcUrl, (body) => upstreamBodies.push(body))
  const gateway = rpcGatewayRoutes({
    networks: [{ id: 31337, rpcUrls: [recorder.url] }],
    projects: [
      { id: 'shop', allowedOrigins: [ORIGIN] },
      { id: 'blog', allowedOrigins: [ORIGIN] },
    ],
    limits: { perIp: { limit: 10, windowMs: 60_000 }, perProject: { limit: 25, windowMs: 60_000 } },
    logger: captureLogger('warn').logger,
  })
  api = await createApiServer({ chains: [], allowedOrigins: [ORIGIN], domains: [gateway], logger: captureLogger('warn').logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await recorder?.close()
  await anvil?.stop()
})

const blockNumber = (from: string, projectId = 'shop') =>
  rawHttp(`${api.url}/v1/?chainId=31337&projectId=${projectId}`, {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })

describe('the RPC gateway (POST /v1/)', () => {
  it("one address past its own limit is refused without an upstream call; other addresses' requests still go through", async () => {
    const statuses: number[] = []
    for (let sent = 0; sent < 12; sent++) statuses.push((await blockNumber('127.0.0.2')).status)
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429])
    expect(upstreamBodies).toHaveLength(10)
    // Counted per client over all projects: another project does not give it a fresh allowance.
    const refused = await blockNumber('127.0.0.2', 'blog')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'rate_limited', retryAfterMs: expect.any(Number) })
    const other = await blockNumber('127.0.0.3')
    expect(other.status).toBe(200)
    expect(JSON.parse(other.body)).toEqual({ jsonrpc: '2.0', id: 1, result: '0x0' })
    expect(upstreamBodies).toHaveLength(11)
  })

  it("many addresses together reach the project's ceiling, which other projects do not share", async () => {
    // 11 of the project's 25 are used (the refused requests above were never counted against it).
    const statuses: number[] = []
    for (const from of ['127.0.0.4', '127.0.0.5']) for (let sent = 0; sent < 7; sent++) statuses.push((await blockNumber(from)).status)
    expect(statuses).toEqual(Array<number>(14).fill(200))
    const past = await blockNumber('127.0.0.6')
    expect(past.status).toBe(429)
    expect((await blockNumber('127.0.0.6', 'blog')).status).toBe(200)
  })
})
