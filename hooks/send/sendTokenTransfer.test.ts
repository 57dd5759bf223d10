import { decodeFunctionData, erc20Abi } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { erc20TransferData, explorerTxUrl } from './sendTokenTransfer'

const hash = `0x${'ab'.repeat(32)}` as const

describe('explorerTxUrl', () => {
  it("links the chain's explorer, when it lists one", () => {
    expect(explorerTxUrl(mainnet, hash)).toBe(`https://etherscan.io/tx/${hash}`)
    expect(explorerTxUrl({ blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000/' } } }, hash)).toBe(`http://127.0.0.1:4000/tx/${hash}`)
    expect(explorerTxUrl({ blockExplorers: undefined }, hash)).toBeUndefined()
    expect(explorerTxUrl(undefined, hash)).toBeUndefined()
  })
})

describe('erc20TransferData', () => {
  it('encodes transfer(to, value)', () => {
    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    expect(decodeFunctionData({ abi: erc20Abi, data: erc20TransferData(to, 1_500_000n) })).toEqual({ functionName: 'transfer', args: [to, 1_500_000n] })
  })
})
