/** @vitest-environment jsdom */
import { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { afterEach, describe, expect, it } from 'vitest'
import { prefetchConnectWallets, type PrefetchConnectWalletsParameters } from './prefetchConnectWallets'
import { writeStoredWallets } from './storedWallets'
import { walletsRecommendedQueryOptions, walletsScope } from './walletsQueryOptions'

const api = { apiUrl: 'http://127.0.0.1:9', projectId: 'p' }
const options = {
  includeWalletIds: [],
  excludeWalletIds: [],
  featuredWalletIds: [],
  config: { namespaces: [] },
} as unknown as PrefetchConnectWalletsParameters['options']
const config = { chains: [{ id: 1 }], connectors: [] } as unknown as Config

afterEach(() => {
  localStorage.clear()
})

describe('prefetchConnectWallets', () => {
  it('starts the registry request of a browser with nothing stored', () => {
    const queryClient = new QueryClient()
    prefetchConnectWallets({ queryClient, config, api, options })
    const queries = queryClient.getQueryCache().findAll()
    expect(queries.map((query) => [query.queryKey[1], query.state.fetchStatus])).toEqual([['recommended', 'fetching']])
    queryClient.clear()
  })

  it("leaves a stored answer's query to the list, which reads it with its schemas", () => {
    const scope = walletsScope(api, options, [1])
    const { queryKey } = walletsRecommendedQueryOptions(scope, 8)
    writeStoredWallets(queryKey, { data: [], count: 0 })
    const queryClient = new QueryClient()
    prefetchConnectWallets({ queryClient, config, api, options })
    expect(queryClient.getQueryCache().findAll()).toEqual([])
  })
})
