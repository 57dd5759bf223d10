import { describe, expect, it } from 'vitest'
import { bitcoinChainKind, bitcoinRegtest, bitcoinWalletChain, bitcoinWalletNetworkIds, withEsploraUrl } from './bitcoinChains'
import { bitcoinMainnet, bitcoinTestnet, findNetwork } from './builtinNetworks'

const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })

describe('Bitcoin networks', () => {
  it('are BTC with 8 decimals under their CAIP-2 genesis ids, with an Esplora URL', () => {
    expect(bitcoinMainnet).toMatchObject({
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      testnet: false,
    })
    expect(bitcoinTestnet).toMatchObject({
      caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      testnet: true,
    })
    expect(bitcoinMainnet.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    expect(findNetwork(bitcoinTestnet.caipNetworkId)).toBe(bitcoinTestnet)
    expect(regtest).toMatchObject({ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } } })
    const own = withEsploraUrl(bitcoinMainnet, 'https://esplora.example.com/api')
    expect(own.rpcUrls.default.http).toEqual(['https://esplora.example.com/api'])
    expect(own.caipNetworkId).toBe(bitcoinMainnet.caipNetworkId)
  })

  it('map Wallet Standard chains to the app networks they cover, and back', () => {
    expect(bitcoinWalletNetworkIds(['bitcoin:mainnet'], [bitcoinMainnet, bitcoinTestnet])).toEqual([bitcoinMainnet.caipNetworkId])
    expect(bitcoinWalletNetworkIds(['bitcoin:testnet', 'bitcoin:regtest', 'solana:mainnet'], [bitcoinMainnet, bitcoinTestnet, regtest])).toEqual([
      bitcoinTestnet.caipNetworkId,
      regtest.caipNetworkId,
    ])
    expect(bitcoinWalletNetworkIds([], [bitcoinMainnet])).toEqual([])
    expect([bitcoinMainnet, bitcoinTestnet, regtest].map(bitcoinWalletChain)).toEqual(['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'])
    // An unknown bip122 network is never taken for mainnet.
    expect(bitcoinChainKind({ ...regtest, caipNetworkId: 'bip122:00000000000000000000000000000000' })).toBe('testnet')
  })
})
