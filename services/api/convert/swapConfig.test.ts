import { describe, expect, it } from 'vitest'
import { SWAP_CHAIN_IDS, resolveSwapAmm, swapAmmSchema, swapAmmsSchema } from './swapConfig'
import { UNISWAP_DEPLOYMENTS } from './uniswapDeployments'

const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6 }

describe('swap configuration', () => {
  it('reads the V2-only shape into v2', () => {
    const parsed = swapAmmSchema.parse({
      router: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
      factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      tokens: [USDC],
    })
    expect(parsed).toEqual({
      v2: { router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f' },
      weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      tokens: [{ ...USDC, logoUri: null }],
    })
  })

  it('a public swap chain gets Uniswap’s deployment; the configuration overrides it field by field', () => {
    expect(resolveSwapAmm(8453, undefined)).toEqual(UNISWAP_DEPLOYMENTS[8453])
    const tokensOnly = resolveSwapAmm(8453, swapAmmSchema.parse({ tokens: [USDC] }))
    expect(tokensOnly).toMatchObject({ ...UNISWAP_DEPLOYMENTS[8453], tokens: [{ ...USDC, logoUri: null }] })
    const ownV3 = {
      factory: '0x1111111111111111111111111111111111111111',
      quoterV2: '0x2222222222222222222222222222222222222222',
      swapRouter02: '0x3333333333333333333333333333333333333333',
    }
    expect(resolveSwapAmm(1, swapAmmSchema.parse({ v3: ownV3 }))?.v3).toEqual(ownV3)
    expect(resolveSwapAmm(1, swapAmmSchema.parse({ v3: ownV3 }))?.v2).toEqual(UNISWAP_DEPLOYMENTS[1]!.v2)
  })

  it('chains Uniswap does not serve have no AMM unless one is configured in full', () => {
    for (const chainId of [100, 250, 8217, 1313161554]) expect(resolveSwapAmm(chainId, undefined)).toBeUndefined()
    expect(SWAP_CHAIN_IDS.filter((chainId) => resolveSwapAmm(chainId, undefined))).toEqual([1, 42161, 10, 324, 8453, 56, 137, 43114])
    const issues = swapAmmsSchema.safeParse({ 100: { tokens: [USDC] } }).error?.issues
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[['100'], 'Chain 100 has no default Uniswap deployment: give weth and v2 or v3']])
    const gnosis = {
      weth: '0x4444444444444444444444444444444444444444',
      v2: { router: '0x1111111111111111111111111111111111111111', factory: '0x2222222222222222222222222222222222222222' },
    }
    expect(swapAmmsSchema.parse({ 100: gnosis })['100']).toMatchObject({ weth: gnosis.weth })
  })

  it('refuses a bad address and an unknown field', () => {
    expect(swapAmmSchema.safeParse({ v3: { factory: '0x12', quoterV2: '0x12', swapRouter02: '0x12' } }).error?.issues[0]?.message).toBe('Invalid address')
    expect(swapAmmSchema.safeParse({ v4: {} }).success).toBe(false)
  })
})
