import { describe, expect, it } from 'vitest'
import { amountInputText, maxSendAmount, nativeTransferGas, parseSendAmount, sanitizeAmountInput } from './sendAmount'

describe('sanitizeAmountInput', () => {
  it.each([
    ['1.5', 6, '1.5'],
    ['1,5', 6, '1.5'],
    ['1.2345678', 6, '1.234567'],
    ['abc1.5x', 6, '1.5'],
    ['1.2.3', 6, '1.23'],
    ['007', 6, '7'],
    ['.5', 6, '0.5'],
    ['1.', 6, '1.'],
    ['١٫٥', 6, '1.5'],
    ['۲۰', 18, '20'],
    ['', 6, ''],
    ['12.5', 0, '12'],
  ])('%j with %i decimals -> %j', (raw, decimals, expected) => {
    expect(sanitizeAmountInput(raw, decimals)).toBe(expected)
  })
})

describe('parseSendAmount', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['1.', 6, 1_000_000n],
    ['.5', 18, 500_000_000_000_000_000n],
    ['1000000', 6, 1_000_000_000_000n],
  ])('%j with %i decimals -> %s', (text, decimals, expected) => {
    expect(parseSendAmount(text, decimals)).toBe(expected)
  })

  it.each([[''], ['0'], ['0.000'], ['abc'], ['1.2.3'], ['-1'], ['1e5'], ['0.0000001']])('%j is no amount', (text) => {
    expect(parseSendAmount(text, 6)).toBeUndefined()
  })
})

describe('maxSendAmount', () => {
  it('is the whole balance for an ERC-20 token', () => {
    expect(maxSendAmount({ balance: 1_000_000n, native: false, maxFeePerGas: 10n })).toBe(1_000_000n)
  })

  it('leaves twice a transfer fee for gas on the native currency', () => {
    const balance = 10n ** 18n
    const maxFeePerGas = 2_000_000_000n
    expect(maxSendAmount({ balance, native: true, maxFeePerGas })).toBe(balance - nativeTransferGas * maxFeePerGas * 2n)
  })

  it('is zero when the native balance does not cover the headroom', () => {
    expect(maxSendAmount({ balance: 1000n, native: true, maxFeePerGas: 1_000_000_000n })).toBe(0n)
  })
})

describe('amountInputText', () => {
  it('is exact and drops trailing zeros', () => {
    expect(amountInputText(1_500_000n, 6)).toBe('1.5')
    expect(amountInputText(999_958_000_000_000_000n, 18)).toBe('0.999958')
    expect(parseSendAmount(amountInputText(123_456_789n, 6), 6)).toBe(123_456_789n)
  })
})
