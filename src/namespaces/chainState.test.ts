import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../chains/builtinNetworks'
import { toCaipNetwork } from '../chains/network'
import { activeAccount, connectedNamespaces, defaultAccountType, deriveChainsState, type ChainsStateInput } from './chainState'

const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

const evmDisconnected: ChainsStateInput = { namespace: 'eip155', networks: [anvil], state: { status: 'disconnected', accounts: [] } }
const evmConnected: ChainsStateInput = {
  namespace: 'eip155',
  networks: [anvil],
  state: {
    status: 'connected',
    walletId: 'foyer-test',
    caipNetwork: anvil,
    accounts: [{ address: evmAddress, caipAddress: `eip155:31337:${evmAddress}`, namespace: 'eip155' }],
  },
}
const solConnected: ChainsStateInput = {
  namespace: 'solana',
  networks: [solanaMainnet],
  state: {
    status: 'connected',
    walletId: 'Foyer Solana',
    caipNetwork: solanaDevnet,
    accounts: [{ address: solAddress, caipAddress: `${solanaDevnet.caipNetworkId}:${solAddress}`, namespace: 'solana' }],
  },
}
const solDisconnected: ChainsStateInput = {
  namespace: 'solana',
  networks: [solanaMainnet],
  state: { status: 'disconnected', accounts: [], walletId: 'stale', caipNetwork: solanaMainnet },
}

describe('deriveChainsState', () => {
  it.each([
    ['keeps the chosen namespace', 'solana', [evmConnected, solDisconnected], 'solana'],
    ['without a choice, the first connected one', undefined, [evmDisconnected, solConnected], 'solana'],
    ['without a choice or connection, the first configured', undefined, [evmDisconnected, solDisconnected], 'eip155'],
    ['a chosen namespace that is not configured falls back', 'bip122', [evmConnected, solConnected], 'eip155'],
    ['no adapters: none', undefined, [], undefined],
  ] as const)('active chain: %s', (_case, activeChain, adapters, expected) => {
    expect(deriveChainsState({ activeChain, adapters }).activeChain).toBe(expected)
  })

  it('keeps account and network state per namespace', () => {
    const state = deriveChainsState({ activeChain: 'solana', adapters: [evmConnected, solConnected] })
    expect(state.chains.get('eip155')?.accountState).toEqual({
      status: 'connected',
      caipAddress: `eip155:31337:${evmAddress}`,
      address: evmAddress,
      walletId: 'foyer-test',
      preferredAccountType: 'smartAccount',
    })
    expect(state.chains.get('solana')?.accountState.address).toBe(solAddress)
    expect(state.chains.get('solana')?.networkState).toEqual({
      activeCaipNetwork: solanaDevnet,
      requestedCaipNetworks: [solanaMainnet],
      isActiveUnlisted: true,
    })
    expect(state.chains.get('eip155')?.networkState.isActiveUnlisted).toBe(false)
    expect(connectedNamespaces(state)).toEqual(['eip155', 'solana'])
    expect(activeAccount(state)?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${solAddress}`)
  })

  it('a disconnected namespace keeps no address or wallet', () => {
    const state = deriveChainsState({ activeChain: 'solana', adapters: [evmConnected, solDisconnected] })
    expect(state.chains.get('solana')?.accountState).toMatchObject({ status: 'disconnected', address: undefined, caipAddress: undefined, walletId: undefined })
    expect(activeAccount(state)).toBeUndefined()
    expect(connectedNamespaces(state)).toEqual(['eip155'])
  })
})

describe('defaultAccountType', () => {
  it.each([
    ['bip122', 'payment'],
    ['eip155', 'smartAccount'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
  ])('%s: %s', (namespace, type) => {
    expect(defaultAccountType(namespace)).toBe(type)
  })
})
