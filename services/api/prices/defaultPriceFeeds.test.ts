import defaultTokenList from '@uniswap/default-token-list'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_FEEDS, SOLANA_MAINNET_CAIP2 } from './defaultPriceFeeds'
import { priceFeedsFromConfig } from './priceFeedsConfig'

// The chains Foyer prices out of the box: every one has its coin's feed.
const CHAINS = ['eip155:1', 'eip155:42161', 'eip155:10', 'eip155:8453', 'eip155:56', 'eip155:137', 'eip155:100', 'eip155:43114', SOLANA_MAINNET_CAIP2]
// Uniswap's list names Solana mainnet with this chain id.
const UNISWAP_SOLANA_CHAIN_ID = 501000101
// The Gnosis tokens come from another source (see the file's header).
const GNOSIS = 'eip155:100'

describe('DEFAULT_PRICE_FEEDS', () => {
  it('parses as configuration and prices the coin of every default chain', () => {
    const feeds = priceFeedsFromConfig(DEFAULT_PRICE_FEEDS)
    for (const chain of CHAINS) expect(feeds[`${chain}:native`], chain).toBeDefined()
    expect(Object.keys(DEFAULT_PRICE_FEEDS).sort()).toEqual([...CHAINS].sort())
  })

  it('writes every feed and EVM token address with its checksum, so a mistyped character is caught', () => {
    for (const [chain, tokens] of Object.entries(DEFAULT_PRICE_FEEDS)) {
      for (const [address, entry] of Object.entries(tokens)) {
        expect(getAddress(entry.feed), `${chain} ${address}`).toBe(entry.feed)
        if (address.startsWith('0x')) expect(getAddress(address), chain).toBe(address)
      }
    }
  })

  it('keys tokens by addresses Uniswap lists on that chain (Solana by mint), never by a guessed address', () => {
    const listed = new Set(defaultTokenList.tokens.map((token) => `${token.chainId}:${token.address}`))
    for (const [chain, tokens] of Object.entries(DEFAULT_PRICE_FEEDS)) {
      if (chain === GNOSIS) continue
      const listChainId = chain === SOLANA_MAINNET_CAIP2 ? UNISWAP_SOLANA_CHAIN_ID : Number(chain.split(':')[1])
      for (const address of Object.keys(tokens).filter((key) => key !== 'native')) {
        expect(listed.has(`${listChainId}:${address}`), `${chain} ${address}`).toBe(true)
      }
    }
  })

  it('reads Solana prices on Ethereum, the coin and its wrapped coin through one feed', () => {
    const feeds = priceFeedsFromConfig(DEFAULT_PRICE_FEEDS)
    expect(feeds[`${SOLANA_MAINNET_CAIP2}:native`]?.feedChainId).toBe('eip155:1')
    expect(feeds[`${SOLANA_MAINNET_CAIP2}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`]?.feed).toBe(
      feeds['eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48']?.feed,
    )
    expect(feeds['eip155:1:0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2']).toEqual(feeds['eip155:1:native'])
  })
})
