// @vitest-environment node
/*
 * The polkadot adapter's restore against the Polkadot test extension (window.injectedWeb3, in one
 * process): a fresh adapter (the next page load) takes back the connection of an app the extension
 * allowed, without a prompt even from a user who refuses everything, and reads the accounts from the
 * extension rather than the stored ones; an unknown extension, a site the user revoked and refuses
 * again, and accounts on none of the app's networks stay disconnected without throwing. Node's
 * EventTarget stands in for `window`.
 */
import { hex } from '@scure/base'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { kusama, polkadotMainnet, polkadotNetwork, westend } from '../../../src/chains/polkadotChains'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { polkadotTestWalletSeed, setupPolkadotTestWallet } from '../../../test/polkadot/setupPolkadotTestWallet'
import { createPolkadotAdapter } from './polkadotAdapter'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'
import { restoreUnprompted } from '../../../test/namespaces/restoreUnprompted'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

const destroy = destroyAfterEach()

const local = polkadotNetwork({ genesisHash: westend.genesisHash, name: 'Westend Local', ss58Prefix: 42, symbol: 'WND', decimals: 12, testnet: true })
const adapterFor = (networks = [local, polkadotMainnet]) => {
  const adapter = createPolkadotAdapter({ networks, appName: 'Foyer restore tests' })
  destroy.push(() => adapter.destroy())
  return adapter
}

describe('createPolkadotAdapter restore', () => {
  it('takes back an allowed app without a prompt, on the stored network, with the accounts the extension answers; signing works', async () => {
    const wallet = setupPolkadotTestWallet({ key: 'restore-dot', seed: polkadotTestWalletSeed('restore-dot') })
    // The next page load: a user who would refuse any window still gets the connection back.
    const { session, next, restored } = await restoreUnprompted({
      wallet,
      first: adapterFor(),
      nextAdapter: adapterFor,
      walletId: 'restore-dot',
      caipNetworkId: polkadotMainnet.caipNetworkId,
    })
    const onPolkadot = encodeAddress(hex.decode(wallet.account.publicKey.slice(2)), 0)
    expect(restored).toMatchObject({ status: 'connected', walletId: 'restore-dot', caipNetwork: polkadotMainnet })
    expect(restored.accounts).toEqual(session.accounts)
    expect(restored.accounts[0]?.address).toBe(onPolkadot)
    const signature = await next.signMessage({ message: 'after a reload' })
    expect(signatureVerify('<Bytes>after a reload</Bytes>', signature, wallet.account.address).isValid).toBe(true)

    // Restoring again while connected asks nothing.
    expect(await next.restore!(session)).toBe(next.getState())
  })

  it('reads the accounts from the extension: stored ones that are malformed or another key are not taken', async () => {
    const wallet = setupPolkadotTestWallet({ key: 'stored-dot', seed: polkadotTestWalletSeed('stored-dot') })
    await adapterFor().connect({ walletId: 'stored-dot' })
    const forged: NamespaceAccount[] = [
      { address: 'not-ss58', caipAddress: `${local.caipNetworkId}:not-ss58`, namespace: 'polkadot' },
      { address: encodeAddress(new Uint8Array(32).fill(9), 42), caipAddress: `${local.caipNetworkId}:x`, namespace: 'polkadot', type: 'eoa' },
    ]
    // A network the app no longer has falls back to the default one.
    const restored = await adapterFor().restore!({ walletId: 'stored-dot', caipNetworkId: 'polkadot:00000000000000000000000000000000', accounts: forged })
    expect(restored).toMatchObject({ status: 'connected', caipNetwork: local })
    expect(restored.accounts.map((account) => account.address)).toEqual([wallet.account.address])
  })

  it('stays disconnected, without throwing, for an extension that is gone, a revoked site the user refuses, or accounts on none of the networks', async () => {
    const wallet = setupPolkadotTestWallet({ key: 'revoked-dot', seed: polkadotTestWalletSeed('revoked-dot') })
    await adapterFor().connect({ walletId: 'revoked-dot' })
    const session = { walletId: 'revoked-dot', caipNetworkId: local.caipNetworkId, accounts: [] }

    expect(await adapterFor().restore!({ ...session, walletId: 'uninstalled' })).toMatchObject({ status: 'disconnected', accounts: [] })

    wallet.revoke()
    wallet.setRejectRequests(['enable'])
    const next = adapterFor()
    expect(await next.restore!(session)).toEqual({ status: 'disconnected', accounts: [], caipNetwork: local })
    await expect(next.signMessage({ message: 'x' })).rejects.toThrow('No Polkadot account is connected.')

    // An account bound to Kusama, for an app without Kusama.
    setupPolkadotTestWallet({ key: 'kusama-only', seed: polkadotTestWalletSeed('kusama-only'), genesisHash: kusama.genesisHash })
    expect(await adapterFor([local]).restore!({ ...session, walletId: 'kusama-only' })).toMatchObject({ status: 'disconnected', accounts: [] })
  })
})
