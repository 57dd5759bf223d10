/**
 * EIP-5792 batches in the test wallet against a real anvil, driven through viem's own `sendCalls`,
 * `getCallsStatus` and `waitForCallsStatus`: an atomic batch lands whole with its receipts, or not at
 * all when a call fails; a wallet without the atomic capability refuses `atomicRequired`, and
 * reports a half-done batch as partial; the rejection switch, another chain and an unknown id.
 */
import { createPublicClient, createWalletClient, custom, http, parseEther } from 'viem'
import type { Hex } from 'viem'
import { getCallsStatus, sendCalls, waitForCallsStatus } from 'viem/actions'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet'
import type { CreateTestWalletOptions, TestWallet } from './createTestWallet'
import { spawnAnvil } from '../../test/wallet/spawnAnvil'
import type { SpawnedAnvil } from '../../test/wallet/spawnAnvil'

const key0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const address0 = privateKeyToAccount(key0).address
// Two recipients nobody else uses in this file's chain.
const alice = '0x00000000000000000000000000000000000a11ce'
const bob = '0x0000000000000000000000000000000000000b0b'
// A contract whose code reverts at once (PUSH1 0, PUSH1 0, REVERT): a call that cannot succeed.
const reverting = { to: '0x000000000000000000000000000000000000dead' as Hex }

let anvil: SpawnedAnvil
beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 31337 })
  await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [reverting.to, '0x60006000fd'] }),
  })
})
afterAll(() => anvil?.stop())

const atomic = { '0x7a69': { atomic: { status: 'supported' } } } as const

/** A connected test wallet behind a viem wallet client, as a page's wagmi would reach it. */
async function connect(options: Partial<CreateTestWalletOptions> = {}) {
  const wallet = createTestWallet({ privateKey: key0, chains: [{ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }], ...options })
  await wallet.request({ method: 'eth_requestAccounts' })
  const client = createWalletClient({
    account: address0,
    chain: { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
    transport: custom({ request: (payload) => answer(wallet, payload) }, { retryCount: 0 }),
  })
  return { wallet, client }
}

async function answer(wallet: TestWallet, payload: { method: string; params?: unknown }) {
  const response = await wallet.request(payload)
  if ('error' in response) throw Object.assign(new Error(response.error.message), response.error)
  return response.result
}

const balance = (address: Hex) => createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address })

describe('wallet_sendCalls', () => {
  test('an atomic batch runs its calls in order and reports each receipt', async () => {
    const { client } = await connect({ capabilities: atomic })
    const [aliceBefore, bobBefore] = await Promise.all([balance(alice), balance(bob)])
    const { id } = await sendCalls(client, {
      forceAtomic: true,
      calls: [
        { to: alice, value: 1n },
        { to: bob, value: 2n },
      ],
    })
    const status = await waitForCallsStatus(client, { id, pollingInterval: 50 })
    expect(status.status).toBe('success')
    expect(status.statusCode).toBe(200)
    expect(status.atomic).toBe(true)
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    // In order: the second call was mined after the first.
    expect(status.receipts![1]!.blockNumber).toBeGreaterThan(status.receipts![0]!.blockNumber)
    expect((await balance(alice)) - aliceBefore).toBe(1n)
    expect((await balance(bob)) - bobBefore).toBe(2n)
  })

  test('an atomic batch with a failing call leaves nothing on chain (500)', async () => {
    const { client } = await connect({ capabilities: atomic })
    const aliceBefore = await balance(alice)
    const { id } = await sendCalls(client, { calls: [{ to: alice, value: parseEther('1') }, reverting] })
    const status = await waitForCallsStatus(client, { id, pollingInterval: 50 })
    expect(status.statusCode).toBe(500)
    expect(status.status).toBe('failure')
    expect(await balance(alice)).toBe(aliceBefore)
  })

  test('without the atomic capability: atomicRequired is refused, a half-done batch is partial (600)', async () => {
    const { client } = await connect()
    await expect(sendCalls(client, { forceAtomic: true, calls: [{ to: alice, value: 1n }] })).rejects.toMatchObject({ cause: { code: 5760 } })
    const aliceBefore = await balance(alice)
    const { id } = await sendCalls(client, { calls: [{ to: alice, value: 3n }, reverting] })
    const status = await waitForCallsStatus(client, { id, pollingInterval: 50 })
    expect(status.statusCode).toBe(600)
    expect(status.atomic).toBe(false)
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success'])
    expect((await balance(alice)) - aliceBefore).toBe(3n)
  })

  test('the rejection switch refuses the batch with 4001 and sends nothing', async () => {
    const { client, wallet } = await connect({ capabilities: atomic })
    wallet.setRejectRequests(['wallet_sendCalls'])
    const before = await balance(alice)
    await expect(sendCalls(client, { calls: [{ to: alice, value: 1n }] })).rejects.toMatchObject({ cause: { code: 4001 } })
    expect(await balance(alice)).toBe(before)
  })

  test('another chain, a required unknown capability, an unknown id and bad params are refused', async () => {
    const { wallet, client } = await connect({ capabilities: atomic })
    const batch = (extra: Record<string, unknown>) => [
      { version: '2.0.0', chainId: '0x7a69', from: address0, atomicRequired: false, calls: [{ to: alice, value: '0x1' }], ...extra },
    ]
    const error = async (method: string, params: unknown) => {
      const response = await wallet.request({ method, params })
      return 'error' in response ? response.error.code : undefined
    }
    expect(await error('wallet_sendCalls', batch({ chainId: '0x7a6a' }))).toBe(5710)
    expect(await error('wallet_sendCalls', batch({ capabilities: { paymasterService: { url: 'http://x' } } }))).toBe(5700)
    expect(await error('wallet_sendCalls', batch({ version: '1.0' }))).toBe(-32602)
    expect(await error('wallet_sendCalls', batch({ calls: [] }))).toBe(-32602)
    expect(await error('wallet_getCallsStatus', ['0x1234'])).toBe(5730)
    // An optional capability the wallet does not know is ignored, as EIP-5792 says.
    const { id } = await sendCalls(client, { calls: [{ to: alice, value: 1n }], capabilities: { paymasterService: { url: 'http://x', optional: true } } })
    expect((await waitForCallsStatus(client, { id, pollingInterval: 50 })).statusCode).toBe(200)
    expect(await error('wallet_sendCalls', batch({ id }))).toBe(5720)
    expect((await getCallsStatus(client, { id })).status).toBe('success')
  })
})
