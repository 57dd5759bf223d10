import { describe, expect, it } from 'vitest'
import { UnsupportedChainsError, approvedNamespaces, eip155ChainId, pairingTopicOf, walletEvents, walletMethods } from './walletNamespaces'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('approvedNamespaces', () => {
  it('approves the proposed chains the wallet has, one account each', () => {
    const result = approvedNamespaces(
      {},
      { eip155: { chains: ['eip155:31337', 'eip155:1', 'eip155:31338'], methods: ['personal_sign', 'eth_sign'], events: ['chainChanged'] } },
      [31337, 31338],
      address,
    )
    expect(result.eip155.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(result.eip155.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`])
    expect(result.eip155.methods).toEqual(expect.arrayContaining(['eth_sign', ...walletMethods]))
    expect(result.eip155.events).toEqual(expect.arrayContaining([...walletEvents]))
  })

  it('merges required and optional namespaces', () => {
    const result = approvedNamespaces(
      { eip155: { chains: ['eip155:31337'], methods: [], events: [] } },
      { eip155: { chains: ['eip155:31338'], methods: [], events: [] } },
      [31337, 31338],
      address,
    )
    expect(result.eip155.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('refuses a proposal without a shared chain', () => {
    expect(() => approvedNamespaces({}, { eip155: { chains: ['eip155:1'], methods: [], events: [] } }, [31337], address)).toThrow(UnsupportedChainsError)
  })
})

describe('pairingTopicOf / eip155ChainId', () => {
  const topic = 'a'.repeat(64)
  it('reads the topic of a v2 URI', () => {
    expect(pairingTopicOf(`wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`)).toBe(topic)
  })
  it.each(['', 'wc:abc@2?x', `wc:${topic}@1?bridge=x`, 'https://example.com'])('rejects %s', (uri) => {
    expect(() => pairingTopicOf(uri)).toThrow('Not a WalletConnect v2 pairing URI')
  })
  it('parses eip155 chain ids only', () => {
    expect(eip155ChainId('eip155:31338')).toBe(31338)
    expect(eip155ChainId('solana:abc')).toBeUndefined()
  })
})
