import { describe, expect, it } from 'vitest'
import { getAssetImage, getCurrencyImage, getTokenImage } from './apiImageUrls'

const api = { apiUrl: 'https://foyer-api.example.com/' }

describe('the image URL helpers', () => {
  it("build the API's image paths, a network by its image id or its CAIP-2 id", () => {
    expect(getTokenImage(api, 'USDC.e')).toBe('https://foyer-api.example.com/public/getTokenImage/USDC.e')
    expect(getCurrencyImage(api, 'EUR')).toBe('https://foyer-api.example.com/public/getCurrencyImage/EUR')
    expect(getAssetImage(api, { caipNetworkId: 'eip155:8453' })).toBe('https://foyer-api.example.com/public/getAssetImage/eip155-8453')
    expect(getAssetImage(api, { caipNetworkId: 'eip155:1', assets: { imageId: 'ethereum' } })).toBe(
      'https://foyer-api.example.com/public/getAssetImage/ethereum',
    )
  })

  it('give nothing without an API or for an id the API would refuse', () => {
    expect(getTokenImage({ apiUrl: undefined }, 'USDC')).toBeUndefined()
    for (const symbol of ['', '../x', 'A B', '.env', 'x'.repeat(101), 'USD₮']) expect(getTokenImage(api, symbol)).toBeUndefined()
    expect(getAssetImage(api, { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe(
      'https://foyer-api.example.com/public/getAssetImage/solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })
})
