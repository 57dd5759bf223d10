// @vitest-environment jsdom
/*
 * The runtime's cheap listing of a family's wallets (`discover`), with the Solana plugin and the
 * Solana test wallet in this process: the wallets show from the directory with no adapter loaded;
 * the adapter's list takes over once it loads (the same rows), and the directory stops; a directory
 * that fails to load lists nothing, never rejects, and is tried again; a plugin without a directory
 * lists its wallets by loading its adapter.
 */
import { Keypair } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { solana } from '../../connectors/namespaces/solana/solana'
import { solanaLocalnet } from '../../src/chains/solanaChains'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import type { FoyerSolana } from '../../src/config/foyerSolana'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../testing/solana/solanaTestWalletProvider'
import { destroyAfterEach } from '../../test/namespaces/destroyAfterEach'
import { namespaceRuntime, type NamespaceRuntime } from './namespaceRuntime'

const destroy = destroyAfterEach()
const wallet = createSolanaTestWallet({ keypair: Keypair.generate() })
installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createSolanaTestWalletInfo({ name: 'Listed Wallet' }), emitHook: false })

function runtimeOf(plugin: FoyerSolana = solana({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })] })): NamespaceRuntime {
  const runtime = namespaceRuntime(createFoyerConfig({ projectId: 'p', development: false, solana: plugin }))
  destroy.push(() => (runtime.adapters.solana as { destroy?: () => void } | undefined)?.destroy?.())
  return runtime
}
const listedIds = (runtime: NamespaceRuntime) => runtime.getSnapshot().entries[0]?.wallets.map((entry) => entry.id)

describe('namespaceRuntime.discover', () => {
  it("lists the family's wallets from its directory without loading the adapter, which takes over with the same rows", async () => {
    const plugin = solana({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })] })
    const loadAdapter = vi.fn(plugin.loadAdapter)
    const runtime = runtimeOf({ ...plugin, loadAdapter })
    const changes = vi.fn()
    runtime.subscribe(changes)
    await runtime.discover('solana')
    expect(loadAdapter).not.toHaveBeenCalled()
    expect(runtime.adapters.solana).toBeUndefined()
    expect(listedIds(runtime)).toEqual(['Listed Wallet'])
    expect(changes).toHaveBeenCalled()
    const fromDirectory = runtime.getSnapshot().entries[0]?.wallets

    await runtime.load('solana')
    expect(runtime.getSnapshot().entries[0]?.wallets).toEqual(fromDirectory)
    // A second discovery after the adapter changes nothing.
    await runtime.discover('solana')
    expect(runtime.getSnapshot().entries[0]?.wallets).toBe(runtime.adapters.solana?.getWallets())
  })

  it('a directory that fails to load lists nothing and never rejects; the next call tries again', async () => {
    const plugin = solana({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })] })
    const real = plugin.loadWalletDirectory!
    const loadWalletDirectory = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockImplementation(real)
    const runtime = runtimeOf({ ...plugin, loadWalletDirectory })
    await expect(runtime.discover('solana')).resolves.toBeUndefined()
    expect(listedIds(runtime)).toEqual([])
    await runtime.discover('solana')
    expect(loadWalletDirectory).toHaveBeenCalledTimes(2)
    expect(listedIds(runtime)).toEqual(['Listed Wallet'])
  })

  it('a plugin without a directory lists its wallets through its adapter', async () => {
    const runtime = runtimeOf({ ...solana({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })] }), loadWalletDirectory: undefined })
    await runtime.discover('solana')
    expect(runtime.adapters.solana).toBeDefined()
    expect(listedIds(runtime)).toEqual(['Listed Wallet'])
  })
})
