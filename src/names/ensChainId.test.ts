import { mainnet, sepolia, base } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ensChainIdOf } from './ensChainId'

const local = { id: 31337, contracts: { ensUniversalResolver: { address: '0x7EF02d719Ef42C0B1E48450f2F6EDb30CEfF00AA' as const } } }
const plain = { id: 31338 }

describe('ensChainIdOf', () => {
  it("takes the app's chain, or none with false", () => {
    expect(ensChainIdOf(31337, [mainnet, local])).toBe(31337)
    expect(ensChainIdOf(false, [mainnet, local])).toBeUndefined()
  })

  it('defaults to mainnet when listed, wherever it is listed', () => {
    expect(ensChainIdOf(undefined, [local, base, mainnet])).toBe(1)
  })

  it('else to the first listed chain naming a universal resolver, else none', () => {
    expect(ensChainIdOf(undefined, [plain, base, local, sepolia])).toBe(31337)
    expect(ensChainIdOf(undefined, [plain, base])).toBeUndefined()
  })
})
