import { decodeFunctionData, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../../../src/protocol/frameErrors'
import { describeCalls } from './callsSummary'
import { delegationCode, delegationStateOf, encodeExecuteBatch } from './smartAccount'
import { callsErrorCodes, fromBatchId, parseCallsRequest, toBatchId } from './walletCalls'
import type { PreparedCalls } from './walletCalls'

const account = '0x1111111111111111111111111111111111111111'
const implementation = '0x2222222222222222222222222222222222222222'
const target = '0x3333333333333333333333333333333333333333'
const request = (extra: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from: account,
    atomicRequired: true,
    calls: [
      { to: target, value: '0x1' },
      { to: target, data: '0xabcd' },
    ],
    ...extra,
  },
]
const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error instanceof FrameRequestError ? { code: error.code, message: error.shortMessage } : error
  }
  return undefined
}

describe('parseCallsRequest', () => {
  it('decodes the calls of the signed-in account on the frame chain', () => {
    expect(parseCallsRequest(request(), account, 31337)).toEqual({
      chainId: 31337,
      atomicRequired: true,
      calls: [
        { to: target, value: 1n, data: '0x' },
        { to: target, value: 0n, data: '0xabcd' },
      ],
    })
  })
  it('refuses another account, another chain, unknown required capabilities and bad calls', () => {
    expect(codeOf(() => parseCallsRequest(request({ from: target }), account, 31337))).toEqual({ code: 5000, message: 'The request is for another account' })
    expect(codeOf(() => parseCallsRequest(request({ chainId: '0x1' }), account, 31337))).toMatchObject({ code: callsErrorCodes.unsupportedChain })
    expect(codeOf(() => parseCallsRequest(request({ capabilities: { paymasterService: { url: 'x' } } }), account, 31337))).toEqual({
      code: 5700,
      message: 'Unsupported capability: paymasterService',
    })
    expect(codeOf(() => parseCallsRequest(request({ capabilities: { paymasterService: { optional: true } } }), account, 31337))).toBeUndefined()
    expect(codeOf(() => parseCallsRequest(request({ calls: [] }), account, 31337))).toMatchObject({ code: 5000, message: 'Invalid request parameters' })
    expect(codeOf(() => parseCallsRequest(request({ calls: [{ to: 'nope' }] }), account, 31337))).toMatchObject({ code: 5000 })
    expect(codeOf(() => parseCallsRequest(undefined, account, 31337))).toMatchObject({ code: 5000 })
  })
})

