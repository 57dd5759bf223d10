import { describe, expect, it } from 'vitest'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY, ONRAMP_FALLBACK_OPTIONS } from './onrampDefaults'
import { checkOnrampAmount, isOnrampRestricted, onrampProviderNames } from './onrampRules'

describe('isOnrampRestricted', () => {
  it.each([
    ['Asia/Shanghai', true],
    ['Asia/Urumqi', true],
    ['PRC', true],
    ['Asia/Hong_Kong', true],
    ['Hongkong', true],
    ['Asia/Macau', true],
    ['Asia/Macao', true],
    ['Asia/Taipei', false],
    ['Asia/Tokyo', false],
    ['Europe/Madrid', false],
    ['UTC', false],
    [undefined, false],
  ])('%s → %s', (zone, restricted) => {
    expect(isOnrampRestricted(zone)).toBe(restricted)
  })
})

describe('checkOnrampAmount', () => {
  const usd = ONRAMP_DEFAULT_PAYMENT_CURRENCY
  const eur = ONRAMP_FALLBACK_OPTIONS.paymentCurrencies[1]!
  it.each([
    ['', 'card', { kind: 'empty' }],
    ['  ', 'card', { kind: 'empty' }],
    ['abc', 'card', { kind: 'invalid' }],
    ['1.234', 'card', { kind: 'invalid' }],
    ['-5', 'card', { kind: 'invalid' }],
    ['50', 'paypal', { kind: 'invalid' }],
    ['9.99', 'card', { kind: 'belowMin', min: '10.00' }],
    ['10', 'card', { kind: 'ok', value: 10 }],
    ['7500', 'card', { kind: 'ok', value: 7500 }],
    ['7500.01', 'card', { kind: 'aboveMax', max: '7500.00' }],
    ['7500.01', 'ach_bank_account', { kind: 'ok', value: 7500.01 }],
    ['25000', 'ach_bank_account', { kind: 'ok', value: 25000 }],
    ['25000.01', 'ach_bank_account', { kind: 'aboveMax', max: '25000.00' }],
    ['9', 'ach_bank_account', { kind: 'belowMin', min: '10.00' }],
    ['.5', 'card', { kind: 'belowMin', min: '10.00' }],
  ])('USD %j by %s → %j', (text, method, expected) => {
    expect(checkOnrampAmount(text, usd, method)).toEqual(expected)
  })

  it('applies the same limits in EUR', () => {
    expect(eur.id).toBe('EUR')
    expect(checkOnrampAmount('8000', eur, 'card')).toEqual({ kind: 'aboveMax', max: '7500.00' })
    expect(checkOnrampAmount('8000', eur, 'ach_bank_account')).toEqual({ kind: 'ok', value: 8000 })
  })
})

describe('onrampProviderNames', () => {
  it.each([
    [
      ['sandbox', 'meld'],
      ['sandbox', 'meld'],
    ],
    [[], []],
    ['sandbox', []],
    [['sandbox', 1], []],
    [null, []],
    [{ 0: 'sandbox' }, []],
  ])('%j → %j', (value, expected) => {
    expect(onrampProviderNames(value)).toEqual(expected)
  })
})

describe('the built-in defaults', () => {
  it('are USDC on Ethereum and Polygon, paid in USD', () => {
    expect(ONRAMP_DEFAULT_PURCHASE_CURRENCY.networks.map((network) => network.display_name)).toEqual(['Ethereum', 'Polygon'])
    expect(ONRAMP_DEFAULT_PAYMENT_CURRENCY.id).toBe('USD')
  })
})
