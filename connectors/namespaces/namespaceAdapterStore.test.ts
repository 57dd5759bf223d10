// The adapters' store keeps its state object until it changes, tells each change, and goes quiet once destroyed.
import { describe, expect, it, vi } from 'vitest'
import { solanaMainnet } from '../../src/chains/builtinNetworks'
import { createNamespaceAdapterStore } from './namespaceAdapterStore'

describe('createNamespaceAdapterStore', () => {
  it('keeps the state object until it changes, tells each change, and nothing after destroy', () => {
    const store = createNamespaceAdapterStore(solanaMainnet)
    const listener = vi.fn()
    const off = store.subscribe(listener)
    const first = store.getState()
    expect(first).toEqual({ status: 'disconnected', accounts: [], caipNetwork: solanaMainnet })
    expect(store.getState()).toBe(first)
    store.setWallets([{ id: 'w', name: 'W', namespace: 'solana', chains: [] }])
    expect(store.getState()).toBe(first)
    store.setState({ status: 'connecting', accounts: [], caipNetwork: solanaMainnet })
    expect(listener).toHaveBeenCalledTimes(2)
    off()
    store.setState(first)
    expect(listener).toHaveBeenCalledTimes(2)
    store.subscribe(listener)
    store.destroy()
    store.setState({ status: 'connecting', accounts: [], caipNetwork: solanaMainnet })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getWallets().map((wallet) => wallet.id)).toEqual(['w'])
  })
})
