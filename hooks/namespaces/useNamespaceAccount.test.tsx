// @vitest-environment jsdom
/*
 * useNamespaceAccount: app code reads a non-EVM family's connection and signs with it. The adapter
 * is an in-memory one (the real adapters and wallets are exercised by their own tests and end to
 * end); this checks what the hook adds: it follows the modal's active family or the one asked for,
 * never loads a family's code itself, signs through the adapter, and refuses with the right error
 * when the family is off or nothing is connected.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { foundry } from 'wagmi/chains'
import { bitcoinRegtest } from '../../src/chains/bitcoinChains'
import { ChainAdapterNotFoundError, NamespaceNotConnectedError } from '../../src/errors/namespaceErrors'
import type { NamespaceConnectionState } from '../../src/namespaces/namespaceAdapter'
import { createMemoryAdapter } from '../../test/namespaces/testAdapter'
import { createTestConfig, createTestFoyerConfig, TestProviders } from '../../test/components/renderWithModal'
import { namespaceRuntime } from './namespaceRuntime'
import { useNamespaceAccount } from './useNamespaceAccount'

const network = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:9/api' })
const payment = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ordinal = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'
const connected: NamespaceConnectionState = {
  status: 'connected',
  walletId: 'Foyer Bitcoin Test Wallet',
  accounts: [
    { address: payment, caipAddress: `${network.caipNetworkId}:${payment}`, namespace: 'bip122', type: 'payment' },
    { address: ordinal, caipAddress: `${network.caipNetworkId}:${ordinal}`, namespace: 'bip122', type: 'ordinal' },
  ],
  caipNetwork: network,
}

afterEach(cleanup)

function setup(state: NamespaceConnectionState = connected) {
  const adapter = {
    ...createMemoryAdapter('bip122', [network], state),
    signMessage: vi.fn(async ({ message }: { message: string }) => `signed:${message}`),
    destroy: () => undefined,
  }
  const loadAdapter = vi.fn(async () => ({ createAdapter: () => adapter }))
  const foyerConfig = createTestFoyerConfig({ bitcoin: { namespace: 'bip122', options: { networks: [network] }, loadAdapter } })
  const runtime = namespaceRuntime(foyerConfig)
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={createTestConfig([foundry], [])} queryClient={queryClient} provider={{ config: foyerConfig }}>
      {children}
    </TestProviders>
  )
  return { adapter, loadAdapter, runtime, wrapper }
}

describe('useNamespaceAccount', () => {
  it('loads nothing by itself: disconnected and no namespace until the modal loads the family and shows it', async () => {
    const { loadAdapter, runtime, wrapper } = setup()
    const { result } = renderHook(() => useNamespaceAccount(), { wrapper })
    expect(result.current).toMatchObject({ namespace: undefined, status: 'disconnected', address: undefined, accounts: [] })
    await expect(result.current.signMessage('hi')).rejects.toBeInstanceOf(NamespaceNotConnectedError)
    expect(loadAdapter).not.toHaveBeenCalled()
    await act(async () => {
      await runtime.load('bip122')
      runtime.setActiveChain('bip122')
    })
    expect(result.current).toMatchObject({
      namespace: 'bip122',
      status: 'connected',
      walletId: 'Foyer Bitcoin Test Wallet',
      address: payment,
      caipNetwork: network,
    })
    expect(result.current.accounts.map((account) => account.type)).toEqual(['payment', 'ordinal'])
  })

  it('signs through the adapter of the namespace asked for, even while the modal shows EVM', async () => {
    const { adapter, runtime, wrapper } = setup()
    await runtime.load('bip122')
    const { result } = renderHook(() => useNamespaceAccount({ namespace: 'bip122' }), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('connected'))
    await expect(result.current.signMessage('Hello')).resolves.toBe('signed:Hello')
    expect(adapter.signMessage).toHaveBeenCalledWith({ message: 'Hello' })
  })

  it('refuses a family the app did not turn on, and a disconnected one, without asking the wallet', async () => {
    const { adapter, runtime, wrapper } = setup({ status: 'disconnected', accounts: [] })
    await runtime.load('bip122')
    const off = renderHook(() => useNamespaceAccount({ namespace: 'polkadot' }), { wrapper })
    const error = await off.result.current.signMessage('x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainAdapterNotFoundError)
    expect((error as ChainAdapterNotFoundError).shortMessage).toBe('Chain adapter not found')
    const idle = renderHook(() => useNamespaceAccount({ namespace: 'bip122' }), { wrapper })
    const notConnected = await idle.result.current.signMessage('x').catch((caught: unknown) => caught)
    expect(notConnected).toBeInstanceOf(NamespaceNotConnectedError)
    expect((notConnected as NamespaceNotConnectedError).shortMessage).toBe('No ActiveCaipAddress found')
    expect(adapter.signMessage).not.toHaveBeenCalled()
  })

  it('follows a disconnect: the address goes and signing is refused again', async () => {
    const { adapter, runtime, wrapper } = setup()
    await runtime.load('bip122')
    runtime.setActiveChain('bip122')
    const { result } = renderHook(() => useNamespaceAccount(), { wrapper })
    await waitFor(() => expect(result.current.address).toBe(payment))
    act(() => adapter.set({ status: 'disconnected', accounts: [] }))
    // The runtime hands the modal back to EVM when the active family's wallet goes.
    expect(result.current).toMatchObject({ namespace: undefined, status: 'disconnected', address: undefined })
    await expect(result.current.signMessage('x')).rejects.toBeInstanceOf(NamespaceNotConnectedError)
  })
})
