// @vitest-environment jsdom
/*
 * A family's connection across page loads, with the real runtime, the Sui plugin and the Sui test
 * wallet (Wallet Standard, in this process) over jsdom's localStorage: a connection and the active
 * family are stored; a new runtime (the next page load) restores them silently; a disconnect, an
 * unapproved or missing wallet, a family the app dropped and a malformed store all end with nothing
 * stored and nothing connected.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { sui } from '../../connectors/namespaces/sui/sui'
import { suiLocalnet } from '../../src/chains/suiChains'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import { createSuiTestWallet } from '../../testing/sui/createSuiTestWallet'
import { setupSuiTestWallet, suiTestWalletSecretKey } from '../../test/sui/setupSuiTestWallet'
import { createSuiTestWalletInfo } from '../../testing/sui/suiTestWalletInfo'
import { createSuiTestWalletStandard } from '../../testing/sui/suiTestWalletProvider'
import { registerStandardWallet } from '../../testing/shared/registerStandardWallet'
import { namespaceRuntime, type NamespaceRuntime } from './namespaceRuntime'
import { namespaceSessionsStorageKey } from './namespaceSessionsStorageKey'
import { readNamespaceSessions, restoreNamespaces } from './restoreNamespaces'

let runtimes: NamespaceRuntime[] = []
afterEach(() => {
  for (const runtime of runtimes) (runtime.adapters.sui as { destroy?: () => void } | undefined)?.destroy?.()
  runtimes = []
  localStorage.clear()
})

// A new configuration object stands for a new page load: the runtime is kept per configuration.
function pageLoad(options: { sui?: boolean } = {}) {
  const config = createFoyerConfig({ projectId: 'p', development: false, ...(options.sui === false ? {} : { sui: sui({ networks: [suiLocalnet()] }) }) })
  const runtime = namespaceRuntime(config)
  runtimes.push(runtime)
  return runtime
}

async function connectFirst(name: string) {
  const wallet = setupSuiTestWallet({ secretKey: suiTestWalletSecretKey(name), info: { name } })
  const runtime = pageLoad()
  const adapter = await runtime.load('sui')
  await adapter.connect({ walletId: name })
  runtime.setActiveChain('sui')
  return { wallet, runtime, adapter }
}

describe('restoreNamespaces', () => {
  it('stores the connection and the active family, and the next page load takes both back without a prompt', async () => {
    const { wallet, adapter } = await connectFirst('Stored SUI')
    const stored = readNamespaceSessions(localStorage)
    expect(stored).toEqual({
      active: 'sui',
      sessions: [{ namespace: 'sui', walletId: 'Stored SUI', caipNetworkId: 'sui:localnet', accounts: adapter.getState().accounts }],
    })

    const next = pageLoad()
    wallet.setRejectRequests(['connect'])
    await restoreNamespaces(next, localStorage, 50)
    expect(next.adapters.sui?.getState()).toMatchObject({ status: 'connected', walletId: 'Stored SUI', accounts: adapter.getState().accounts })
    expect(next.activeChain).toBe('sui')
    // Once per runtime: StrictMode's second effect gets the same run.
    expect(restoreNamespaces(next, localStorage)).toBe(restoreNamespaces(next, localStorage))
  })

  it('forgets a connection the user ends, so the next page load restores nothing', async () => {
    const { adapter } = await connectFirst('Ended SUI')
    await adapter.disconnect()
    expect(localStorage.getItem(namespaceSessionsStorageKey)).toBeNull()
  })

  it('forgets a wallet that no longer grants the app an account, or did not appear in time', async () => {
    const { wallet } = await connectFirst('Revoked SUI')
    wallet.revoke()
    const next = pageLoad()
    await restoreNamespaces(next, localStorage, 50)
    expect(next.adapters.sui?.getState().status).toBe('disconnected')
    expect(next.activeChain).toBeUndefined()
    expect(localStorage.getItem(namespaceSessionsStorageKey)).toBeNull()

    localStorage.setItem(namespaceSessionsStorageKey, JSON.stringify({ sessions: [{ namespace: 'sui', walletId: 'Uninstalled SUI', accounts: [] }] }))
    const later = pageLoad()
    await restoreNamespaces(later, localStorage, 50)
    expect(later.adapters.sui?.getState().status).toBe('disconnected')
    expect(localStorage.getItem(namespaceSessionsStorageKey)).toBeNull()
  })

  it('waits for a wallet that registers after the page starts', async () => {
    // The wallet's Node side approved the site on an earlier visit; its page side injects late.
    const wallet = createSuiTestWallet({ secretKey: suiTestWalletSecretKey('Late SUI') })
    await wallet.request({ method: 'connect', params: { silent: false } })
    const accounts = [{ address: wallet.account.address, caipAddress: `sui:localnet:${wallet.account.address}` as const, namespace: 'sui' as const }]
    localStorage.setItem(
      namespaceSessionsStorageKey,
      JSON.stringify({ sessions: [{ namespace: 'sui', walletId: 'Late SUI', caipNetworkId: 'sui:localnet', accounts }] }),
    )
    const next = pageLoad()
    const restoring = restoreNamespaces(next, localStorage, 2_000)
    await new Promise((resolve) => setTimeout(resolve, 100))
    registerStandardWallet(createSuiTestWalletStandard({ bridge: (payload) => wallet.request(payload), info: createSuiTestWalletInfo({ name: 'Late SUI' }) }))
    await restoring
    expect(next.adapters.sui?.getState()).toMatchObject({ status: 'connected', walletId: 'Late SUI' })
  })

  it('drops sessions of families the app no longer configures and reads a malformed store as empty', async () => {
    await connectFirst('Dropped SUI')
    const next = pageLoad({ sui: false })
    await restoreNamespaces(next, localStorage, 50)
    expect(next.adapters.sui).toBeUndefined()
    expect(localStorage.getItem(namespaceSessionsStorageKey)).toBeNull()

    for (const malformed of [
      '{',
      '[]',
      JSON.stringify({ sessions: [{ namespace: 'sui', walletId: '', accounts: [] }] }),
      JSON.stringify({ sessions: [{ namespace: 'sui', walletId: 'x', accounts: [{ address: 1 }] }] }),
    ]) {
      localStorage.setItem(namespaceSessionsStorageKey, malformed)
      expect(readNamespaceSessions(localStorage)).toEqual({ sessions: [] })
    }
    const later = pageLoad()
    await restoreNamespaces(later, localStorage, 50)
    expect(later.adapters.sui).toBeUndefined()
  })
})
