/**
 * The local relay end to end in Node: a dapp-side SignClient and the wallet driver pair through
 * it (approve, reject, a signed request), and malformed requests get JSON-RPC errors.
 */
import { SignClient } from '@walletconnect/sign-client'
import { verifyMessage } from 'viem'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { startLocalRelay, type LocalRelay } from './localRelay'
import { createMemoryKeyValueStorage } from './memoryKeyValueStorage'
import { createWalletDriver, type WalletDriver } from './walletDriver'

const chains = [
  { id: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:9' },
  { id: 31338, name: 'Foyer Local 2', rpcUrl: 'http://127.0.0.1:9' },
]
const proposal = { optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign'], events: ['chainChanged'] } } }

let relay: LocalRelay
let driver: WalletDriver
let dapp: Awaited<ReturnType<typeof SignClient.init>>

beforeAll(async () => {
  relay = await startLocalRelay()
  driver = await createWalletDriver({ relayUrl: relay.url, privateKey: ANVIL_ACCOUNTS[2]!.privateKey, chains })
  dapp = await SignClient.init({
    projectId: 'foyer-local',
    relayUrl: relay.url,
    customStoragePrefix: 'foyer-test-dapp',
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Foyer test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })
})

afterAll(async () => {
  await driver?.close()
  await dapp?.core.relayer.transportClose().catch(() => undefined)
  dapp?.core.heartbeat.stop()
  await relay?.close()
})

describe('startLocalRelay with the wallet driver', () => {
  it('pairs, approves both chains and answers a signing request', async () => {
    const { uri, approval } = await dapp.connect(proposal)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const [session, approved] = await Promise.all([approval(), driver.approve(uri!)])
    expect(session.topic).toBe(approved.topic)
    expect(session.namespaces['eip155']?.accounts).toEqual([`eip155:31337:${driver.wallet.address}`, `eip155:31338:${driver.wallet.address}`])
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', driver.wallet.address] },
    })
    expect(await verifyMessage({ address: driver.wallet.address, message: 'hello', signature })).toBe(true)
    expect(driver.requests.at(-1)).toEqual({ method: 'personal_sign', chainId: 'eip155:31338', ok: true })
  })

  it('rejects a proposal with the SDK user-rejected error', async () => {
    const { uri, approval } = await dapp.connect(proposal)
    const [result] = await Promise.allSettled([approval(), driver.reject(uri!)])
    expect(result).toMatchObject({ status: 'rejected', reason: { code: 5000, message: 'User rejected.' } })
  })

  it('answers unknown methods and bad params with JSON-RPC errors', async () => {
    const socket = new WebSocket(relay.url)
    await new Promise((resolve) => socket.once('open', resolve))
    const ask = (payload: object) =>
      new Promise<unknown>((resolve) => {
        socket.once('message', (data) => resolve(JSON.parse(data.toString())))
        socket.send(JSON.stringify(payload))
      })
    expect(await ask({ id: 1, jsonrpc: '2.0', method: 'irn_nope', params: {} })).toMatchObject({ id: 1, error: { code: -32601 } })
    expect(await ask({ id: 2, jsonrpc: '2.0', method: 'irn_subscribe', params: {} })).toMatchObject({ id: 2, error: { code: -32602 } })
    expect(await ask({ id: 3, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'ab' } })).toMatchObject({ id: 3, result: expect.any(String) })
    socket.close()
  })
})
