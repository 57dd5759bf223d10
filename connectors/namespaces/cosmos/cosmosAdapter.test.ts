// @vitest-environment node
/*
 * The cosmos adapter against the Cosmos test wallet (window.keplr, in one process) and the LCD
 * fixture over real HTTP: discovery, the account in the network's bech32 format (type eoa, public
 * key), 'Connection rejected' and a retry, a chain the wallet has no info for ('The connector does
 * not support any of the requested chains'), an ADR-036 signature verified with
 * @keplr-wallet/cosmos, a refused signature, the account switch (keplr_keystorechange), the bank
 * balance (paged), balances unavailable without an endpoint or with a failing one, and disconnect.
 * Node's EventTarget stands in for `window`.
 */
import { verifyADR36Amino } from '@keplr-wallet/cosmos'
import { base64, hex } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cosmosHub, cosmosNetwork, osmosis } from '../../../src/chains/cosmosChains'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { NamespaceBalanceUnavailableError } from '../../../src/errors/namespaceBalanceErrors'
import { ConnectorChainsUnsupportedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import { startCosmosLcdFixture, type RunningCosmosLcdFixture } from '../../../test/cosmos/cosmosLcdFixture'
import { cosmosTestWalletSeed, setupCosmosTestWallet } from '../../../test/cosmos/setupCosmosTestWallet'
import { createCosmosAdapter } from './cosmosAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

let lcd: RunningCosmosLcdFixture
const destroy = destroyAfterEach()
beforeAll(async () => {
  // Two coins a page, so a balance behind other denominations needs the next page.
  lcd = await startCosmosLcdFixture({ pageSize: 2 })
})
afterAll(() => lcd.stop())

const local = (restUrl?: string) =>
  cosmosNetwork({ chainId: 'foyer-local-1', name: 'Cosmos Local', bech32Prefix: 'cosmos', denom: 'uatom', symbol: 'ATOM', decimals: 6, restUrl, testnet: true })
const chains = [
  { chainId: 'foyer-local-1', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
]

function setup(label: string, networks = [local(lcd.url), osmosis]) {
  const wallet = setupCosmosTestWallet({ seed: cosmosTestWalletSeed(label), chains })
  const adapter = createCosmosAdapter({ networks })
  destroy.push(() => adapter.destroy())
  return { wallet, adapter }
}

describe('createCosmosAdapter', () => {
  it("lists Keplr and connects its key on the chain, in the chain's bech32 format, type eoa", async () => {
    const { wallet, adapter } = setup('conn')
    expect(adapter.getWallets()).toEqual([{ id: 'keplr', name: 'Keplr', namespace: 'cosmos', chains: [] }])
    const statuses = recordStatuses(adapter)
    const state = await adapter.connect({ walletId: 'keplr' })
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(wallet.enabled).toEqual(['foyer-local-1'])
    const key = wallet.keyOn('foyer-local-1')
    expect(key.bech32Address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(state).toMatchObject({ status: 'connected', walletId: 'keplr', caipNetwork: adapter.networks[0] })
    expect(state.accounts).toEqual([
      { address: key.bech32Address, caipAddress: `cosmos:foyer-local-1:${key.bech32Address}`, namespace: 'cosmos', type: 'eoa', publicKey: key.pubKey },
    ])

    // Osmosis writes the same key with its own prefix, once the chain is allowed too.
    await adapter.switchNetwork(osmosis.caipNetworkId)
    expect(adapter.getState().accounts[0]?.address).toBe(wallet.keyOn('osmosis-1').bech32Address)
    expect(adapter.getState().accounts[0]?.address).toMatch(/^osmo1/)
    expect(wallet.enabled).toEqual(['foyer-local-1', 'osmosis-1'])

    // The user picking another key in the wallet: the adapter follows keplr_keystorechange.
    wallet.changeAccount(cosmosTestWalletSeed('other'))
    await expect.poll(() => adapter.getState().accounts[0]?.address).toBe(wallet.keyOn('osmosis-1').bech32Address)
    expect(wallet.keyOn('osmosis-1').bech32Address).not.toBe(key.bech32Address.replace('cosmos', 'osmo'))

    await adapter.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    // Keplr forgets the app's permission for the chain.
    expect(wallet.enabled).toEqual(['foyer-local-1'])
    await expect(adapter.signMessage({ message: 'after' })).rejects.toThrow('No Cosmos account is connected.')
  })

  it('a refusal in the wallet is Connection rejected, and a retry connects', async () => {
    const { wallet, adapter } = setup('rej')
    wallet.setRejectRequests(['enable'])
    const error = await adapter.connect({ walletId: 'keplr' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(((error as Error).cause as Error).message).toBe('Request rejected')
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'keplr' })).status).toBe('connected')
  })

  it('a chain the wallet has no info for is not supported by the connector', async () => {
    const { wallet, adapter } = setup('hub', [cosmosHub])
    const error = await adapter.connect({ walletId: 'keplr' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect((error as ConnectorChainsUnsupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(wallet.enabled).toEqual([])
  })

  it('signs ADR-036 with signArbitrary, verified by @keplr-wallet/cosmos; a refusal is SignMessageError, rejected', async () => {
    const { wallet, adapter } = setup('sign')
    await adapter.connect({ walletId: 'keplr' })
    const { bech32Address, pubKey } = wallet.keyOn('foyer-local-1')
    const message = 'Sign in to Foyer & <friends>'
    const signature = await adapter.signMessage({ message })
    expect(base64.decode(signature)).toHaveLength(64)
    expect(verifyADR36Amino('cosmos', bech32Address, message, hex.decode(pubKey), base64.decode(signature))).toBe(true)
    expect(verifyADR36Amino('cosmos', bech32Address, 'another message', hex.decode(pubKey), base64.decode(signature))).toBe(false)

    wallet.setRejectRequests(['signArbitrary'])
    const refused = await adapter.signMessage({ message }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SignMessageError)
    expect(refused).toMatchObject({ shortMessage: 'Error signing message', rejected: true })
    expect(((refused as Error).cause as Error).message).toBe('Request rejected')
  })

  it('reads the bank balance over the LCD API, page by page; unavailable without an endpoint or when it fails', async () => {
    const { wallet, adapter } = setup('bal')
    await adapter.connect({ walletId: 'keplr' })
    const address = wallet.keyOn('foyer-local-1').bech32Address
    expect(await adapter.getBalance({ address })).toEqual({ value: 0n, decimals: 6, symbol: 'ATOM' })
    // Denominations before `uatom` fill the first page.
    lcd.setBalance(address, 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2', 5n)
    lcd.setBalance(address, 'uatest', 7n)
    lcd.setBalance(address, 'uatom', 12_345_678n)
    expect(await adapter.getBalance({ address })).toEqual({ value: 12_345_678n, decimals: 6, symbol: 'ATOM' })
    expect(lcd.requests.at(-1)).toMatch(/^\/cosmos\/bank\/v1beta1\/balances\/cosmos1\w+\?pagination\.key=/)

    const offline = setup('off', [local(undefined)])
    await offline.adapter.connect({ walletId: 'keplr' })
    const unavailable = await offline.adapter.getBalance({ address }).catch((e: unknown) => e)
    expect(unavailable).toBeInstanceOf(NamespaceBalanceUnavailableError)
    expect(unavailable).toMatchObject({ reason: 'notConfigured', shortMessage: 'Token Balance Unavailable' })

    // The fixture refuses an address that is not bech32, as a node does.
    await expect(adapter.getBalance({ address: 'not-an-address' })).rejects.toMatchObject({ reason: 'request' })
  })
})
