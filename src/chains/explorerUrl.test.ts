import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { explorerUrl } from './explorerUrl'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = `0x${'ab'.repeat(32)}`

describe('explorerUrl', () => {
  it("links an EVM address and transaction from the chain definition's default explorer", () => {
    expect(explorerUrl(mainnet, address)).toBe(`https://etherscan.io/address/${address}`)
    expect(explorerUrl(mainnet, hash, 'tx')).toBe(`https://etherscan.io/tx/${hash}`)
    expect(explorerUrl({ blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000/explorer/' } } }, hash, 'tx')).toBe(
      `http://127.0.0.1:4000/explorer/tx/${hash}`,
    )
  })

  it('gives no link for a chain that names no explorer', () => {
    expect(explorerUrl({ blockExplorers: undefined }, address)).toBeUndefined()
    expect(explorerUrl({ blockExplorers: {} }, address)).toBeUndefined()
    expect(explorerUrl(undefined, address)).toBeUndefined()
  })
})
