// @vitest-environment jsdom
/*
 * The pairing hook against a stand-in WalletConnect connector (same type and `display_uri`
 * messages as wagmi's, with the outcome in the test's hands): pairing starts on mount, a URI
 * makes it ready, approval connects, rejection and errors fail with a retry, no URI in time is
 * Foyer's own timeout, and an expired URI is replaced by a fresh one. Lifetimes are shortened.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mock, WagmiProvider, type CreateConnectorFn } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { createTestConfig } from '../test/components/renderWithModal'
import { stubWalletConnect } from '../test/components/stubWalletConnect'
import { useWalletConnectPairing, type UseWalletConnectPairingParameters } from './useWalletConnectPairing'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const uri = (n: number) => `wc:${String(n).repeat(64).slice(0, 64)}@2?relay-protocol=irn&symKey=${'a'.repeat(64)}`

function setup(connector: CreateConnectorFn, parameters: UseWalletConnectPairingParameters) {
  const config = createTestConfig([foundry], [connector])
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  return { config, ...renderHook(() => useWalletConnectPairing(parameters), { wrapper }) }
}

const fast = { timings: { lifetime: 60_000, expiryMargin: 10_000, uriTimeout: 60_000 } }

/** A pairing whose first URI is shown now and counts as expired 200 ms later (lifetime 400 ms, margin 200 ms). */
async function showShortLivedUri() {
  const { connector, attempts } = stubWalletConnect(address)
  const { result } = setup(connector, { timings: { lifetime: 400, expiryMargin: 200, uriTimeout: 60_000 } })
  await waitFor(() => expect(attempts).toHaveLength(1))
  act(() => attempts[0]!.showUri(uri(1)))
  expect(result.current.state).toMatchObject({ status: 'ready', uri: uri(1) })
  return { attempts, result }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useWalletConnectPairing', () => {
  it('starts on mount, shows the URI, and connects wagmi on approval', async () => {
    const { connector, attempts } = stubWalletConnect(address)
    const { result, config } = setup(connector, fast)
    expect(result.current.state.status).toBe('starting')
    await waitFor(() => expect(attempts).toHaveLength(1))
    act(() => attempts[0]!.showUri(uri(1)))
    expect(result.current.state).toMatchObject({ status: 'ready', attempt: 1, uri: uri(1) })
    act(() => attempts[0]!.approve())
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(config.state.status).toBe('connected')
    expect(attempts).toHaveLength(1)
  })

  it('shows a rejection, and retry pairs again with a new URI', async () => {
    const { connector, attempts } = stubWalletConnect(address)
    const { result } = setup(connector, fast)
    await waitFor(() => expect(attempts).toHaveLength(1))
    act(() => attempts[0]!.showUri(uri(1)))
    act(() => attempts[0]!.fail(new UserRejectedRequestError(new Error('User rejected.'))))
    await waitFor(() => expect(result.current.state.status).toBe('rejected'))
    act(() => result.current.retry())
    expect(result.current.state).toEqual({ status: 'starting', attempt: 2 })
    await waitFor(() => expect(attempts).toHaveLength(2))
    act(() => attempts[1]!.showUri(uri(2)))
    expect(result.current.state).toMatchObject({ status: 'ready', attempt: 2, uri: uri(2) })
  })

  it('fails with another error as failed (error)', async () => {
    const { connector, attempts } = stubWalletConnect(address)
    const { result } = setup(connector, fast)
    await waitFor(() => expect(attempts).toHaveLength(1))
    act(() => attempts[0]!.fail(new Error('Failed to publish custom payload')))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', attempt: 1, reason: 'error' }))
  })

  it('gives up with its own timeout when no URI comes (a relay that never answers)', async () => {
    const { connector, attempts } = stubWalletConnect(address)
    const { result } = setup(connector, { timings: { uriTimeout: 150 } })
    await waitFor(() => expect(attempts).toHaveLength(1))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', attempt: 1, reason: 'timeout' }))
    // A late URI from the abandoned attempt changes nothing.
    act(() => attempts[0]!.showUri(uri(1)))
    expect(result.current.state.status).toBe('failed')
  })

  it('replaces an expired URI with a fresh pairing', async () => {
    const { attempts, result } = await showShortLivedUri()
    // 200 ms later the first URI counts as expired and a second pairing starts.
    await waitFor(() => expect(attempts).toHaveLength(2))
    // The restart was dispatched from a timer, outside act(): wait for React to render it.
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'starting', attempt: 2 }))
    act(() => attempts[1]!.showUri(uri(2)))
    expect(result.current.state).toMatchObject({ status: 'ready', attempt: 2, uri: uri(2) })
    // The first pairing's late approval no longer moves this view's state.
    act(() => attempts[0]!.approve())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(result.current.state).toMatchObject({ status: 'ready', attempt: 2 })
  })

  it('still replaces the URI when its timer fires before Date.now() reaches the expiry', async () => {
    const { attempts } = await showShortLivedUri()
    // From now on the wall clock reads 30 ms behind the timers' clock.
    const realNow = Date.now.bind(Date)
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 30)
    await waitFor(() => expect(attempts).toHaveLength(2))
  })

  it('fails at once without a WalletConnect connector', async () => {
    const { result } = setup(mock({ accounts: [address] }), fast)
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', attempt: 1, reason: 'noConnector' }))
    expect(result.current.connector).toBeUndefined()
  })
})
