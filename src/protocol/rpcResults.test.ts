import { describe, expect, it } from 'vitest'
import { isExpectedRpcResult, isSignedMessage, isTransactionHash } from './rpcResults'

const hex = (digits: number) => `0x${'a'.repeat(digits)}`

describe('isTransactionHash: 0x and exactly 64 hex digits', () => {
  it.each([
    [hex(64), true],
    [`0x${'AbCdEf0123456789'.repeat(4)}`, true],
    [hex(63), false],
    [hex(65), false],
    [`${hex(63)}g`, false],
    [`x${hex(64)}`, false],
    [`${hex(64)} `, false],
    ['a'.repeat(66), false],
    [123, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isTransactionHash(value)).toBe(expected)
  })
})

describe('isSignedMessage: 0x and 62 or more hex digits', () => {
  it.each([
    [hex(62), true],
    [hex(130), true],
    [hex(1000), true],
    [hex(61), false],
    ['0x', false],
    [`${hex(130)}z`, false],
    [`0X${'a'.repeat(130)}`, false],
    [{ signature: hex(130) }, false],
  ])('%j → %s', (value, expected) => {
    expect(isSignedMessage(value)).toBe(expected)
  })
})

describe('isExpectedRpcResult', () => {
  it('wants a transaction hash from eth_sendTransaction, a signed message from the signing methods', () => {
    expect(isExpectedRpcResult('eth_sendTransaction', hex(64))).toBe(true)
    expect(isExpectedRpcResult('eth_sendTransaction', hex(130))).toBe(false)
    expect(isExpectedRpcResult('personal_sign', hex(130))).toBe(true)
    expect(isExpectedRpcResult('personal_sign', hex(40))).toBe(false)
    expect(isExpectedRpcResult('eth_signTypedData_v4', hex(130))).toBe(true)
    expect(isExpectedRpcResult('eth_signTypedData_v4', null)).toBe(false)
  })

  it('leaves the answers of other methods alone', () => {
    expect(isExpectedRpcResult('wallet_sendCalls', { id: '0x01' })).toBe(true)
    expect(isExpectedRpcResult('toString', 'anything')).toBe(true)
  })
})
