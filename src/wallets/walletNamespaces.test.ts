import { describe, expect, it } from 'vitest'
import { allWalletsItems } from './allWalletsItems'
import { walletNamespaces } from './walletNamespaces'
import type { ConnectorInfo } from './walletTypes'

const evmConnector: ConnectorInfo = { uid: 'abc', id: 'io.metamask', name: 'MetaMask', kind: 'ANNOUNCED', rdns: ['io.metamask'] }
const solanaConnector: ConnectorInfo = { uid: 'solana:Phantom', id: 'Phantom', name: 'Phantom', kind: 'ANNOUNCED', rdns: [] }
const registry = [
  { id: 'phantom', name: 'Phantom', chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'] },
  { id: 'solflare', name: 'Solflare', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
  { id: 'rainbow', name: 'Rainbow', chains: ['eip155:1', 'eip155:8453'] },
  { id: 'bare', name: 'Bare' },
]

describe('walletNamespaces', () => {
  const items = allWalletsItems({ connectors: [evmConnector, solanaConnector], registry })
  const byName = (name: string) => items.find((item) => item.kind === 'pairing' && item.wallet.name === name)!

  it("registry wallets: the app's families among the networks the registry lists, in the app's order", () => {
    expect(walletNamespaces(byName('Phantom'), ['eip155', 'solana'])).toEqual(['eip155', 'solana'])
    expect(walletNamespaces(byName('Solflare'), ['eip155', 'solana'])).toEqual(['solana'])
    expect(walletNamespaces(byName('Rainbow'), ['eip155', 'solana'])).toEqual(['eip155'])
    expect(walletNamespaces(byName('Phantom'), ['eip155'])).toEqual(['eip155'])
    expect(walletNamespaces(byName('Solflare'), ['eip155'])).toEqual([])
  })

  it('a registry wallet with no networks listed pairs in EVM', () => {
    expect(walletNamespaces(byName('Bare'), ['eip155', 'solana'])).toEqual(['eip155'])
  })

  it('browser wallets: wagmi connectors are EVM, Wallet Standard wallets Solana', () => {
    const evm = { kind: 'connector' as const, key: 'a', source: 'injected' as const, connector: evmConnector, installed: true, recent: false }
    const sol = { ...evm, key: 'b', connector: solanaConnector }
    expect(walletNamespaces(evm, ['eip155', 'solana'])).toEqual(['eip155'])
    expect(walletNamespaces(sol, ['eip155', 'solana'])).toEqual(['solana'])
  })

  it("allWalletsItems keeps each registry wallet's families once", () => {
    const phantom = items.find((item) => item.kind === 'pairing' && item.wallet.id === 'phantom')
    expect(phantom?.kind === 'pairing' && phantom.namespaces).toEqual(['eip155', 'solana', 'bip122'])
  })
})
