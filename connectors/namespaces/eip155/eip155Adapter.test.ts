/*
 * The eip155 adapter over a real wagmi config and a real anvil: wagmi's mock connector stands for
 * the wallet (it forwards signing to anvil's unlocked accounts), so connect, state, switch, balances,
 * send and sign run the real actions.
 */
import { http, parseEther, verifyMessage, type Chain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { mock } from 'wagmi/connectors'
import { spawnAnvil, type SpawnedAnvil } from '../../../test/wallet/spawnAnvil'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { NetworkNotFoundError } from '../../../src/errors/networkErrors'
import { createEip155Adapter } from './eip155Adapter'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x000000000000000000000000000000000000bEEF'
let anvil: SpawnedAnvil
let anvil2: SpawnedAnvil
const chain = (id: number, rpcUrl: string): Chain => ({
  id,
  name: `Anvil ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([spawnAnvil({ chainId: 31337 }), spawnAnvil({ chainId: 31338 })])
}, 30_000)
afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()])
})

function setup(features?: Parameters<typeof mock>[0]['features']) {
  const a = chain(31337, anvil.rpcUrl)
  const b = chain(31338, anvil2.rpcUrl)
  const config = createConfig({
    chains: [a, b],
    connectors: [mock({ accounts: [account], ...(features ? { features } : {}) })],
    transports: { [a.id]: http(), [b.id]: http() },
  })
  return createEip155Adapter(config)
}

describe('createEip155Adapter', () => {
  it('connects, reports accounts and network as CAIP, notifies, switches and disconnects', async () => {
    const adapter = setup()
    expect(adapter.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(adapter.getWallets()).toEqual([
      { id: 'mock', name: 'Mock Connector', icon: undefined, namespace: 'eip155', chains: ['eip155:31337', 'eip155:31338'] },
    ])
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    let changes = 0
    const unsubscribe = adapter.subscribe(() => changes++)
    const state = await adapter.connect({ walletId: 'mock' })
    expect(state).toMatchObject({ status: 'connected', walletId: 'mock', caipNetwork: { caipNetworkId: 'eip155:31337' } })
    expect(state.accounts).toEqual([{ address: account, caipAddress: `eip155:31337:${account}`, namespace: 'eip155' }])
    expect(adapter.getState()).toBe(adapter.getState())
    expect(changes).toBeGreaterThan(0)

    await adapter.switchNetwork('eip155:31338')
    expect(adapter.getState().accounts[0]?.caipAddress).toBe(`eip155:31338:${account}`)
    await expect(adapter.switchNetwork('eip155:1')).rejects.toThrow(NetworkNotFoundError)

    await adapter.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    unsubscribe()
  })

  it('a rejected connection is Connection rejected', async () => {
    const adapter = setup({ connectError: true })
    const error = await adapter.connect({ walletId: 'mock' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(adapter.getState().status).toBe('disconnected')
  })

  it('reads balances, sends and signs through wagmi', async () => {
    const adapter = setup()
    await adapter.connect({ walletId: 'mock', caipNetworkId: 'eip155:31337' })
    const before = await adapter.getBalance({ address: receiver })
    expect(before).toMatchObject({ decimals: 18, symbol: 'ETH' })
    const hash = await adapter.sendToken({ to: receiver, amount: parseEther('1.5') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await adapter.getBalance({ address: receiver })).value - before.value).toBe(parseEther('1.5'))
    const signature = await adapter.signMessage({ message: 'hello foyer' })
    expect(await verifyMessage({ address: account, message: 'hello foyer', signature: signature as `0x${string}` })).toBe(true)
    await adapter.disconnect()
  })
})
