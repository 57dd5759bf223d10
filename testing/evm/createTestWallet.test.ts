/**
 * The test wallet against real anvil nodes (31337, and 31338 for adding a chain): connection and
 * permissions, signatures checked with viem's verifiers and against anvil's own signer, a locally
 * signed transaction from an account anvil does not hold, chain switching and adding, the
 * rejection switch, invalid params, and that every answer is plain JSON.
 */
import { numberToHex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet'
import type { CreateTestWalletOptions, TestWallet } from './createTestWallet'
import { spawnAnvil } from '../../test/wallet/spawnAnvil'
import type { SpawnedAnvil } from '../../test/wallet/spawnAnvil'
import type { TestWalletResponse } from './testWalletTypes'

// anvil's first two default accounts (public test keys).
const key0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const key1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const address0 = privateKeyToAccount(key0).address

let anvil: SpawnedAnvil
let anvil2: SpawnedAnvil

beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([spawnAnvil({ chainId: 31337 }), spawnAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()])
})

const makeWallet = (options: Partial<CreateTestWalletOptions> = {}) =>
  createTestWallet({ privateKey: key0, chains: [{ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }], ...options })

/** Sends a request and returns its result, failing the test on an error answer. */
async function call(wallet: TestWallet, method: string, params?: unknown): Promise<unknown> {
  const response = await wallet.request({ method, params })
  expectJson(response)
  if ('error' in response) throw new Error(`${method} failed: ${JSON.stringify(response.error)}`)
  return response.result
}

/** Sends a request that must fail, and returns the error. */
async function fail(wallet: TestWallet, method: string, params?: unknown) {
  const response = await wallet.request({ method, params })
  expectJson(response)
  if (!('error' in response)) throw new Error(`${method} succeeded with ${JSON.stringify(response.result)}`)
  return response.error
}

function expectJson(response: TestWalletResponse) {
  expect(JSON.parse(JSON.stringify(response))).toEqual(response)
}

async function node(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'note', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Foyer', chainId: 31337 },
  // Large uints arrive as decimal strings from wagmi (bigints cannot be JSON).
  message: { to: address0, amount: '1000000000000000000000', note: 'hello' },
} as const

describe('connection', () => {
  test('eth_accounts is empty until eth_requestAccounts, and revoking disconnects', async () => {
    const wallet = makeWallet()
    expect(await call(wallet, 'eth_accounts')).toEqual([])
    expect(await call(wallet, 'eth_chainId')).toBe('0x7a69')
    expect(await call(wallet, 'net_version')).toBe('31337')
    expect(await call(wallet, 'wallet_getPermissions')).toEqual([])

    const response = await wallet.request({ method: 'eth_requestAccounts' })
    expect(response).toEqual({ result: [address0], events: [{ event: 'accountsChanged', data: [address0] }] })
    expect(await call(wallet, 'eth_accounts')).toEqual([address0])
    expect(await call(wallet, 'wallet_getPermissions')).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [address0] }] },
    ])

    const revoked = await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(revoked).toEqual({ result: null, events: [{ event: 'accountsChanged', data: [] }] })
    expect(await call(wallet, 'eth_accounts')).toEqual([])
    expect(await fail(wallet, 'personal_sign', ['0x68656c6c6f', address0])).toMatchObject({ code: 4100 })
  })

  test('wallet_requestPermissions connects, as wagmi does with shimDisconnect', async () => {
    const wallet = makeWallet()
    const permissions = await call(wallet, 'wallet_requestPermissions', [{ eth_accounts: {} }])
    expect(permissions).toMatchObject([{ caveats: [{ value: [address0] }] }])
    expect(wallet.connected).toBe(true)
  })

  test('helpers switch account, chain and connection from outside and report events', async () => {
    const wallet = makeWallet({
      connected: true,
      chains: [
        { id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl },
        { id: 31338, name: 'Anvil 2', rpcUrl: anvil2.rpcUrl },
      ],
    })
    const seen: unknown[] = []
    const unsubscribe = wallet.subscribe((events) => seen.push(...events))
    const address1 = privateKeyToAccount(key1).address
    expect(wallet.setAccount(key1)).toEqual([{ event: 'accountsChanged', data: [address1] }])
    expect(wallet.setChain(31338)).toEqual([{ event: 'chainChanged', data: '0x7a6a' }])
    expect(wallet.setChain(31338)).toEqual([])
    expect(() => wallet.setChain(1)).toThrow(/Unrecognized chain ID "0x1"/)
    expect(wallet.disconnect()).toEqual([{ event: 'accountsChanged', data: [] }])
    unsubscribe()
    wallet.setChain(31337)
    expect(seen).toHaveLength(3)
  })
})

