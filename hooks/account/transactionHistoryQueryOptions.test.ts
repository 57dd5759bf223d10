import { describe, expect, it } from 'vitest'
import { transactionHistoryQueryOptions } from './transactionHistoryQueryOptions'

const api = { apiUrl: 'http://127.0.0.1:9', projectId: 'foyer-local' }

describe('transactionHistoryQueryOptions', () => {
  it('keeps the history fresh for 15 s', () => {
    expect(transactionHistoryQueryOptions(api, { address: undefined, chainId: 1 }).staleTime).toBe(15_000)
  })
})
