import { defineChain } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, builtinNetworks, findNetwork, solanaDevnet } from './builtinNetworks'
import { toCaipNetwork, unknownNetwork } from './network'
import { buildAddEthereumChainParameter } from './addEthereumChainParameter'

const local = defineChain({
  id: 31338,
  name: 'Foyer Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

describe('toCaipNetwork', () => {
  it('turns a wagmi chain into the Network entity', () => {
    expect(toCaipNetwork(local)).toEqual({
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31338',
      id: 31338,
      name: 'Foyer Local 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] }, chainDefault: { http: ['http://127.0.0.1:8546'] } },
      testnet: true,
    })
    expect(toCaipNetwork(mainnet).testnet).toBe(false)
    expect(toCaipNetwork(mainnet).blockExplorers?.default?.url).toBe('https://etherscan.io')
  })

  it('has the Unknown Network placeholder', () => {
    expect(unknownNetwork('eip155:31339')).toMatchObject({
      name: 'Unknown Network',
      id: 31339,
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
    })
  })
})

describe('built-in networks', () => {
  it('has Solana (SOL, 9 decimals) and Bitcoin (BTC, 8 decimals)', () => {
    expect(builtinNetworks.map((n) => n.name)).toEqual(['Solana', 'Solana Devnet', 'Solana Testnet', 'Bitcoin', 'Bitcoin Testnet'])
    expect(solanaDevnet.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(bitcoinMainnet.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    expect(findNetwork(bitcoinMainnet.caipNetworkId)).toBe(bitcoinMainnet)
    expect(findNetwork('eip155:31338', [toCaipNetwork(local)])?.name).toBe('Foyer Local 2')
    expect(findNetwork('eip155:999')).toBeUndefined()
  })
})

describe('buildAddEthereumChainParameter', () => {
  it('has every EIP-3085 field for a chain with an explorer', () => {
    expect(buildAddEthereumChainParameter(base)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: base.rpcUrls.default.http,
      blockExplorerUrls: [
        'https://basescan.org',
        ...Object.entries(base.blockExplorers)
          .filter(([k]) => k !== 'default')
          .map(([, v]) => v.url),
      ].filter((url, index, all) => all.indexOf(url) === index),
    })
  })

  it('leaves out empty explorer and icon lists and takes icon URLs from options or chain.custom', () => {
    expect(buildAddEthereumChainParameter(local)).toEqual({
      chainId: '0x7a6a',
      chainName: 'Foyer Local 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546'],
    })
    expect(buildAddEthereumChainParameter(local, { iconUrls: ['https://app.example/local.svg'] }).iconUrls).toEqual(['https://app.example/local.svg'])
    const withCustom = defineChain({ ...local, custom: { iconUrls: ['https://app.example/custom.svg'] } })
    expect(buildAddEthereumChainParameter(withCustom).iconUrls).toEqual(['https://app.example/custom.svg'])
    const badCustom = defineChain({ ...local, custom: { iconUrls: 'not a list' } })
    expect(buildAddEthereumChainParameter(badCustom).iconUrls).toBeUndefined()
  })
})
