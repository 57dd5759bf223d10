import fc from 'fast-check'
import { parseEther, parseGwei, stringToHex, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeSigningRequest, readableText } from './approvalSummary'
import type { FrameChain } from './frameConfig'
import type { PreparedTransaction } from './prepareTransaction'
import { parseSigningRequest } from './signingRequest'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const typedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!' },
}

const chain: FrameChain = { id: 31337, rpcUrl: 'http://127.0.0.1:8545', maxFeeWei: parseEther('0.05'), nativeSymbol: 'ETH' }

/** Messages and typed data as parsed; a transaction as the frame prepares it (values the host set kept, the rest given here). */
const describe1 = (method: string, params: unknown, filled: Partial<PreparedTransaction> = {}) => {
  const request = parseSigningRequest(method, params, account, chain.id)
  if (request.method !== 'eth_sendTransaction') return describeSigningRequest(request, { account })
  const { to, value = 0n, data, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request.transaction
  const base = { chainId: chain.id, to, value, data, gas: gas ?? 21_000n, nonce: nonce ?? 7 }
  const fees =
    gasPrice !== undefined
      ? { type: 'legacy' as const, gasPrice }
      : { type: 'eip1559' as const, maxFeePerGas: maxFeePerGas ?? parseGwei('2'), maxPriorityFeePerGas: maxPriorityFeePerGas ?? parseGwei('1') }
  const transaction = { ...base, ...fees, ...filled } as PreparedTransaction
  return describeSigningRequest({ method: 'eth_sendTransaction', transaction, chain }, { account })
}

describe('the approval summary', () => {
  it('shows a personal_sign message as text when it is readable', () => {
    expect(describe1('personal_sign', [stringToHex('Sign in to Demo\nNonce: 42'), account])).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: account, code: true },
        { label: 'Message', value: 'Sign in to Demo\nNonce: 42' },
      ],
    })
  })

  it('shows binary or spoofing messages as hex', () => {
    expect(describe1('personal_sign', ['0xdeadbeef', account]).rows[1]).toEqual({
      label: 'Message (hex, not readable text)',
      value: '0xdeadbeef',
      code: true,
    })
    // A right-to-left override could make the text read differently from what is signed.
    const bidi = stringToHex('pay \u202Eevil')
    expect(describe1('personal_sign', [bidi, account]).rows[1]?.value).toBe(bidi)
  })

  it('accepts a plain-text personal_sign message and signs its UTF-8 bytes', () => {
    expect(parseSigningRequest('personal_sign', ['hello', account], account, 1)).toEqual({ method: 'personal_sign', message: stringToHex('hello') })
  })

  it('shows the typed data domain, primary type, message and types', () => {
    const summary = describe1('eth_signTypedData_v4', [account, JSON.stringify(typedData)])
    expect(summary.title).toBe('Sign typed data')
    expect(summary.rows.map((row) => row.label)).toEqual(['Account', 'Domain', 'Primary type', 'Message', 'Types'])
    expect(JSON.parse(summary.rows[1]?.value ?? '')).toEqual(typedData.domain)
    expect(summary.rows[2]?.value).toBe('Mail')
    expect(JSON.parse(summary.rows[3]?.value ?? '')).toEqual(typedData.message)
  })

  it('shows a transaction: to, value, maximum fee, data, network, nonce, gas and fees per gas', () => {
    const summary = describe1('eth_sendTransaction', [{ from: account, to: other, value: '0xde0b6b3a7640000', data: '0x1234' }])
    expect(summary).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'Account', value: account, code: true },
        { label: 'To', value: other, code: true },
        { label: 'Value', value: '1 ETH' },
        { label: 'Maximum network fee', value: '0.000042 ETH' },
        { label: 'Data', value: '0x1234', code: true },
        { label: 'Network', value: '31337' },
        { label: 'Nonce', value: '7' },
        { label: 'Gas limit', value: '21000' },
        { label: 'Max fee per gas', value: '2 gwei' },
        { label: 'Max priority fee per gas', value: '1 gwei' },
      ],
    })
    // A host's gas price gives a legacy transaction, its fee shown in full, never 'Value: 0 ETH' alone.
    const costly = describe1('eth_sendTransaction', [{ to: other, gas: '0x1000000', gasPrice: toHex(parseEther('1000')) }])
    expect(costly.rows.slice(2, 4)).toEqual([
      { label: 'Value', value: '0 ETH' },
      { label: 'Maximum network fee', value: '16777216000 ETH' },
    ])
    expect(costly.rows.slice(-2)).toEqual([
      { label: 'Gas limit', value: '16777216' },
      { label: 'Gas price', value: '1000000000000 gwei' },
    ])
    expect(describe1('eth_sendTransaction', [{ to: other }], { nonce: 0 }).rows.find((row) => row.label === 'Nonce')?.value).toBe('0')
    expect(describe1('eth_sendTransaction', [{ data: '0x60' }]).rows[1]).toEqual({ label: 'To', value: 'New contract', code: false })
  })

  it('refuses requests for another account, bad parameters and unimplemented unsafe methods', () => {
    expect(() => parseSigningRequest('personal_sign', ['0x68', other], account, 1)).toThrow('The request is for another account')
    expect(() => parseSigningRequest('eth_signTypedData_v4', [other, typedData], account, 1)).toThrow('another account')
    expect(() => parseSigningRequest('eth_sendTransaction', [{ from: other, to: account }], account, 1)).toThrow('another account')
    expect(() => parseSigningRequest('eth_sendTransaction', [{ to: account, chainId: '0x1' }], account, 31337)).toThrow()
    expect(() => parseSigningRequest('eth_sendTransaction', [{ to: 'bob' }], account, 1)).toThrow()
    expect(() => parseSigningRequest('eth_signTypedData_v4', [account, '{not json'], account, 1)).toThrow()
    expect(() => parseSigningRequest('eth_signTypedData_v4', [account, { ...typedData, primaryType: 'Nope' }], account, 1)).toThrow()
    expect(() => parseSigningRequest('personal_sign', [], account, 1)).toThrow()
    for (const method of ['wallet_sendCalls', 'solana_signMessage', 'eth_sign']) {
      expect(() => parseSigningRequest(method, [], account, 1)).toThrow(expect.objectContaining({ code: 4200 }))
    }
  })

  it('shows any readable text exactly, and never throws on arbitrary hex', () => {
    const printable = fc.string({ unit: fc.constantFrom(...Array.from('abcXYZ 0123!?.,:\n\té€漢字🙂')) })
    fc.assert(
      fc.property(printable, (text) => {
        expect(readableText(stringToHex(text))).toBe(text)
      }),
    )
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const hex = `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const
        const text = readableText(hex)
        if (text !== undefined) expect(stringToHex(text)).toBe(hex)
      }),
    )
  })

  it('a byte-order mark or an invisible mark is shown as hex, not dropped or hidden', () => {
    // The decoder would drop a leading BOM by default: the text shown would not be the bytes signed.
    for (const text of ['\ufeffpay', 'pay\u200bme', 'a\u200eb', 'x\u2060y']) expect(readableText(stringToHex(text))).toBeUndefined()
  })
})

describe('the approval summary, field by field', () => {
  it('shows an empty personal_sign message as an empty text, not as hex', () => {
    expect(describe1('personal_sign', ['0x', account]).rows[1]).toEqual({ label: 'Message', value: '' })
  })

  it('shows typed data as preformatted JSON and the primary type as plain text', () => {
    const summary = describe1('eth_signTypedData_v4', [account, JSON.stringify(typedData)])
    expect(summary.rows.map(({ label, code }) => ({ label, code }))).toEqual([
      { label: 'Account', code: true },
      { label: 'Domain', code: true },
      { label: 'Primary type', code: undefined },
      { label: 'Message', code: true },
      { label: 'Types', code: true },
    ])
  })

  // A host can post typed data holding bigints (postMessage clones them): an amount must show all its
  // digits rather than make the approval fail to open.
  it('shows bigint amounts and chain ids of typed data in full', () => {
    const amount = 10n ** 30n + 1n
    const summary = describe1('eth_signTypedData_v4', [
      account,
      {
        ...typedData,
        domain: { ...typedData.domain, chainId: 31337n },
        types: { ...typedData.types, Mail: [{ name: 'amount', type: 'uint256' }] },
        message: { amount },
      },
    ])
    expect(JSON.parse(summary.rows[1]?.value ?? '')).toMatchObject({ chainId: '31337' })
    expect(summary.rows[3]?.value).toBe('{\n  "amount": "1000000000000000000000000000001"\n}')
  })

  it('a transaction without data or with empty data shows None, not a blank or 0x', () => {
    const none = { label: 'Data', value: 'None', code: false }
    expect(describe1('eth_sendTransaction', [{ to: other }]).rows[4]).toEqual(none)
    expect(describe1('eth_sendTransaction', [{ to: other, data: '0x' }]).rows[4]).toEqual(none)
    expect(describe1('eth_sendTransaction', [{ to: other, input: '0x00' }]).rows[4]).toEqual({ label: 'Data', value: '0x00', code: true })
  })

  it('a chain the wallet knows only by id shows its own currency and id', () => {
    const custom: FrameChain = { id: 424242, rpcUrl: 'http://127.0.0.1:8546', maxFeeWei: parseEther('1'), nativeSymbol: 'XYZ' }
    const transaction: PreparedTransaction = {
      type: 'legacy',
      chainId: custom.id,
      to: other,
      value: parseEther('2.5'),
      data: undefined,
      gas: 50_000n,
      nonce: 3,
      gasPrice: parseGwei('3'),
    }
    const { rows } = describeSigningRequest({ method: 'eth_sendTransaction', transaction, chain: custom }, { account })
    expect(rows.slice(2)).toEqual([
      { label: 'Value', value: '2.5 XYZ' },
      { label: 'Maximum network fee', value: '0.00015 XYZ' },
      { label: 'Data', value: 'None', code: false },
      { label: 'Network', value: '424242' },
      { label: 'Nonce', value: '3' },
      { label: 'Gas limit', value: '50000' },
      { label: 'Gas price', value: '3 gwei' },
    ])
  })

  it("a transaction's decoded action comes first, above the To and Data it was read from", () => {
    const transaction: PreparedTransaction = {
      type: 'legacy',
      chainId: chain.id,
      to: other,
      value: 0n,
      data: '0x1234',
      gas: 50_000n,
      nonce: 3,
      gasPrice: parseGwei('3'),
    }
    const { rows } = describeSigningRequest({ method: 'eth_sendTransaction', transaction, chain }, { account, action: 'Swap 10 USDC for at least 0.0033 ETH' })
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Account', value: account, code: true },
      { label: 'Action (read from the data)', value: 'Swap 10 USDC for at least 0.0033 ETH' },
      { label: 'To', value: other, code: true },
    ])
    expect(rows.find((row) => row.label === 'Data')?.value).toBe('0x1234')
    // Without an action, no row for it.
    expect(describeSigningRequest({ method: 'eth_sendTransaction', transaction, chain }, { account }).rows[1]?.label).toBe('To')
  })
})
