import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseSigningRequest } from './signingRequest'

/* What the host asks is checked and decoded before anything is shown: the decoded request is what the user approves. */
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const typedData = {
  domain: { name: 'Ether Mail', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
}
function send(transaction: unknown, chainId = 31337) {
  const request = parseSigningRequest('eth_sendTransaction', [transaction], account, chainId)
  if (request.method !== 'eth_sendTransaction') throw new Error('expected a transaction')
  return request
}
const invalid = expect.objectContaining({ code: 5000, shortMessage: 'Invalid request parameters' })
const mismatch = expect.objectContaining({ code: 5000, shortMessage: 'The request is for another account' })

describe('parseSigningRequest: personal_sign', () => {
  it('keeps a hex message and turns plain text into its UTF-8 bytes', () => {
    expect(parseSigningRequest('personal_sign', ['0x68656c6c6f', account], account, 1)).toEqual({ method: 'personal_sign', message: '0x68656c6c6f' })
    expect(parseSigningRequest('personal_sign', ['hello', account], account, 1)).toEqual({ method: 'personal_sign', message: stringToHex('hello') })
  })

  it('takes the account in any letter case, and refuses another or a missing one', () => {
    expect(parseSigningRequest('personal_sign', ['0x68', account.toLowerCase()], account, 1).method).toBe('personal_sign')
    expect(parseSigningRequest('personal_sign', ['0x68', account.toUpperCase().replace('0X', '0x')], account, 1).method).toBe('personal_sign')
    expect(() => parseSigningRequest('personal_sign', ['0x68', other], account, 1)).toThrow(mismatch)
    expect(() => parseSigningRequest('personal_sign', ['0x68'], account, 1)).toThrow(mismatch)
  })

  it('refuses a message that is no string, and parameters that are no list', () => {
    expect(() => parseSigningRequest('personal_sign', [42, account], account, 1)).toThrow(invalid)
    expect(() => parseSigningRequest('personal_sign', { 0: '0x68', 1: account }, account, 1)).toThrow(invalid)
  })
})

describe('parseSigningRequest: eth_signTypedData_v4', () => {
  it('reads typed data given as an object or as JSON text', () => {
    const expected = { method: 'eth_signTypedData_v4', typedData }
    expect(parseSigningRequest('eth_signTypedData_v4', [account, typedData], account, 1)).toEqual(expected)
    expect(parseSigningRequest('eth_signTypedData_v4', [account, JSON.stringify(typedData)], account, 1)).toEqual(expected)
  })

  it('refuses another account, text that is no JSON, and typed data whose primary type is empty or not defined', () => {
    expect(() => parseSigningRequest('eth_signTypedData_v4', [other, typedData], account, 1)).toThrow(mismatch)
    // The JSON error is kept as the cause, for whoever debugs the request.
    expect(() => parseSigningRequest('eth_signTypedData_v4', [account, '{not json'], account, 1)).toThrow(
      expect.objectContaining({ code: 5000, shortMessage: 'Invalid request parameters', cause: expect.any(SyntaxError) }),
    )
    expect(() => parseSigningRequest('eth_signTypedData_v4', [account, { ...typedData, primaryType: 'Nope' }], account, 1)).toThrow(invalid)
    expect(() => parseSigningRequest('eth_signTypedData_v4', [account, { ...typedData, primaryType: '', types: { '': [] } }], account, 1)).toThrow(invalid)
    expect(() => parseSigningRequest('eth_signTypedData_v4', [account, { ...typedData, message: 'hi' }], account, 1)).toThrow(invalid)
  })
})

describe('parseSigningRequest: eth_sendTransaction', () => {
  it('decodes every quantity, checksums the recipient and takes `input` when `data` is missing', () => {
    const request = send({
      from: account.toLowerCase(),
      to: other.toLowerCase(),
      value: '0x10',
      input: '0xabcd',
      gas: '0x5208',
      nonce: '0x7',
      gasPrice: '0x3b9aca00',
      maxFeePerGas: '0x2',
      maxPriorityFeePerGas: '0x1',
      chainId: '0x7a69',
    })
    expect(request).toEqual({
      method: 'eth_sendTransaction',
      chainId: 31337,
      transaction: { to: other, value: 16n, data: '0xabcd', gas: 21_000n, nonce: 7, gasPrice: 1_000_000_000n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n },
    })
  })

  it('prefers `data` over `input`, and leaves what the host did not set undefined', () => {
    expect(send({ data: '0x01', input: '0x02' })).toEqual({
      method: 'eth_sendTransaction',
      chainId: 31337,
      transaction: {
        to: undefined,
        value: undefined,
        data: '0x01',
        gas: undefined,
        nonce: undefined,
        gasPrice: undefined,
        maxFeePerGas: undefined,
        maxPriorityFeePerGas: undefined,
      },
    })
    expect(send({ to: null }).transaction).toMatchObject({ to: undefined })
    expect(send({ to: other, nonce: '0x0' }).transaction).toMatchObject({ nonce: 0 })
  })

  it('refuses a transaction from another account or for another chain', () => {
    expect(() => send({ from: other, to: account })).toThrow(mismatch)
    expect(() => send({ to: account, chainId: '0x1' })).toThrow(invalid)
    expect(send({ to: account, chainId: '0x1' }, 1).chainId).toBe(1)
  })

  it.each([
    ['a recipient that is no address', { to: 'bob' }],
    ['no transaction object', 'tx'],
    ['a quantity without 0x', { value: '10' }],
    ['a quantity with text before it', { value: 'x0x10' }],
    ['a quantity with text after it', { value: '0x10 ' }],
    ['an empty quantity', { gas: '0x' }],
    ['a quantity of more than 64 digits', { nonce: `0x${'1'.repeat(65)}` }],
    ['a quantity with a non-hex digit', { maxFeePerGas: '0x1g' }],
    ['data without 0x', { data: 'abcd' }],
    ['data with text before it', { data: 'x0xab' }],
    ['data with text after it', { input: '0xab!' }],
    ['data with a non-hex digit', { data: '0xzz' }],
    ['a numeric chain id', { chainId: 31337 }],
    ['a numeric gas price', { gasPrice: 1 }],
    ['a numeric priority fee', { maxPriorityFeePerGas: 1 }],
    ['a from that is no address', { from: 'me' }],
  ])('refuses %s', (_name, transaction) => {
    expect(() => send(transaction)).toThrow(invalid)
  })

  it('takes a quantity of exactly 64 digits and data of any length', () => {
    expect(send({ value: `0x${'f'.repeat(64)}` }).transaction).toMatchObject({ value: 2n ** 256n - 1n })
    expect(send({ data: '0x' }).transaction).toMatchObject({ data: '0x' })
    expect(send({ data: '0xAbCd' }).transaction).toMatchObject({ data: '0xAbCd' })
  })
})

describe('parseSigningRequest: other methods', () => {
  it.each(['wallet_sendCalls', 'solana_signMessage', 'eth_sign'])('refuses %s with 4200', (method) => {
    expect(() => parseSigningRequest(method, [], account, 1)).toThrow(expect.objectContaining({ code: 4200 }))
  })
})
