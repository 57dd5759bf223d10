import { describe, expect, it } from 'vitest'
import { createConvertContext } from './convertContext'
import { SWAP_CHAIN_IDS, swapAmmSchema } from './swapConfig'

const amm = swapAmmSchema.parse({
  weth: '0x4444444444444444444444444444444444444444',
  v2: { router: '0x1111111111111111111111111111111111111111', factory: '0x2222222222222222222222222222222222222222' },
})
const chain = (id: number) => ({ id, name: `chain ${id}`, rpcUrl: 'http://127.0.0.1:9' })

describe('the chains swaps are served on', () => {
  it('are the public swap chains and the local ones', () => {
    expect(SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
  })

  it('ignore a chain outside them, even with an AMM configured for it', () => {
    const context = createConvertContext({ chains: [chain(100), chain(11155111), chain(31337)], amms: { 100: amm, 11155111: amm, 31337: amm } })
    expect(context.chain(100)?.chainId).toBe(100)
    expect(context.chain(31337)?.chainId).toBe(31337)
    expect(context.chain(11155111)).toBeUndefined()
  })
})
