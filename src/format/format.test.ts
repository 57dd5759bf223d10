import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'
import { shortenAddress } from './shortenAddress'

describe('formatBalance', () => {
  it.each([
    [0n, 18, '0.000'],
    [10_000n * 10n ** 18n, 18, '10000.000'],
    [1_999_999_999_999_999_999n, 18, '1.999'],
    [1n, 18, '0.000'],
    [1_500_000n, 6, '1.500'],
    [123n, 0, '123.000'],
    [-1_234_500n, 6, '-1.234'],
    [-1n, 18, '0.000'],
  ])('%s with %i decimals -> %s', (value, decimals, expected) => {
    expect(formatBalance(value, decimals)).toBe(expected)
  })

  it('supports other precisions', () => {
    expect(formatBalance(1_239_000n, 6, 2)).toBe('1.23')
    expect(formatBalance(1_239_000n, 6, 0)).toBe('1')
  })
})

describe('shortenAddress', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })
  it('leaves short strings alone', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})
