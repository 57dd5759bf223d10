import { describe, expect, it } from 'vitest'
import type { TokenBalance, Transaction } from '../api/wire/accountSchemas'
import { floorDecimal, formatUsd } from './formatAmounts'
import { groupTransactions, isSpamTransaction } from './groupTransactions'
import { canRetryTokenBalance, tokenBalanceRetryDelayMs, tokenBalanceRetryIn } from './tokenBalanceRetry'
import { tokenBalanceRows } from './tokenBalanceRows'
import { transactionRow } from './transactionRow'

const me = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function tx(id: string, minedAt: string, overrides: Partial<Transaction['metadata']> = {}, transfers: Transaction['transfers'] = []): Transaction {
  return {
    id,
    metadata: { minedAt, chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', sentFrom: other, sentTo: me, ...overrides },
    transfers,
  }
}

// Mid-month, mid-day times, so the runtime's time zone cannot move them to another month.
describe('groupTransactions', () => {
  const cases: { name: string; input: Transaction[]; expected: [number, [number, string[]][]][] }[] = [
    { name: 'nothing', input: [], expected: [] },
    {
      name: 'years and months newest first, whatever the input order',
      input: [tx('a', '2025-03-15T12:00:00Z'), tx('b', '2026-11-15T12:00:00Z'), tx('c', '2026-01-14T12:00:00Z'), tx('d', '2026-11-16T12:00:00Z')],
      expected: [
        [
          2026,
          [
            [10, ['d', 'b']],
            [0, ['c']],
          ],
        ],
        [2025, [[2, ['a']]]],
      ],
    },
    {
      name: 'spam hidden, duplicates kept once, undated left out',
      input: [
        tx('spam', '2026-05-15T12:00:00Z', {}, [{ nft_info: { name: 'Free', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }]),
        tx('x', '2026-05-15T12:00:00Z'),
        tx('x', '2026-05-15T12:00:00Z'),
        tx('bad', 'not a date'),
      ],
      expected: [[2026, [[4, ['x']]]]],
    },
  ]
  for (const { name, input, expected } of cases) {
    it(name, () => {
      const grouped = groupTransactions(input).map(({ year, months }) => [
        year,
        months.map(({ month, transactions }) => [month, transactions.map((t) => t.id)]),
      ])
      expect(grouped).toEqual(expected)
    })
  }

  it('isSpamTransaction reads nft_info.flags.is_spam only', () => {
    expect(
      isSpamTransaction(
        tx('a', '2026-01-01T00:00:00Z', {}, [{ nft_info: { name: 'n', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }]),
      ),
    ).toBe(false)
    expect(isSpamTransaction(tx('a', '2026-01-01T00:00:00Z', {}, [{ nft_info: { name: 'n' }, direction: 'in', quantity: { numeric: '1' } }]))).toBe(false)
  })
})

describe('floorDecimal (balances floored to 3 decimals, 0.000 by default)', () => {
  const cases: [string, number, string][] = [
    ['0', 3, '0.000'],
    ['1.23999', 3, '1.239'],
    ['9999.9999', 3, '9999.999'],
    ['5', 3, '5.000'],
    ['000012.5', 3, '12.500'],
    ['10000.000000000000000001', 3, '10000.000'],
    ['123456789012345678901234567890.987654', 3, '123456789012345678901234567890.987'],
    ['-0.0001', 3, '0.000'],
    ['-1.2345', 2, '-1.23'],
    ['1.999', 0, '1'],
    ['garbage', 3, '0.000'],
  ]
  for (const [input, digits, expected] of cases) it(`${input} -> ${expected}`, () => expect(floorDecimal(input, digits)).toBe(expected))
})

describe('formatUsd (2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [0.005, '$0.01'],
    [Number.NaN, '$0.00'],
  ])('%s -> %s', (value, expected) => expect(formatUsd(value, 'en')).toBe(expected))
})

