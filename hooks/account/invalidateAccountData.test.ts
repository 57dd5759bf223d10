import { QueryClient } from '@tanstack/react-query'
import { getEnsNameQueryKey } from 'wagmi/query'
import { describe, expect, it } from 'vitest'
import { bitcoinBalanceQueryKey, bitcoinMaxSendQueryKey } from '../send/bitcoinSendQueryOptions'
import { invalidateAccountData } from './invalidateAccountData'

const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const keys = {
  tokenBalances: ['foyer.tokenBalances', { address, chainId: 31337 }],
  solanaBalances: ['foyer.tokenBalances', { address: 'So1ana', chainId: 'solana:devnet' }],
  nativeBalance: ['foyer.nativeBalance', { address, chainId: 31337 }],
  otherFamilyBalance: ['foyer.namespaceBalance', { caipAddress: 'bip122:000000000019d6689c085ae165831e93:bc1qexample' }],
  bitcoinSendBalance: bitcoinBalanceQueryKey({ caipAddress: 'bip122:000000000019d6689c085ae165831e93:bc1qexample' }),
  bitcoinSendMax: bitcoinMaxSendQueryKey({ caipAddress: 'bip122:000000000019d6689c085ae165831e93:bc1qexample', to: undefined }),
  history: ['foyer.transactionHistory', { address, chainId: 31337 }],
  names: ['foyer.names.reverse', { address }],
  identity: ['foyer.identity', { address }],
  suggestions: ['foyer.names.suggestions', { label: 'alice', zone: 'foyer.id' }],
  ensName: getEnsNameQueryKey({ address, chainId: 31337 }),
  wallets: ['foyer.wallets', 'list', {}],
  appQuery: ['my-app', 'profile'],
} as const

function seeded() {
  const client = new QueryClient()
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached')
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
  return { client, invalidated }
}

describe('invalidateAccountData', () => {
  it("'funds' marks every family's balances and history stale, and nothing else", async () => {
    const { client, invalidated } = seeded()
    await invalidateAccountData(client, 'funds')
    expect(invalidated()).toEqual(['tokenBalances', 'solanaBalances', 'nativeBalance', 'otherFamilyBalance', 'bitcoinSendBalance', 'bitcoinSendMax', 'history'])
  })

  it("'names' marks the names, identities, suggestions and wagmi's ENS lookups stale, and no balance", async () => {
    const { client, invalidated } = seeded()
    await invalidateAccountData(client, 'names')
    expect(invalidated()).toEqual(['names', 'identity', 'suggestions', 'ensName'])
  })
})
