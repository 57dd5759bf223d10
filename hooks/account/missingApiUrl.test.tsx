// @vitest-environment jsdom
/*
 * A configuration without `apiUrl` (outside development): the account hooks fail with a
 * FoyerConfigError naming the option, never the URL parser's TypeError, send no request, and the
 * error is logged once however many hooks, renders and refetches ask.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { foundry } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestConfig, createTestFoyerConfig, TestProviders } from '../../test/components/renderWithModal'
import { FoyerConfigError } from '../../src/errors/configErrors'
import { useAccountNfts } from './useAccountNfts'
import { useIdentity } from './useIdentity'
import { useTokenBalances } from './useTokenBalances'
import { useTransactionHistory } from './useTransactionHistory'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainId = foundry.id

let errors: unknown[]
let requests: string[]

beforeEach(() => {
  errors = []
  requests = []
  vi.spyOn(console, 'error').mockImplementation((error: unknown) => void errors.push(error))
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    requests.push(String(input))
    return Promise.reject(new Error('no request expected'))
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function wrapperFor(foyerConfig = createTestFoyerConfig({ apiUrl: undefined })) {
  const config = createTestConfig([foundry], [])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient} provider={{ config: foyerConfig }}>
      {children}
    </TestProviders>
  )
  return { wrapper, queryClient }
}

const missingApiUrl = (error: unknown) => {
  expect(error).toBeInstanceOf(FoyerConfigError)
  expect(error).toMatchObject({ option: 'apiUrl', reason: 'missing' })
}

describe('account hooks without apiUrl', () => {
  it('useTokenBalances, useTransactionHistory, useIdentity and useAccountNfts return FoyerConfigError (apiUrl), logged once', async () => {
    const { wrapper } = wrapperFor()
    const { result } = renderHook(
      () => ({
        balances: useTokenBalances({ address, chainId }),
        history: useTransactionHistory({ address, chainId }),
        identity: useIdentity({ address }),
        nfts: useAccountNfts({ address, chainId }),
      }),
      { wrapper },
    )
    await waitFor(() => {
      for (const query of Object.values(result.current)) expect(query.isError).toBe(true)
    })
    for (const query of Object.values(result.current)) {
      missingApiUrl(query.error)
      expect(query.error).not.toBeInstanceOf(TypeError)
    }
    // Asking again is the same error, and still one log line for the option.
    await result.current.balances.refetch()
    await result.current.identity.refetch()
    missingApiUrl(result.current.balances.error)
    expect(errors).toHaveLength(1)
    missingApiUrl(errors[0])
    expect(requests).toEqual([])
  })

  it('each configuration logs its own missing option once', async () => {
    const first = wrapperFor()
    const second = wrapperFor()
    for (const { wrapper } of [first, second, first]) {
      const { result, unmount } = renderHook(() => useTokenBalances({ address, chainId }), { wrapper })
      await waitFor(() => expect(result.current.isError).toBe(true))
      missingApiUrl(result.current.error)
      unmount()
    }
    expect(errors).toHaveLength(2)
  })

  it('with apiUrl set the hooks ask the API (no FoyerConfigError, nothing logged)', async () => {
    const { wrapper } = wrapperFor(createTestFoyerConfig({ apiUrl: 'http://127.0.0.1:9' }))
    const { result } = renderHook(() => useIdentity({ address }), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).not.toBeInstanceOf(FoyerConfigError)
    expect(requests.some((url) => url.startsWith('http://127.0.0.1:9/v1/identity/'))).toBe(true)
    expect(errors).toEqual([])
  })
})
