import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, solanaDevnet, solanaMainnet } from '../chains/builtinNetworks'
import { toCaipNetwork } from '../chains/network'
import { InvalidCaipNetworkIdError } from '../errors/caipErrors'
import { ChainAdapterNotFoundError, ConnectorChainsUnsupportedError, UnsupportedChainNamespaceError } from '../errors/namespaceErrors'
import { createNamespaceRegistry, supportedRequestedNetworks } from './namespaceRegistry'
import { createMemoryAdapter } from '../../test/namespaces/testAdapter'

const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const evm = createMemoryAdapter('eip155', [anvil])
const solana = createMemoryAdapter('solana', [solanaMainnet, solanaDevnet])

function shortMessageOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as { shortMessage?: string }).shortMessage
  }
  return undefined
}

describe('createNamespaceRegistry', () => {
  const registry = createNamespaceRegistry([evm, solana])

  it('finds adapters by namespace and by network', () => {
    expect(registry.namespaces).toEqual(['eip155', 'solana'])
    expect(registry.get('solana')).toBe(solana)
    expect(registry.forNetwork('eip155:31337')).toBe(evm)
    expect(registry.forNetwork(solanaDevnet.caipNetworkId)).toBe(solana)
    expect(registry.networks().map((n) => n.caipNetworkId)).toEqual(['eip155:31337', solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId])
  })

  it.each([
    ['a namespace without adapter', () => registry.get('bip122'), ChainAdapterNotFoundError, 'Chain adapter not found'],
    ['a network of a namespace without adapter', () => registry.forNetwork(bitcoinMainnet.caipNetworkId), ChainAdapterNotFoundError, 'Chain adapter not found'],
    ['a namespace no wallet connects in', () => registry.forNetwork('sui:mainnet'), UnsupportedChainNamespaceError, 'Unsupported chain namespace'],
    ['a malformed network id', () => registry.forNetwork('solana'), InvalidCaipNetworkIdError, 'Invalid CAIP-2 network id: solana'],
  ])('refuses %s with the catalogue text', (_case, run, type, text) => {
    expect(run).toThrow(type)
    expect(shortMessageOf(run)).toBe(text)
  })

  it('with only EVM, Solana has no adapter', () => {
    const evmOnly = createNamespaceRegistry([evm])
    expect(evmOnly.has('solana')).toBe(false)
    expect(() => evmOnly.forNetwork(solanaMainnet.caipNetworkId)).toThrow(ChainAdapterNotFoundError)
  })

  it('refuses two adapters for one namespace', () => {
    expect(() => createNamespaceRegistry([evm, createMemoryAdapter('eip155', [])])).toThrow('Two adapters for the eip155 namespace.')
  })
})

describe('supportedRequestedNetworks', () => {
  const requested = [solanaMainnet, solanaDevnet]

  it.each([
    ['names no chains: all requested', [], [solanaMainnet, solanaDevnet]],
    ['names one of them', [solanaDevnet.caipNetworkId], [solanaDevnet]],
    ['names both, app order kept', [solanaDevnet.caipNetworkId, solanaMainnet.caipNetworkId], [solanaMainnet, solanaDevnet]],
  ] as const)('a wallet that %s', (_case, walletChains, expected) => {
    expect(supportedRequestedNetworks({ walletChains, requested })).toEqual(expected)
  })

  it('a wallet with none of the requested chains is refused', () => {
    const run = () => supportedRequestedNetworks({ walletId: 'Backpack', walletChains: ['solana:other'], requested })
    expect(run).toThrow(ConnectorChainsUnsupportedError)
    expect(shortMessageOf(run)).toBe('The connector does not support any of the requested chains')
  })
})
