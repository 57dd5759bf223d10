import { describe, expect, it } from 'vitest'
import { CANONICAL_MULTICALL3, ETHER, isKnownChain, multicall3AddressOf, nativeCurrencyOf } from './chainDefinition'

/* Native coins and Multicall3 addresses from viem's chain definitions. */
describe('nativeCurrencyOf', () => {
  it.each([
    [1, 'ETH', 'Ether'],
    [137, 'POL', 'POL'],
    [56, 'BNB', 'BNB'],
    [100, 'XDAI', 'xDAI'],
    [43114, 'AVAX', 'Avalanche'],
    [8453, 'ETH', 'Ether'],
  ])('chain %i pays in %s', (chainId, symbol, name) => {
    expect(nativeCurrencyOf(chainId)).toEqual({ name, symbol, decimals: 18 })
  })

  it('takes the configured coin first, and ether on a chain viem does not know (the local anvils)', () => {
    expect(nativeCurrencyOf(137, { name: 'Matic', symbol: 'MATIC', decimals: 18 }).symbol).toBe('MATIC')
    expect(isKnownChain(31338)).toBe(false)
    expect(nativeCurrencyOf(31338)).toEqual(ETHER)
    expect(nativeCurrencyOf(31337)).toEqual(ETHER)
  })
})

describe('multicall3AddressOf', () => {
  it("is the canonical address, unless viem's definition names another (ZKsync Era)", () => {
    expect(multicall3AddressOf(1).toLowerCase()).toBe(CANONICAL_MULTICALL3.toLowerCase())
    expect(multicall3AddressOf(31338)).toBe(CANONICAL_MULTICALL3)
    expect(multicall3AddressOf(324).toLowerCase()).not.toBe(CANONICAL_MULTICALL3.toLowerCase())
  })
})
