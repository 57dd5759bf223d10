// @vitest-environment jsdom
/*
 * The shared part of the injected-wallet families' adapters: the wallet list keeps its identity
 * until a wallet appears or goes (useSyncExternalStore compares by reference), wallets injected
 * while the page loads are read again on `load`, a connect's target network is one of the app's,
 * the state follows what the adapter publishes, and a restore runs the adapter's attach on the
 * stored network (or the active one) only while disconnected, never rejecting.
 */
import { describe, expect, it, vi } from 'vitest'
import { cosmosHub, osmosis } from '../../src/chains/cosmosChains'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'
import type { NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { createInjectedAdapterCore } from './injectedAdapterCore'

const wallet = (id: string): NamespaceWallet => ({ id, name: id, namespace: 'cosmos', chains: [] })

describe('createInjectedAdapterCore', () => {
  it('keeps the wallet list while it is the same, and tells listeners only of a change', () => {
    let injected = [wallet('keplr')]
    const core = createInjectedAdapterCore({ networks: [cosmosHub], readWallets: () => injected.map((entry) => ({ ...entry })) })
    const listener = vi.fn()
    core.subscribe(listener)
    const first = core.getWallets()
    core.refreshWallets()
    expect(core.getWallets()).toBe(first)
    expect(listener).not.toHaveBeenCalled()
    injected = [wallet('keplr'), wallet('leap')]
    core.refreshWallets()
    expect(core.getWallets().map((entry) => entry.id)).toEqual(['keplr', 'leap'])
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('reads the wallets again once the page has loaded, and not after destroy', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    try {
      let injected: NamespaceWallet[] = []
      const core = createInjectedAdapterCore({ networks: [cosmosHub], readWallets: () => injected })
      const late = createInjectedAdapterCore({ networks: [cosmosHub], readWallets: () => injected })
      late.destroy()
      injected = [wallet('keplr')]
      window.dispatchEvent(new Event('load'))
      expect(core.getWallets().map((entry) => entry.id)).toEqual(['keplr'])
      expect(late.getWallets()).toEqual([])
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    }
  })

  it("targets the active network or one of the app's, and refuses any other", () => {
    const core = createInjectedAdapterCore({ networks: [cosmosHub, osmosis], readWallets: () => [] })
    expect(core.target(undefined)).toBe(cosmosHub)
    expect(core.target(osmosis.caipNetworkId)).toBe(osmosis)
    core.setActive(osmosis)
    expect(core.target(undefined)).toBe(osmosis)
    expect(() => core.target('cosmos:juno-1')).toThrow(NetworkNotFoundError)
    expect(() => createInjectedAdapterCore({ networks: [], readWallets: () => [] })).toThrow('at least one network')
  })

  it('publishes connected only with accounts, connecting while asked, on the active network', () => {
    const core = createInjectedAdapterCore({ networks: [cosmosHub, osmosis], readWallets: () => [] })
    const listener = vi.fn()
    core.subscribe(listener)
    expect(core.getState()).toEqual({ status: 'disconnected', accounts: [], caipNetwork: cosmosHub })
    core.publish(undefined, true)
    expect(core.getState().status).toBe('connecting')
    const account = { address: 'osmo1x', caipAddress: 'cosmos:osmosis-1:osmo1x', namespace: 'cosmos' } as const
    core.setActive(osmosis)
    core.publish({ walletId: 'keplr', accounts: [account] })
    expect(core.getState()).toEqual({ status: 'connected', walletId: 'keplr', caipNetwork: osmosis, accounts: [account] })
    const connected = core.getState()
    core.publish({ walletId: 'keplr', accounts: [] })
    expect(core.getState()).toEqual({ status: 'disconnected', accounts: [], caipNetwork: osmosis })
    expect(core.getState()).not.toBe(connected)
    expect(listener).toHaveBeenCalledTimes(3)
    core.destroy()
    core.publish(undefined)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('restores on the stored network, or the active one when the app dropped it; a failed attach stays disconnected without throwing', async () => {
    const core = createInjectedAdapterCore({ networks: [cosmosHub, osmosis], readWallets: () => [] })
    const account = { address: 'osmo1x', caipAddress: 'cosmos:osmosis-1:osmo1x', namespace: 'cosmos' } as const
    const targets: string[] = []
    const failed = await core.restore(osmosis.caipNetworkId, async (target) => {
      targets.push(target.caipNetworkId)
      throw new Error('The wallet forgot the app.')
    })
    expect(failed).toEqual({ status: 'disconnected', accounts: [], caipNetwork: cosmosHub })
    await core.restore('cosmos:juno-1', async (target) => {
      targets.push(target.caipNetworkId)
    })
    expect(targets).toEqual([osmosis.caipNetworkId, cosmosHub.caipNetworkId])

    const restored = await core.restore(osmosis.caipNetworkId, async (target) => {
      core.setActive(target)
      core.publish({ walletId: 'keplr', accounts: [account] })
    })
    expect(restored).toEqual({ status: 'connected', walletId: 'keplr', caipNetwork: osmosis, accounts: [account] })
    // Already connected: nothing is asked again.
    const attach = vi.fn(async () => undefined)
    expect(await core.restore(osmosis.caipNetworkId, attach)).toBe(restored)
    core.publish(undefined, true)
    await core.restore(osmosis.caipNetworkId, attach)
    expect(attach).not.toHaveBeenCalled()
  })
})
