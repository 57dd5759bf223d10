import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { readTokenBalances, type AssetDiscoveryProvider } from './readTokenBalances'
import { tokenBalancesMayRefetch, tokenBalancesQueryKey, tokenBalancesQueryOptions } from './tokenBalancesQueryOptions'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const scope = { apiUrl: 'http://api.test', projectId: 'p' }
const apiBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 3, price: 3000, quantity: { decimals: '18', numeric: '0.001' }, iconUrl: '' }
const walletAnswer = {
  '0x7a69': [{ address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2 } }],
}

/** The API: the supported chains, then the balances; `balanceCalls` counts the latter. */
function apiFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
    String(input instanceof Request ? input.url : input).includes('/v1/supported-chains')
      ? Response.json({ http: ['eip155:31337'], ws: [] })
      : Response.json({ balances: [apiBalance] }),
  )
  return Object.assign(fetch, {
    balanceCalls: () => fetch.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/balance')).length,
  })
}

function wallet(answers: Record<string, unknown | Error | 'never'>): AssetDiscoveryProvider & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    request: async ({ method }) => {
      calls.push(method)
      const answer = answers[method]
      if (answer === 'never') return new Promise(() => {})
      if (answer instanceof Error) throw answer
      if (answer === undefined) throw Object.assign(new Error('Method not supported'), { code: -32601 })
      return answer
    },
  }
}

describe('readTokenBalances: which source answers', () => {
  const advertised = { '0x7a69': { assetDiscovery: { supported: true } } }
  const cases: { name: string; provider: ReturnType<typeof wallet> | undefined; source: 'wallet' | 'api'; calls: string[] }[] = [
    { name: 'no wallet provider: the API', provider: undefined, source: 'api', calls: [] },
    { name: 'wallet without wallet_getCapabilities: the API', provider: wallet({}), source: 'api', calls: ['wallet_getCapabilities'] },
    {
      name: 'capability for another chain only: the API, wallet_getAssets never asked',
      provider: wallet({ wallet_getCapabilities: { '0x1': { assetDiscovery: { supported: true } } }, wallet_getAssets: walletAnswer }),
      source: 'api',
      calls: ['wallet_getCapabilities'],
    },
    {
      name: 'advertised and well-formed: the wallet, no API call',
      provider: wallet({ wallet_getCapabilities: advertised, wallet_getAssets: walletAnswer }),
      source: 'wallet',
      calls: ['wallet_getCapabilities', 'wallet_getAssets'],
    },
    {
      name: 'advertised but a malformed answer: the API',
      provider: wallet({ wallet_getCapabilities: advertised, wallet_getAssets: { '0x7a69': [{ type: 'NATIVE', balance: 'lots' }] } }),
      source: 'api',
      calls: ['wallet_getCapabilities', 'wallet_getAssets'],
    },
    {
      name: 'advertised but wallet_getAssets fails: the API',
      provider: wallet({ wallet_getCapabilities: advertised, wallet_getAssets: new Error('boom') }),
      source: 'api',
      calls: ['wallet_getCapabilities', 'wallet_getAssets'],
    },
  ]
  for (const { name, provider, source, calls } of cases) {
    it(name, async () => {
      const fetch = apiFetch()
      const result = await readTokenBalances({ ...scope, address, chainId: 31337, provider, fetch })
      expect(result.source).toBe(source)
      expect(fetch.balanceCalls()).toBe(source === 'api' ? 1 : 0)
      expect(provider?.calls ?? []).toEqual(calls)
      if (source === 'wallet')
        expect(result.balances).toEqual([expect.objectContaining({ symbol: 'ETH', price: 2, quantity: { decimals: '18', numeric: '1' } })])
      else expect(result.balances).toEqual([apiBalance])
    })
  }

  it('a wallet that never answers does not hold the balances up: the API after the timeout', async () => {
    const fetch = apiFetch()
    const result = await readTokenBalances({
      ...scope,
      address,
      chainId: 31337,
      provider: wallet({ wallet_getCapabilities: 'never' }),
      fetch,
      walletTimeoutMs: 20,
    })
    expect(result.source).toBe('api')
  })

  it("the API's failure is 'Token Balance Unavailable'", async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    await expect(readTokenBalances({ ...scope, address, chainId: 31337, fetch })).rejects.toThrow('Token Balance Unavailable')
    // Given the supported chains, only the balance request is made.
    fetch.mockClear()
    await expect(readTokenBalances({ ...scope, address, chainId: 31337, fetch, supportedChains: { http: ['eip155:31337'], ws: [] } })).rejects.toThrow(
      'Token Balance Unavailable',
    )
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('token balance query options', () => {
  it("keys start with 'foyer.' and ignore the address's case", () => {
    expect(tokenBalancesQueryKey(scope, { address, chainId: 1 })).toEqual(tokenBalancesQueryKey(scope, { address: address.toLowerCase(), chainId: 1 }))
    expect(tokenBalancesQueryKey(scope, { address, chainId: 1 })[0]).toBe('foyer.tokenBalances')
  })

  it('30 s stale time, no automatic retries', () => {
    const options = tokenBalancesQueryOptions(scope, { address, chainId: 1 })
    expect(options).toMatchObject({ staleTime: 30_000, retry: false, retryOnMount: false })
  })

  it('refetching on mount, focus or reconnect waits 30 s after a failure (injected clock)', () => {
    const failed = { state: { status: 'error', errorUpdatedAt: 100_000 } }
    expect(tokenBalancesMayRefetch(failed, 100_000)).toBe(false)
    expect(tokenBalancesMayRefetch(failed, 129_999)).toBe(false)
    expect(tokenBalancesMayRefetch(failed, 130_000)).toBe(true)
    expect(tokenBalancesMayRefetch({ state: { status: 'success', errorUpdatedAt: 100_000 } }, 100_001)).toBe(true)
    let now = 100_000
    const options = tokenBalancesQueryOptions(scope, { address, chainId: 1 }, { now: () => now })
    expect(options.refetchOnMount(failed)).toBe(false)
    now = 130_001
    expect(options.refetchOnWindowFocus(failed)).toBe(true)
  })

  it('the query asks the wallet first, and only without it the (cached) supported chains and the API', async () => {
    const fetch = apiFetch()
    vi.stubGlobal('fetch', fetch)
    try {
      const client = new QueryClient()
      const advertised = { '0x7a69': { assetDiscovery: { supported: true } } }
      const provider = wallet({ wallet_getCapabilities: advertised, wallet_getAssets: walletAnswer })
      const fromWallet = await client.fetchQuery(
        tokenBalancesQueryOptions(scope, { address, chainId: 31337, connectorUid: 'a' }, { getProvider: async () => provider }),
      )
      expect(fromWallet.source).toBe('wallet')
      expect(fetch).not.toHaveBeenCalled()
      const fromApi = await client.fetchQuery(tokenBalancesQueryOptions(scope, { address, chainId: 31337 }))
      await client.fetchQuery({ ...tokenBalancesQueryOptions(scope, { address, chainId: 31337 }), staleTime: 0 })
      expect(fromApi.source).toBe('api')
      // Two balance reads, one supported-chains request between them.
      expect(fetch.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname)).toEqual([
        '/v1/supported-chains',
        `/v1/account/${address}/balance`,
        `/v1/account/${address}/balance`,
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