describe('signing', () => {
  test('personal_sign signs hex as bytes and text as UTF-8; verifyMessage agrees', async () => {
    const wallet = makeWallet({ connected: true })
    const raw = await call(wallet, 'personal_sign', ['0x68656c6c6f', address0])
    expect(await verifyMessage({ address: address0, message: { raw: '0x68656c6c6f' }, signature: raw as Hex })).toBe(true)
    const text = await call(wallet, 'personal_sign', ['hello', address0])
    expect(text).toBe(raw)
    const other = privateKeyToAccount(key1).address
    expect(await fail(wallet, 'personal_sign', ['0x68656c6c6f', other])).toMatchObject({ code: 4100 })
  })

  test('eth_signTypedData_v4 verifies and matches anvil signing with the same key', async () => {
    const wallet = makeWallet({ connected: true })
    const json = JSON.stringify(typedData)
    const signature = (await call(wallet, 'eth_signTypedData_v4', [address0, json])) as Hex
    const { message, domain } = typedData
    const typed = { ...typedData, domain: { ...domain, chainId: 31337n }, message: { ...message, amount: 10n ** 21n } }
    expect(await verifyTypedData({ address: address0, ...typed, signature })).toBe(true)
    // anvil holds key0 as an unlocked dev account: an independent EIP-712 implementation.
    expect(await node(anvil.rpcUrl, 'eth_signTypedData_v4', [address0, json])).toBe(signature)
    const wrongChain = JSON.stringify({ ...typedData, domain: { name: 'Foyer', chainId: 1 } })
    expect(await fail(wallet, 'eth_signTypedData_v4', [address0, wrongChain])).toMatchObject({ code: -32602 })
  })
})

describe('transactions', () => {
  test('eth_sendTransaction signs locally, broadcasts raw, and the balance moves', async () => {
    // A fresh key anvil does not hold: only a locally signed transaction can come from it.
    const key = generatePrivateKey()
    const from = privateKeyToAccount(key).address
    const to = privateKeyToAccount(key1).address
    await node(anvil.rpcUrl, 'anvil_setBalance', [from, numberToHex(parseEther('10'))])
    const wallet = makeWallet({ privateKey: key, connected: true })
    const before = BigInt((await call(wallet, 'eth_getBalance', [to, 'latest'])) as string)

    const hash = await call(wallet, 'eth_sendTransaction', [{ from, to, value: numberToHex(parseEther('1')) }])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil mines right away, but the receipt can trail the hash by a moment: poll for it as a dapp would.
    type Receipt = { status: string; from: string }
    let receipt: Receipt | null = null
    for (let tries = 0; !receipt && tries < 50; tries++) {
      receipt = (await call(wallet, 'eth_getTransactionReceipt', [hash])) as Receipt | null
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (!receipt) throw new Error(`no receipt for ${String(hash)} after 5 s`)
    expect(receipt.status).toBe('0x1')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    const after = BigInt((await call(wallet, 'eth_getBalance', [to, 'latest'])) as string)
    expect(after - before).toBe(parseEther('1'))

    // Back to back: the second send must not reuse the first one's nonce.
    const [a, b] = await Promise.all([
      wallet.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }] }),
      wallet.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }] }),
    ])
    expect('result' in a && 'result' in b).toBe(true)
  })

  test('node errors come back with their code', async () => {
    const wallet = makeWallet({ privateKey: generatePrivateKey(), connected: true })
    const from = wallet.address
    const insufficient = await fail(wallet, 'eth_sendTransaction', [{ from, to: address0, value: '0xffffffffffffffffffff' }])
    expect(insufficient.code).toBeTypeOf('number')
    expect(insufficient.message).toMatch(/exceeds the balance|insufficient funds/i)
    expect(await fail(wallet, 'foo_bar')).toMatchObject({ code: -32601 })
  })
})

