// @vitest-environment node
/*
 * The cosmos adapter's restore against the Cosmos test wallet (window.keplr, in one process): a
 * fresh adapter (the next page load) takes back the connection on a chain the wallet allowed the
 * site, without a prompt even from a user who refuses everything, reads the key from the wallet
 * rather than the stored accounts, signs and follows account changes; a wallet that is gone, a
 * permission the user removed and refuses again, and a chain the wallet does not know stay
 * disconnected without throwing. Node's EventTarget stands in for `window`.
 */
import { verifyADR36Amino } from '@keplr-wallet/cosmos'
import { base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { cosmosHub, cosmosNetwork, osmosis } from '../../../src/chains/cosmosChains'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { cosmosTestWalletSeed, setupCosmosTestWallet } from '../../../test/cosmos/setupCosmosTestWallet'
import { createCosmosAdapter } from './cosmosAdapter'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'
import { restoreUnprompted } from '../../../test/namespaces/restoreUnprompted'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

const destroy = destroyAfterEach()

const local = cosmosNetwork({
  chainId: 'foyer-local-1',
  name: 'Cosmos Local',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  testnet: true,
})
const chains = [
  { chainId: 'foyer-local-1', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
]
const adapterFor = (networks = [local, osmosis]) => {
  const adapter = createCosmosAdapter({ networks })
  destroy.push(() => adapter.destroy())
  return adapter
}

describe('createCosmosAdapter restore', () => {
  it('takes back a chain the wallet allowed without a prompt, with the key the wallet answers; signs and follows account changes', async () => {
    const wallet = setupCosmosTestWallet({ seed: cosmosTestWalletSeed('restore'), chains })
    // The next page load: a user who would refuse any window still gets the connection back.
    const { session, next, restored } = await restoreUnprompted({
      wallet,
      first: adapterFor(),
      nextAdapter: adapterFor,
      walletId: 'keplr',
      caipNetworkId: osmosis.caipNetworkId,
    })
    expect(restored).toMatchObject({ status: 'connected', walletId: 'keplr', caipNetwork: osmosis })
    expect(restored.accounts).toEqual(session.accounts)
    const { bech32Address, pubKey } = wallet.keyOn('osmosis-1')
    const signature = await next.signMessage({ message: 'after a reload' })
    expect(verifyADR36Amino('osmo', bech32Address, 'after a reload', hex.decode(pubKey), base64.decode(signature))).toBe(true)

    wallet.changeAccount(cosmosTestWalletSeed('restore other'))
    await expect.poll(() => next.getState().accounts[0]?.address).toBe(wallet.keyOn('osmosis-1').bech32Address)
    expect(await next.restore!(session)).toBe(next.getState())
  })

  it('reads the key from the wallet: stored accounts that are malformed or another address are not taken', async () => {
    const wallet = setupCosmosTestWallet({ seed: cosmosTestWalletSeed('stored'), chains })
    await adapterFor().connect({ walletId: 'keplr' })
    const forged: NamespaceAccount[] = [
      { address: 'cosmos1notbech32', caipAddress: 'cosmos:foyer-local-1:cosmos1notbech32', namespace: 'cosmos' },
      { address: 'osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', caipAddress: 'cosmos:osmosis-1:osmo1x', namespace: 'cosmos' },
    ]
    // A network the app no longer has falls back to the default one.
    const restored = await adapterFor().restore!({ walletId: 'keplr', caipNetworkId: 'cosmos:juno-1', accounts: forged })
    expect(restored).toMatchObject({ status: 'connected', caipNetwork: local })
    expect(restored.accounts.map((account) => account.address)).toEqual([wallet.keyOn('foyer-local-1').bech32Address])
  })

  it('stays disconnected, without throwing, for a wallet that is gone, a removed permission the user refuses, or a chain the wallet does not know', async () => {
    const wallet = setupCosmosTestWallet({ seed: cosmosTestWalletSeed('removed'), chains })
    await adapterFor().connect({ walletId: 'keplr' })
    const session = { walletId: 'keplr', caipNetworkId: local.caipNetworkId, accounts: [] }

    expect(await adapterFor().restore!({ ...session, walletId: 'leap' })).toMatchObject({ status: 'disconnected', accounts: [] })

    // The user removed the site in Keplr, and says no when asked again.
    await wallet.request({ method: 'disable', params: {} })
    wallet.setRejectRequests(['enable'])
    const next = adapterFor()
    expect(await next.restore!(session)).toEqual({ status: 'disconnected', accounts: [], caipNetwork: local })
    await expect(next.signMessage({ message: 'x' })).rejects.toThrow('No Cosmos account is connected.')
    expect(wallet.enabled).toEqual([])

    wallet.setRejectRequests(false)
    expect(await adapterFor([cosmosHub]).restore!({ ...session, caipNetworkId: cosmosHub.caipNetworkId })).toMatchObject({
      status: 'disconnected',
      accounts: [],
    })
  })
})
