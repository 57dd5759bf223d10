import { describe, expect, it } from 'vitest'
import { tokenPriceQueryOptions } from './tokenPriceQueryOptions'

const api = { apiUrl: 'http://127.0.0.1:9', projectId: 'foyer-local' }

describe('tokenPriceQueryOptions', () => {
  it('keeps token prices fresh for 15 s', () => {
    expect(tokenPriceQueryOptions(api, ['eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48']).staleTime).toBe(15_000)
  })
})
