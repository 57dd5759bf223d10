import { parseEther, parseTransaction } from 'viem'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startScriptedRpcNode, type ScriptedRpcNode } from '../../../test/services/scriptedRpcNode'
import type { FrameChain } from './frameConfig'
import { callsStatus, executeCalls, fromBatchId, prepareCalls, toBatchId } from './walletCalls'
import type { CallsRequest } from './walletCalls'

/*
 * A batch's gas, fees, signing and status against a scripted JSON-RPC node: every answer is chosen
 * per case and every call recorded, so the exact limits and what is sent can be checked.
 */
let baseFee: Hex | undefined = '0x3b9aca00'
let receipt: unknown = null
let httpStatus = 200
let node: ScriptedRpcNode
const HASH = `0x${'ab'.repeat(32)}` as const
const CHAIN_ID = 31337

const answers: Record<string, (params: unknown[]) => unknown> = {
  eth_estimateGas: () => '0x186a0',
  eth_getCode: () => '0x6080',
  eth_getTransactionCount: () => '0x5',
  eth_maxPriorityFeePerGas: () => '0x3b9aca00',
  eth_gasPrice: () => '0x77359400',
  eth_getBlockByNumber: () => ({
    number: '0x10',
    hash: `0x${'11'.repeat(32)}`,
    parentHash: `0x${'22'.repeat(32)}`,
    timestamp: '0x1',
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    transactions: [],
    ...(baseFee ? { baseFeePerGas: baseFee } : {}),
  }),
  eth_sendRawTransaction: () => HASH,
  eth_getTransactionReceipt: () => receipt,
}

beforeAll(async () => {
  node = await startScriptedRpcNode(({ method, params }) => {
    if (httpStatus !== 200) return { httpStatus }
    const answer = answers[method]
    return answer ? { result: answer(params) } : { error: { code: -32601, message: `no ${method}` } }
  })
})
afterAll(() => node?.close())
beforeEach(() => {
  node.calls.length = 0
  baseFee = '0x3b9aca00'
  receipt = null
  httpStatus = 200
})

const account = privateKeyToAccount(generatePrivateKey())
const implementation = '0x2222222222222222222222222222222222222222'
const target = '0x3333333333333333333333333333333333333333'
const chain = (): FrameChain => ({ id: CHAIN_ID, rpcUrl: node.url, maxFeeWei: parseEther('1'), nativeSymbol: 'ETH' })
const request: CallsRequest = { chainId: CHAIN_ID, atomicRequired: true, calls: [{ to: target, value: 1n, data: '0x' }] }
const called = (method: string) => node.calls.filter((call) => call.method === method)

describe('prepareCalls', () => {
  it('gives a batch its estimate plus a fifth; a first batch also the delegate’s loading and the authorization, estimated with the delegate’s code in place', async () => {
    const plain = await prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: undefined })
    expect(plain.transaction.gas).toBe(120_000n)
    expect(called('eth_estimateGas')[0]?.params).toHaveLength(1)
    node.calls.length = 0
    const first = await prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: implementation })
    expect(first.transaction.gas).toBe(120_000n + 2_600n + 25_000n)
    expect(called('eth_getCode')[0]?.params).toEqual([implementation, 'latest'])
    expect(called('eth_estimateGas')[0]?.params[2]).toEqual({ [account.address]: { code: '0x6080' } })
    expect(first).toMatchObject({ upgradeTo: implementation, transaction: { type: 'eip1559', to: account.address, nonce: 5 } })
  })

  it('refuses an upgrade on a chain without EIP-1559 fees, and prepares a plain batch there with a gas price', async () => {
    baseFee = undefined
    await expect(prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: implementation })).rejects.toMatchObject({
      code: 5000,
      shortMessage: 'A smart account upgrade needs EIP-1559 fees',
    })
    const plain = await prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: undefined })
    expect(plain.transaction.type).toBe('legacy')
  })

  it('asks the node once, without the frame’s cookies, and not at all once the signal aborted', async () => {
    httpStatus = 503
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      await expect(prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: undefined })).rejects.toThrow()
      expect(node.calls).toHaveLength(1)
      expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['omit'])
    } finally {
      fetchSpy.mockRestore()
    }
    node.calls.length = 0
    const controller = new AbortController()
    controller.abort()
    await expect(prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: undefined, signal: controller.signal })).rejects.toThrow()
    expect(node.calls).toHaveLength(0)
  })
})

describe('executeCalls', () => {
  it('sends a later batch as an EIP-1559 transaction, a first one as EIP-7702 with the authorization at the next nonce', async () => {
    const plain = await prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: undefined })
    expect(await executeCalls(account, plain)).toBe(toBatchId(HASH, CHAIN_ID))
    const sentPlain = parseTransaction(called('eth_sendRawTransaction')[0]?.params[0] as Hex)
    expect(sentPlain).toMatchObject({ type: 'eip1559', to: account.address.toLowerCase(), gas: 120_000n, nonce: 5 })
    node.calls.length = 0
    const first = await prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: implementation })
    await executeCalls(account, first)
    const sentFirst = parseTransaction(called('eth_sendRawTransaction')[0]?.params[0] as Hex)
    expect(sentFirst.type).toBe('eip7702')
    expect(sentFirst.authorizationList?.[0]).toMatchObject({ address: implementation, chainId: CHAIN_ID, nonce: 6 })
  })

  it.each([['signAuthorization'], ['signTransaction']])('refuses an account without %s, sending nothing', async (missing) => {
    const prepared = await prepareCalls(request, { chain: chain(), from: account.address, upgradeTo: undefined })
    await expect(executeCalls({ ...account, [missing]: undefined }, prepared)).rejects.toMatchObject({
      code: 5000,
      shortMessage: 'The account cannot sign transactions',
    })
    expect(called('eth_sendRawTransaction')).toHaveLength(0)
  })
})

describe('callsStatus', () => {
  const id = toBatchId(HASH, CHAIN_ID)
  // The batch's chain comes second: the status is read from that chain's node only.
  const chains = () => [{ ...chain(), id: 1, rpcUrl: 'http://127.0.0.1:9' }, chain()]

  it('is pending (100) while there is no receipt, then 200 or 500 with the receipt’s EIP-5792 fields', async () => {
    const base = { version: '2.0.0', id, chainId: '0x7a69', atomic: true }
    expect(await callsStatus(id, chains())).toEqual({ ...base, status: 100 })
    expect(called('eth_getTransactionReceipt')[0]?.params).toEqual([HASH])
    const fields = { logs: [], blockHash: `0x${'33'.repeat(32)}`, blockNumber: '0x11', gasUsed: '0x5208', transactionHash: HASH }
    receipt = { ...fields, status: '0x1', from: account.address, cumulativeGasUsed: '0x5208' }
    expect(await callsStatus(id, chains())).toEqual({ ...base, status: 200, receipts: [{ ...fields, status: '0x1' }] })
    receipt = { ...fields, status: '0x0' }
    expect(await callsStatus(id, chains())).toEqual({ ...base, status: 500, receipts: [{ ...fields, status: '0x0' }] })
  })

  it('refuses the id of a chain the frame does not have, and an id that is no string even if it reads as one', async () => {
    await expect(callsStatus(toBatchId(HASH, 5), chains())).rejects.toMatchObject({ code: 5730, shortMessage: 'Unknown batch id' })
    expect(() => fromBatchId([id])).toThrow(expect.objectContaining({ code: 5730 }))
  })
})
