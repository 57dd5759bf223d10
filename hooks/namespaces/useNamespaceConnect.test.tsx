// @vitest-environment jsdom
/*
 * Connecting a non-EVM wallet from the modal, against a stand-in Solana adapter whose answers the
 * test gives: the pending wallet, a refusal named 'Connection rejected' with a shake, a retry that
 * connects (tracked once as CONNECT_SUCCESS) and makes Solana the modal's namespace, and an older
 * attempt that fails after a newer one started, which must neither show its failure nor end the
 * newer one's pending state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { solanaMainnet } from '../../src/chains/builtinNetworks'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import { ConnectionRejectedError } from '../../src/errors/connectErrors'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { FoyerActionsContext, FoyerOptionsContext, type FoyerActions, type FoyerOptions } from '../foyerContext'
import { namespaceConnectorInfo, useNamespaceConnect } from './useNamespaceConnect'
import { namespaceRuntime } from './namespaceRuntime'

type Answer = { approve: () => void; refuse: () => void }

function setup() {
  const answers: Answer[] = []
  const adapter = {
    namespace: 'solana',
    networks: [solanaMainnet],
    subscribe: () => () => undefined,
    getState: () => ({ status: 'disconnected', accounts: [] }),
    getWallets: () => [],
    connect: () =>
      new Promise<void>((resolve, reject) =>
        answers.push({ approve: resolve, refuse: () => reject(new UserRejectedRequestError(new Error('User rejected.'))) }),
      ),
  } as unknown as NamespaceAdapter
  const config = createFoyerConfig({
    projectId: 'test',
    solana: { namespace: 'solana', options: {}, loadAdapter: async () => ({ createAdapter: () => adapter as never }) },
  })
  const shake = vi.fn()
  // The provider's reporter hands the failure back as it is, after reporting it.
  const reportFailure = vi.fn(<T,>(_category: string, error: T) => error)
  const onConnected = vi.fn()
  const track = vi.fn()
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <FoyerOptionsContext.Provider value={{ config } as FoyerOptions}>
        <FoyerActionsContext.Provider value={{ shake, reportFailure, track } as unknown as FoyerActions}>{children}</FoyerActionsContext.Provider>
      </FoyerOptionsContext.Provider>
    </QueryClientProvider>
  )
  const hook = renderHook(() => useNamespaceConnect({ onConnected }), { wrapper })
  return { hook, answers, shake, onConnected, track, runtime: namespaceRuntime(config) }
}

const phantom = namespaceConnectorInfo({ id: 'Phantom', name: 'Phantom', namespace: 'solana', chains: [] })
const solflare = namespaceConnectorInfo({ id: 'Solflare', name: 'Solflare', namespace: 'solana', chains: [] })

afterEach(cleanup)

describe('useNamespaceConnect', () => {
  it("names a refusal 'Connection rejected' with a shake; the retry connects and makes the namespace the modal's", async () => {
    const { hook, answers, shake, onConnected, track, runtime } = setup()
    const connect = hook.result.current.connect
    act(() => void connect(phantom))
    await waitFor(() => expect(hook.result.current.pending).toEqual(phantom))
    await waitFor(() => expect(answers).toHaveLength(1))
    act(() => answers[0]!.refuse())
    await waitFor(() => expect(hook.result.current.failure?.error).toBeInstanceOf(ConnectionRejectedError))
    expect(hook.result.current.failure?.connector).toEqual(phantom)
    expect(hook.result.current.pending).toBeUndefined()
    expect(shake).toHaveBeenCalledTimes(1)
    // Memoized wallet lists take `connect` as a prop: it must not change with the state.
    expect(hook.result.current.connect).toBe(connect)

    act(() => void connect(phantom))
    await waitFor(() => expect(hook.result.current.failure).toBeUndefined())
    await waitFor(() => expect(answers).toHaveLength(2))
    act(() => answers[1]!.approve())
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(hook.result.current.pending).toBeUndefined())
    expect(hook.result.current.failure).toBeUndefined()
    expect(runtime.activeChain).toBe('solana')
    expect(shake).toHaveBeenCalledTimes(1)
    // Tracked once, for the attempt that connected.
    expect(track.mock.calls).toEqual([[{ event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Phantom' } }]])
  })

  it('an older attempt failing after a newer one started shows nothing and leaves the newer one pending', async () => {
    const { hook, answers } = setup()
    act(() => void hook.result.current.connect(phantom))
    await waitFor(() => expect(answers).toHaveLength(1))
    act(() => void hook.result.current.connect(solflare))
    await waitFor(() => expect(answers).toHaveLength(2))
    await waitFor(() => expect(hook.result.current.pending).toEqual(solflare))
    await act(async () => {
      answers[0]!.refuse()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(hook.result.current.failure).toBeUndefined()
    expect(hook.result.current.pending).toEqual(solflare)
    act(() => answers[1]!.refuse())
    await waitFor(() => expect(hook.result.current.failure?.connector).toEqual(solflare))
  })
})
