/**
 * Param validation as the page sees it: each malformed request to a wallet method answers -32602
 * with the method, the failing path and a readable reason; malformed requests answer -32600 and
 * methods a forwarding node would sign for answer 4200. Nothing here reaches an RPC node.
 */
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet'
import type { TestWalletErrorObject } from './testWalletTypes'

const key0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const address0 = privateKeyToAccount(key0).address
// Port 9 (discard) is never reached: every case fails before forwarding.
const makeWallet = () => createTestWallet({ privateKey: key0, connected: true, chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }] })

async function fail(method: string, params?: unknown): Promise<TestWalletErrorObject> {
  const response = await makeWallet().request({ method, params })
  if (!('error' in response)) throw new Error(`${method} succeeded with ${JSON.stringify(response.result)}`)
  return response.error
}

const typedData = {
  types: { Mail: [{ name: 'note', type: 'string' }] },
  primaryType: 'Missing',
  domain: {},
  message: { note: 'hello' },
}

describe('invalid input', () => {
  test.each([
    ['personal_sign', undefined, 'expected an array of params'],
    ['personal_sign', ['0x00'], 'at params[1]'],
    ['personal_sign', ['0x00', 'not-an-address'], 'expected a 20-byte hex address at params[1]'],
    ['eth_signTypedData_v4', [address0, '{not json'], 'expected typed data as a JSON string'],
    ['eth_signTypedData_v4', [address0, JSON.stringify(typedData)], 'Missing'],
    ['eth_sendTransaction', [{ from: address0, value: 'ten' }], 'expected a 0x-prefixed hex quantity at params[0].value'],
    ['wallet_switchEthereumChain', [{ chainId: 31338 }], 'at params[0].chainId'],
    ['wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: [] }], 'at params[0].rpcUrls'],
    ['wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: ['ftp://x'] }], 'expected an http(s) URL'],
    ['wallet_requestPermissions', [{ eth_coinbase: {} }], 'only { eth_accounts: {} } is supported'],
  ])('%s %j -> -32602', async (method, params, message) => {
    const error = await fail(method, params)
    expect(error.code).toBe(-32602)
    expect(error.message).toContain(`Invalid params for "${method}"`)
    expect(error.message).toContain(message)
  })

  test('malformed requests and refused methods', async () => {
    const wallet = makeWallet()
    const malformed = await wallet.request({ method: 42 } as unknown as { method: string })
    expect(malformed).toMatchObject({ error: { code: -32600 } })
    for (const method of ['eth_sign', 'eth_signTransaction', 'personal_unlockAccount']) {
      expect(await fail(method, [])).toMatchObject({ code: 4200 })
    }
    // EIP-5792 batches are supported: an empty request is malformed, not refused.
    expect(await fail('wallet_sendCalls', [])).toMatchObject({ code: -32602 })
  })
})
