import { describe, expect, it } from 'vitest'
import { nativeBalanceQueryOptions } from './nativeBalanceQueryOptions'

describe('nativeBalanceQueryOptions', () => {
  it('keeps a native balance fresh for 30 s', () => {
    expect(nativeBalanceQueryOptions(undefined, { address: undefined, chainId: 1 }).staleTime).toBe(30_000)
  })
})
