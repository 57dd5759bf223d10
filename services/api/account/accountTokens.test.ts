import { describe, expect, it } from 'vitest'
import { parseCaip10, parseChainId } from './accountTokens'

describe('parseChainId', () => {
  it.each([
    ['eip155:31337', { kind: 'evm', chainId: 31337 }],
    ['31338', { kind: 'evm', chainId: 31338 }],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', { kind: 'otherNamespace' }],
    ['eip155:0x7a69', { kind: 'invalid' }],
    ['eip155:012', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    [null, { kind: 'invalid' }],
  ] as const)('%s', (input, expected) => {
    expect(parseChainId(input)).toEqual(expected)
  })
})

describe('parseCaip10', () => {
  it('checksums EVM CAIP-10 ids and refuses anything else', () => {
    expect(parseCaip10('eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
      chainId: 1,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(parseCaip10('eip155:1:0x1234')).toBeUndefined()
    expect(parseCaip10('solana:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBeUndefined()
    expect(parseCaip10('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBeUndefined()
  })
})
