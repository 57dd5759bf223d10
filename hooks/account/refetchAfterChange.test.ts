import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refetchAfterChange } from './refetchAfterChange'

describe('refetchAfterChange', () => {
  it('is false for a first fetch and a plain refetch, true for the refetch an invalidation starts (as after a send)', async () => {
    const client = new QueryClient()
    const queryKey = ['foyer.tokenBalances', { address: '0xabc' }]
    const seen: boolean[] = []
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: ({ client: queryClient }) => {
        seen.push(refetchAfterChange(queryClient, queryKey))
        return seen.length
      },
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await observer.refetch()
    await client.invalidateQueries({ queryKey: ['foyer.tokenBalances'] })
    await observer.refetch()
    unsubscribe()
    // Mount fetch, plain refetch (the mount's fetch may be deduplicated into it), invalidated refetch, plain refetch.
    expect(seen.at(-2)).toBe(true)
    expect(seen.at(-1)).toBe(false)
    expect(seen.slice(0, -2).every((value) => !value)).toBe(true)
  })

  it('is false for a query the client does not hold', () => {
    expect(refetchAfterChange(new QueryClient(), ['foyer.transactionHistory'])).toBe(false)
  })
})