describe('tokenBalanceRows', () => {
  const balance = (symbol: string, decimals: string, numeric: string, value: number, address?: string): TokenBalance => ({
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    ...(address ? { address } : {}),
    value,
    price: 1,
    quantity: { decimals, numeric },
    iconUrl: '',
  })

  it('drops zero-decimals balances, floors quantities, sorts by value and totals the USD values', () => {
    const { rows, totalUsd } = tokenBalanceRows([
      balance('USDC', '6', '1000000.123456', 1000000.12, 'eip155:31337:0xusdc'),
      balance('ETH', '18', '9999.99987', 29999999.6),
      balance('ZERO', '0', '50', 50, 'eip155:31337:0xzero'),
    ])
    expect(rows.map((row) => [row.key, row.quantity])).toEqual([
      ['eip155:31337:native', '9999.999'],
      ['eip155:31337:0xusdc', '1000000.123'],
    ])
    expect(totalUsd).toBeCloseTo(30999999.72, 2)
  })

  it('leaves unpriced balances out of the total, lists them last and says the total is partial', () => {
    const { value: _value, price: _price, ...unpriced } = balance('SOME', '18', '5', 0, 'eip155:31337:0xsome')
    const result = tokenBalanceRows([unpriced, balance('USDC', '6', '2', 2, 'eip155:31337:0xusdc')])
    expect(result.rows.map((row) => row.balance.symbol)).toEqual(['USDC', 'SOME'])
    expect(result.totalUsd).toBe(2)
    expect(result.partial).toBe(true)
    expect(tokenBalanceRows([balance('USDC', '6', '2', 2, 'eip155:31337:0xusdc')]).partial).toBe(false)
    // A zero-decimals balance is not listed, so it does not make the total partial.
    const { value: _v, price: _p, ...odd } = balance('ODD', '0', '5', 0, 'eip155:31337:0xodd')
    expect(tokenBalanceRows([odd]).partial).toBe(false)
  })

  it('puts the native token first among equal values', () => {
    const { rows } = tokenBalanceRows([balance('TKN', '18', '1', 0, 'eip155:31337:0xt'), balance('ETH', '18', '1', 0)])
    expect(rows.map((row) => row.balance.symbol)).toEqual(['ETH', 'TKN'])
  })
})

describe('transactionRow', () => {
  const usdc = (direction: 'in' | 'out', numeric: string) => ({ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction, quantity: { numeric } })
  const cases: { name: string; input: Transaction; expected: Partial<ReturnType<typeof transactionRow>> }[] = [
    {
      name: 'received: amount with 3 decimals, the sender shortened 4 + 6',
      input: tx('r', '2026-11-15T12:00:00Z', { operationType: 'receive' }, [usdc('in', '1.5')]),
      expected: { operation: 'received', amount: '1.500 USDC', counterparty: '0x3C…4293BC', counterpartyFull: other },
    },
    {
      name: 'sent: the receiver',
      input: tx('s', '2026-11-15T12:00:00Z', { operationType: 'send', sentFrom: me, sentTo: other }, [usdc('out', '0.12345')]),
      expected: { operation: 'sent', amount: '0.123 USDC', counterparty: '0x3C…4293BC' },
    },
    {
      name: 'sent token: the transfer recipient, not the token contract in sentTo',
      input: tx('t', '2026-11-15T12:00:00Z', { operationType: 'send', sentFrom: me, sentTo: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' }, [
        { ...usdc('out', '1.5'), sender: me, recipient: other },
      ]),
      expected: { operation: 'sent', counterparty: '0x3C…4293BC', counterpartyFull: other },
    },
    {
      name: 'minted: no counterparty, the NFT name as amount',
      input: tx('m', '2026-11-15T12:00:00Z', { operationType: 'mint', sentFrom: other }, [
        { nft_info: { name: 'Foyer Test NFT #3' }, direction: 'in', quantity: { numeric: '1' } },
      ]),
      expected: { operation: 'minted', amount: 'Foyer Test NFT #3', counterparty: undefined },
    },
    {
      name: 'a transfer in from the zero address is a mint',
      input: tx('z', '2026-11-15T12:00:00Z', { operationType: 'receive', sentFrom: '0x0000000000000000000000000000000000000000' }, [usdc('in', '2')]),
      expected: { operation: 'minted' },
    },
    {
      name: 'no transfers: other, no amount',
      input: tx('e', '2026-11-15T12:00:00Z', { operationType: 'execute', sentFrom: me, sentTo: other }),
      expected: { operation: 'other', amount: undefined, counterparty: '0x3C…4293BC' },
    },
  ]
  for (const { name, input, expected } of cases) it(name, () => expect(transactionRow(input)).toMatchObject(expected))
})

describe('token balance retry rule (injected clock)', () => {
  const failedAt = 1_000_000
  it.each([
    [undefined, 0, true, 0],
    [0, 5, true, 0],
    [failedAt, failedAt, false, 30_000],
    [failedAt, failedAt + 29_999, false, 1],
    [failedAt, failedAt + tokenBalanceRetryDelayMs, true, 0],
    [failedAt, failedAt + 60_000, true, 0],
  ])('failed at %s, now %s: allowed %s, wait %s ms', (failed, now, allowed, wait) => {
    expect(canRetryTokenBalance(failed, now)).toBe(allowed)
    expect(tokenBalanceRetryIn(failed, now)).toBe(wait)
  })
})