describe('chains', () => {
  test('unknown chain gives 4902; wallet_addEthereumChain adds it and switches', async () => {
    const wallet = makeWallet({ connected: true })
    const switchTo = [{ chainId: '0x7a6a' }]
    expect(await fail(wallet, 'wallet_switchEthereumChain', switchTo)).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
    })
    const lying = { chainId: '0x7a6b', chainName: 'Wrong', rpcUrls: [anvil2.rpcUrl] }
    expect(await fail(wallet, 'wallet_addEthereumChain', [lying])).toMatchObject({ code: -32602 })

    const add = {
      chainId: '0x7a6a',
      chainName: 'Anvil 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [anvil2.rpcUrl],
    }
    const added = await wallet.request({ method: 'wallet_addEthereumChain', params: [add] })
    expect(added).toEqual({ result: null, events: [{ event: 'chainChanged', data: '0x7a6a' }] })
    expect(await call(wallet, 'eth_chainId')).toBe('0x7a6a')
    // Reads now go to the second node: a balance set only there is visible.
    const marker = privateKeyToAccount(generatePrivateKey()).address
    await node(anvil2.rpcUrl, 'anvil_setBalance', [marker, '0x2a'])
    expect(await call(wallet, 'eth_getBalance', [marker, 'latest'])).toBe('0x2a')

    const back = await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(back).toEqual({ result: null, events: [{ event: 'chainChanged', data: '0x7a69' }] })
  })

  test('switchChainOnAdd: false only adds; capabilities are advertised per chain', async () => {
    const wallet = makeWallet({ connected: true, switchChainOnAdd: false, capabilities: { '0x7a69': { atomic: { status: 'unsupported' } } } })
    const add = { chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [anvil2.rpcUrl] }
    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [add] })).toEqual({ result: null, events: [] })
    expect(wallet.chainId).toBe(31337)
    expect(wallet.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(await call(wallet, 'wallet_getCapabilities', [address0])).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    expect(await call(wallet, 'wallet_getCapabilities', [address0, ['0x7a6a']])).toEqual({})
  })
})

describe('rejection switch', () => {
  test('every user-facing method fails with 4001 while reads still work', async () => {
    const wallet = makeWallet({
      chains: [
        { id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl },
        { id: 31338, name: 'Anvil 2', rpcUrl: anvil2.rpcUrl },
      ],
    })
    wallet.setRejectRequests(true)
    const rejected = { code: 4001, message: 'User rejected the request.' }
    expect(await fail(wallet, 'eth_requestAccounts')).toEqual(rejected)
    expect(await fail(wallet, 'wallet_requestPermissions', [{ eth_accounts: {} }])).toEqual(rejected)
    wallet.rejectRequests = false
    await call(wallet, 'eth_requestAccounts')
    wallet.rejectRequests = true

    expect(await fail(wallet, 'personal_sign', ['0x68656c6c6f', address0])).toEqual(rejected)
    expect(await fail(wallet, 'eth_signTypedData_v4', [address0, JSON.stringify(typedData)])).toEqual(rejected)
    expect(await fail(wallet, 'eth_sendTransaction', [{ from: address0, to: address0, value: '0x1' }])).toEqual(rejected)
    expect(await fail(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual(rejected)
    const add = { chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [anvil2.rpcUrl] }
    expect(await fail(wallet, 'wallet_addEthereumChain', [add])).toEqual(rejected)
    expect(wallet.chainId).toBe(31337)

    expect(await call(wallet, 'eth_blockNumber')).toMatch(/^0x/)
    expect(await call(wallet, 'eth_getBalance', [address0, 'latest'])).toMatch(/^0x/)
    expect(await call(wallet, 'eth_accounts')).toEqual([address0])

    // A list rejects only the methods it names.
    wallet.setRejectRequests(['personal_sign'])
    expect(await fail(wallet, 'personal_sign', ['0x00', address0])).toEqual(rejected)
    expect(await call(wallet, 'eth_signTypedData_v4', [address0, JSON.stringify(typedData)])).toMatch(/^0x/)
  })
})
