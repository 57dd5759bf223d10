import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { recordingRpcProxy } from '../../../test/services/anvilRpc'
import type { RecordingRpcProxy } from '../../../test/services/anvilRpc'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { accountRoutes } from '../account/accountRoutes'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'

/*
 * Anonymous balance reads cost the operator's node: a client asking for address after address is
 * limited by the reads it causes, counted per client; answers from the cache cost nothing and are
 * never counted, and other clients are not affected.
 */
let anvil: RunningAnvil
let recorder: RecordingRpcProxy
let database: SqlDatabase
let api: RunningServer
const nodeRequests: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  recorder = await recordingRpcProxy(anvil.rpcUrl, (body) => nodeRequests.push(body))
  database = await openDatabase({ memory: true })
  const chains = [{ id: 31337, name: 'Local', rpcUrl: recorder.url }]
  const account = accountRoutes({ chains, database, balanceReadsPerIp: { limit: 5, windowMs: 60_000 } })
  api = await createApiServer({ chains, domains: [account], logger: captureLogger('warn').logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await database?.close()
  await recorder?.close()
  await anvil?.stop()
})

const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
const balance = (from: string, address: string, forceUpdate = false) =>
  rawHttp(`${api.url}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337${forceUpdate ? '&forceUpdate=1' : ''}`, { localAddress: from })
const balanceReads = () => nodeRequests.filter((body) => body.includes('eth_getBalance')).length

describe('balance reads (GET /v1/account/:address/balance)', () => {
  it('one address asking for random addresses is refused past its reads, without a node request', async () => {
    const statuses: number[] = []
    for (let sent = 0; sent < 7; sent++) statuses.push((await balance('127.0.0.2', randomAddress())).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect(balanceReads()).toBe(5)
    expect((await balance('127.0.0.2', randomAddress(), true)).status).toBe(429)
    // Another client reads as before.
    expect((await balance('127.0.0.3', randomAddress())).status).toBe(200)
    expect(balanceReads()).toBe(6)
  })

  it('answers from the cache are not counted: polling one address never runs out', async () => {
    const address = randomAddress()
    const statuses: number[] = []
    for (let sent = 0; sent < 20; sent++) statuses.push((await balance('127.0.0.4', address)).status)
    expect(statuses).toEqual(Array<number>(20).fill(200))
    // Even the client that is over its limit gets what costs nothing.
    expect((await balance('127.0.0.2', address)).status).toBe(200)
  })
})
