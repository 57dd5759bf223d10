import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/wire/accountSchemas'
import { usdcBalance } from '../../test/components/usdcBalance'
import { toSolanaSendToken } from './solanaSendToken'

const chainId = 'solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV'
const mint = 'Hi4B16UvEQixb13J6G3rFFdF97224uDANWRhXtseFsws'
const balance = (overrides: Partial<TokenBalance>): TokenBalance => ({ ...usdcBalance(chainId, mint, 1.5), ...overrides })

describe('toSolanaSendToken', () => {
  it('reads an SPL balance: the mint, base units and the CAIP-2 id', () => {
    expect(toSolanaSendToken(balance({}))).toEqual({
      id: `${chainId}:${mint}`,
      name: 'USD Coin',
      symbol: 'USDC',
      chainId,
      mint,
      decimals: 6,
      balance: 1_500_000n,
      balanceText: '1.5',
      price: 1,
      iconUrl: '',
    })
  })

  it('reads SOL (no address) in lamports', () => {
    expect(
      toSolanaSendToken(balance({ name: 'Solana', symbol: 'SOL', address: undefined, price: 150, quantity: { decimals: '9', numeric: '1000' } })),
    ).toMatchObject({
      id: `${chainId}:native`,
      mint: undefined,
      balance: 1_000_000_000_000n,
      decimals: 9,
    })
  })

  it.each([
    ['an EVM balance', { chainId: 'eip155:1' }],
    ['zero decimals', { quantity: { decimals: '0', numeric: '7' } }],
    ['more fraction digits than decimals', { quantity: { decimals: '2', numeric: '1.234' } }],
    ['a negative quantity', { quantity: { decimals: '6', numeric: '-1' } }],
    ['a mint that is not base58', { address: `${chainId}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35` }],
  ] as const)('drops %s', (_, overrides) => {
    expect(toSolanaSendToken(balance(overrides as Partial<TokenBalance>))).toBeUndefined()
  })
})
