/*
 * Restoring a Sui connection on a new page load: a fresh adapter (the page after a reload) takes
 * back an approved wallet with a silent connect, on the stored network; an unapproved or unknown
 * wallet stays disconnected without a prompt or an error.
 */
import { describe, expect, it } from 'vitest'
import { suiLocalnet, suiTestnet } from '../../../src/chains/suiChains'
import { setupSuiTestWallet, suiTestWalletSecretKey } from '../../../test/sui/setupSuiTestWallet'
import { createSuiAdapter } from './suiAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

const destroy = destroyAfterEach()

function adapterOnce() {
  const adapter = createSuiAdapter({ networks: [suiLocalnet(), suiTestnet] })
  destroy.push(() => adapter.destroy())
  return adapter
}

describe('createSuiAdapter restore', () => {
  it('takes back an approved wallet silently, on the stored network, and it signs', async () => {
    const wallet = setupSuiTestWallet({ secretKey: suiTestWalletSecretKey('restore approved'), info: { name: 'Restore SUI' } })
    const first = adapterOnce()
    await first.connect({ walletId: 'Restore SUI', caipNetworkId: 'sui:testnet' })
    const stored = first.getState()

    const reloaded = adapterOnce()
    const statuses = recordStatuses(reloaded)
    // Any prompt would be refused: a restore that asked the user would come back disconnected.
    wallet.setRejectRequests(['connect'])
    const state = await reloaded.restore?.({ walletId: 'Restore SUI', caipNetworkId: 'sui:testnet', accounts: stored.accounts })
    expect(state).toEqual(stored)
    expect(statuses).toEqual(['connecting', 'connected'])
    wallet.setRejectRequests(false)
    await expect(reloaded.signMessage({ message: 'still here' })).resolves.toMatch(/^[A-Za-z0-9+/]+=*$/)
  })

  it('stays disconnected, without an error, for a wallet that was never approved or is not installed', async () => {
    setupSuiTestWallet({ secretKey: suiTestWalletSecretKey('restore unapproved'), info: { name: 'Unapproved SUI' } })
    const adapter = adapterOnce()
    const state = await adapter.restore?.({ walletId: 'Unapproved SUI', accounts: [] })
    expect(state).toMatchObject({ status: 'disconnected', accounts: [] })
    await expect(adapter.restore?.({ walletId: 'Not installed', accounts: [] })).resolves.toMatchObject({ status: 'disconnected' })
  })

  it('falls back to a network the app still has when the stored one is gone', async () => {
    setupSuiTestWallet({ secretKey: suiTestWalletSecretKey('restore network'), info: { name: 'Network SUI' } })
    const first = adapterOnce()
    await first.connect({ walletId: 'Network SUI' })
    const reloaded = adapterOnce()
    const state = await reloaded.restore?.({ walletId: 'Network SUI', caipNetworkId: 'sui:devnet', accounts: first.getState().accounts })
    expect(state).toMatchObject({ status: 'connected', caipNetwork: { caipNetworkId: 'sui:localnet' } })
  })
})
