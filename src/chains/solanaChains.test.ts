import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './builtinNetworks'
import { explorerUrl, solanaLocalnet, solanaWalletChain, solanaWalletNetworkIds } from './solanaChains'

const local = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' })

describe('solanaWalletNetworkIds', () => {
  const networks = [local, solanaMainnet, solanaDevnet]
  it.each([
    [['solana:mainnet'], [solanaMainnet.caipNetworkId]],
    [
      ['solana:devnet', 'solana:mainnet'],
      [solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId],
    ],
    [['solana:localnet'], ['solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV']],
    [['solana:testnet'], []],
    [['eip155:1'], []],
    [[], []],
  ])('%j covers %j', (walletChains, expected) => {
    expect(solanaWalletNetworkIds(walletChains, networks)).toEqual(expected)
  })
})

describe('solanaWalletChain', () => {
  it.each([
    [solanaMainnet, 'solana:mainnet'],
    [solanaDevnet, 'solana:devnet'],
    [solanaTestnet, 'solana:testnet'],
    [local, 'solana:localnet'],
  ])('%s', (network, chain) => {
    expect(solanaWalletChain(network)).toBe(chain)
  })
})

describe('solanaLocalnet', () => {
  it('is a Solana test network on the given RPC URL', () => {
    expect(local).toMatchObject({
      chainNamespace: 'solana',
      caipNetworkId: 'solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV',
      name: 'Solana Local',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      testnet: true,
    })
    expect(solanaLocalnet({ rpcUrl: 'http://x', reference: 'GgE8xJ3B', explorerUrl: 'http://explorer' })).toMatchObject({
      caipNetworkId: 'solana:GgE8xJ3B',
      blockExplorers: { default: { url: 'http://explorer' } },
    })
  })
})

describe('explorerUrl', () => {
  const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  it.each([
    [solanaMainnet, 'address', `https://explorer.solana.com/address/${address}`],
    [solanaDevnet, 'address', `https://explorer.solana.com/address/${address}?cluster=devnet`],
    [solanaTestnet, 'tx', `https://explorer.solana.com/tx/${address}?cluster=testnet`],
    [solanaLocalnet({ rpcUrl: 'http://x', explorerUrl: 'http://127.0.0.1:3000/explorer/' }), 'address', `http://127.0.0.1:3000/explorer/address/${address}`],
    [local, 'address', `https://explorer.solana.com/address/${address}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`],
    [local, 'tx', `https://explorer.solana.com/tx/${address}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`],
  ] as const)('%#: %s', (network, kind, expected) => {
    expect(explorerUrl(network, address, kind)).toBe(expected)
  })

  it('is undefined for a network without an explorer', () => {
    expect(explorerUrl({ ...local, blockExplorers: {} }, address)).toBeUndefined()
    expect(explorerUrl(undefined, address)).toBeUndefined()
  })
})
