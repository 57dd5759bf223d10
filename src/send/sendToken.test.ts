import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/wire/accountSchemas'
import { formatSendAmount, usdValue } from './formatSendAmount'
import { toSendToken } from './sendToken'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 1_000_000,
  price: 1,
  quantity: { decimals: '6', numeric: '999998.5' },
  iconUrl: '',
}

describe('toSendToken', () => {
  it('reads an ERC-20 balance exactly', () => {
    expect(toSendToken(usdc)).toEqual({
      id: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      decimals: 6,
      balance: 999_998_500_000n,
      balanceText: '999998.5',
      price: 1,
      iconUrl: '',
    })
  })

  it('reads the native currency (no address)', () => {
    const { address: _address, ...native } = usdc
    const token = toSendToken({ ...native, symbol: 'ETH', quantity: { decimals: '18', numeric: '1.25' } })
    expect(token?.address).toBeUndefined()
    expect(token?.id).toBe('eip155:31337:native')
    expect(token?.balance).toBe(1_250_000_000_000_000_000n)
  })

  it('drops zero-decimals balances, other namespaces and bad addresses', () => {
    expect(toSendToken({ ...usdc, quantity: { decimals: '0', numeric: '5' } })).toBeUndefined()
    expect(toSendToken({ ...usdc, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBeUndefined()
    expect(toSendToken({ ...usdc, address: 'eip155:31337:0x12' })).toBeUndefined()
    expect(toSendToken({ ...usdc, quantity: { decimals: '6', numeric: '1.1234567' } })).toBeUndefined()
  })
})

describe('formatSendAmount / usdValue', () => {
  it('formats exactly, cut at 8 decimals', () => {
    expect(formatSendAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatSendAmount(21_000_000_000_000n, 18)).toBe('0.000021')
    expect(formatSendAmount(123_456_789_123n, 18)).toBe('0.00000012')
    expect(formatSendAmount(1n, 18)).toBe('<0.00000001')
    expect(formatSendAmount(0n, 18)).toBe('0')
  })

  it('values in USD only with a price', () => {
    expect(usdValue(1_500_000n, 6, 1)).toBe(1.5)
    expect(usdValue(1_500_000n, 6, 0)).toBeUndefined()
    expect(usdValue(1_500_000n, 6, undefined)).toBeUndefined()
  })
})