describe('parseCallsRequest: what a batch may hold', () => {
  const parse = (extra: Record<string, unknown>) => parseCallsRequest(request(extra), account, 31337)
  const invalid = { code: 5000, message: 'Invalid request parameters' }

  it('takes the account in any letter case, no account at all, and no atomicity flag as "not required"', () => {
    expect(parse({ from: account.toUpperCase().replace('0X', '0x') }).calls).toHaveLength(2)
    expect(parse({ from: undefined, atomicRequired: undefined })).toMatchObject({ atomicRequired: false })
    expect(parse({ atomicRequired: false })).toMatchObject({ atomicRequired: false })
  })

  it('checksums each recipient and decodes each value; a call without value or data sends nothing', () => {
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(parse({ calls: [{ to: lower, value: '0xde0b6b3a7640000', data: '0xAb' }, { to: lower }] }).calls).toEqual([
      { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', value: parseEther('1'), data: '0xAb' },
      { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', value: 0n, data: '0x' },
    ])
  })

  it('takes up to 20 calls and an id of up to 200 characters, and refuses more', () => {
    const calls = (count: number) => Array.from({ length: count }, () => ({ to: target }))
    expect(parse({ calls: calls(20) }).calls).toHaveLength(20)
    expect(codeOf(() => parse({ calls: calls(21) }))).toEqual(invalid)
    expect(parse({ id: 'x'.repeat(200) }).calls).toHaveLength(2)
    expect(codeOf(() => parse({ id: 'x'.repeat(201) }))).toEqual(invalid)
  })

  it.each([
    ['a chain id without 0x', { chainId: '7a69' }],
    ['a chain id with text after it', { chainId: '0x7a69 ' }],
    ['a chain id with text before it', { chainId: 'x0x7a69' }],
    ['an empty chain id', { chainId: '0x' }],
    ['a value of more than 64 digits', { calls: [{ to: target, value: `0x${'1'.repeat(65)}` }] }],
    ['a value with a non-hex digit', { calls: [{ to: target, value: '0xg' }] }],
    ['data without 0x', { calls: [{ to: target, data: 'abcd' }] }],
    ['data with text before it', { calls: [{ to: target, data: 'x0xab' }] }],
    ['data with text after it', { calls: [{ to: target, data: '0xab!' }] }],
    ['a non-boolean atomicity flag', { atomicRequired: 'yes' }],
    ['a numeric version', { version: 2 }],
    ['a from that is no address', { from: 'me' }],
    ['capabilities that are no object', { capabilities: 'all' }],
    ['call capabilities that are no object', { calls: [{ to: target, capabilities: 'all' }] }],
  ])('refuses %s', (_name, extra) => {
    expect(codeOf(() => parse(extra))).toEqual(invalid)
  })

  it('takes a value of exactly 64 digits', () => {
    expect(parse({ calls: [{ to: target, value: `0x${'f'.repeat(64)}` }] }).calls[0]?.value).toBe(2n ** 256n - 1n)
  })

  it('names the other chain, and every capability a call requires (marked optional or not, null included)', () => {
    expect(codeOf(() => parse({ chainId: '0x1' }))).toEqual({ code: 5710, message: 'Unsupported chain id 1' })
    const calls = [
      { to: target, capabilities: { auxiliaryFunds: { optional: false }, permissions: null } },
      { to: target, capabilities: { flowControl: { optional: true } } },
    ]
    expect(codeOf(() => parse({ calls, capabilities: { atomic: {} } }))).toEqual({
      code: 5700,
      message: 'Unsupported capability: atomic, auxiliaryFunds, permissions',
    })
  })
})

describe('batch ids', () => {
  it('carry the transaction hash and the chain id, and refuse ids the frame did not make', () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const id = toBatchId(hash, 31338)
    expect(id).toHaveLength(2 + 128)
    expect(fromBatchId(id)).toEqual({ hash, chainId: 31338 })
    expect(codeOf(() => fromBatchId('0x1234'))).toEqual({ code: 5730, message: 'Unknown batch id' })
    expect(codeOf(() => fromBatchId(42))).toMatchObject({ code: 5730 })
    for (const bad of [`${id}00`, `x${id}`, `${id.slice(0, -1)}g`, id.slice(2), id.slice(0, -2)]) {
      expect(codeOf(() => fromBatchId(bad))).toEqual({ code: 5730, message: 'Unknown batch id' })
    }
    expect(fromBatchId(id.toUpperCase().replace('0X', '0x'))).toEqual({ hash: hash.toUpperCase().replace('0X', '0x'), chainId: 31338 })
  })
})

describe('delegation', () => {
  it('tells a plain EOA, the 7702 designator of the implementation, and anything else apart', () => {
    expect(delegationCode(implementation)).toBe(`0xef0100${implementation.slice(2)}`)
    expect(delegationStateOf('0x', implementation)).toBe('none')
    expect(delegationStateOf(delegationCode(implementation), implementation)).toBe('delegated')
    expect(delegationStateOf(delegationCode(target), implementation)).toBe('other')
    expect(delegationStateOf('0x6080', implementation)).toBe('other')
    expect(delegationStateOf(delegationCode(implementation), undefined)).toBe('other')
  })
  it('encodes the calls for executeBatch((address,uint256,bytes)[])', () => {
    const data = encodeExecuteBatch([{ to: target, value: 5n, data: '0xabcd' }])
    const decoded = decodeFunctionData({ abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']), data })
    expect(decoded.args[0]).toEqual([{ target, value: 5n, data: '0xabcd' }])
  })
})

describe('describeCalls', () => {
  const prepared = (upgradeTo: `0x${string}` | undefined): PreparedCalls => ({
    calls: [
      { to: target, value: parseEther('0.5'), data: '0x' },
      { to: target, value: 0n, data: '0xabcd' },
    ],
    chain: { id: 31337, rpcUrl: 'http://127.0.0.1:1', maxFeeWei: 1n, nativeSymbol: 'ETH', smartAccountImplementation: implementation },
    upgradeTo,
    transaction: {
      chainId: 31337,
      to: account,
      value: 0n,
      data: '0x',
      gas: 100_000n,
      nonce: 7,
      type: 'eip1559',
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    },
  })
  it('lists every call, the atomic rule, the upgrade, and the one transaction’s fee, nonce and gas', () => {
    const summary = describeCalls(prepared(implementation), { account, actions: [undefined, 'Allow x to spend 1 USDC'] })
    expect(summary.title).toBe('Send a batch of calls')
    const rows = Object.fromEntries(summary.rows.map((row) => [row.label, row.value]))
    expect(rows).toMatchObject({
      Account: account,
      Atomic: 'All 2 calls run in one transaction: either all succeed or none is applied.',
      'Call 1: to': target,
      'Call 1: value': '0.5 ETH',
      'Call 1: data': 'None',
      'Call 2: action (read from the data)': 'Allow x to spend 1 USDC',
      'Call 2: data': '0xabcd',
      'Maximum network fee': '0.0002 ETH',
      Network: '31337',
      Nonce: '7',
      'Gas limit': '100000',
      'Max fee per gas': '2 gwei',
    })
    expect(rows['Account upgrade']).toContain(implementation)
    expect('Call 1: action (read from the data)' in rows).toBe(false)
  })
  it('has no upgrade row once the account is upgraded', () => {
    expect(describeCalls(prepared(undefined), { account, actions: [] }).rows.map((row) => row.label)).not.toContain('Account upgrade')
  })
})
