/*
 * Restoring a Bitcoin connection on page load (`restore`), in one process with the Bitcoin test
 * wallets. Wallet Standard: a wallet that approved the site (its Node side remembers the grant)
 * answers a silent `standard:connect` and is connected again, payment first, and signs; one that
 * did not stays disconnected; a wallet exposing its granted `accounts` is taken back from them
 * without a call; one with `bitcoin:connect` only (no silent form) is not asked. Request providers
 * (WBIP, Leather): never asked (`getAddresses` prompts); the stored accounts come back once checked
 * (payment first, addresses of the network, CAIP-10 of the same address) and signing goes to the
 * wallet, Leather's dialect included; malformed or foreign accounts, a provider gone from the page
 * and the WalletConnect wallet stay disconnected. `restore` never throws.
 */
import { base64 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinRegtest } from '../../../src/chains/bitcoinChains'
import { bitcoinMainnet } from '../../../src/chains/builtinNetworks'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { bitcoinRequestTestWalletInfo, installBitcoinRequestTestWalletProvider } from '../../../testing/bitcoin/bitcoinRequestProvider'
import { answerBitcoinRequest, type BitcoinRequestTestWalletRequest } from '../../../testing/bitcoin/bitcoinRequestTestWallet'
import { bitcoinTestWalletInfo } from '../../../testing/bitcoin/bitcoinTestWalletInfo'
import { installBitcoinTestWalletProvider } from '../../../testing/bitcoin/bitcoinTestWalletProvider'
import type { BitcoinTestWalletRequest } from '../../../testing/bitcoin/bitcoinTestWalletTypes'
import { createBitcoinTestWallet } from '../../../testing/bitcoin/createBitcoinTestWallet'
import { bitcoinTestWalletSeed } from '../../../testing/bitcoin/setupBitcoinTestWallet'
import { createBitcoinAdapter } from './bitcoinAdapter'
import { bitcoinAddressType } from './bitcoinRestore'
import { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../walletConnectBitcoinWalletName'

const scope = ((globalThis as { window?: unknown }).window ??= new EventTarget()) as Record<string, unknown>
const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:1' })
let cleanup: Array<() => void> = []
afterEach(() => {
  for (const run of cleanup) run()
  cleanup = []
  for (const key of ['wbip_providers', 'LeatherProvider', 'Restore']) delete scope[key]
})

/** An adapter as a fresh page load creates it. */
function freshAdapter(networks = [regtest]) {
  const adapter = createBitcoinAdapter({ networks })
  cleanup.push(() => adapter.destroy())
  return adapter
}

function standardWallet(name: string) {
  const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed(name) })
  const requests: BitcoinTestWalletRequest[] = []
  installBitcoinTestWalletProvider({
    bridge: (payload) => {
      requests.push(payload)
      return wallet.request(payload)
    },
    info: bitcoinTestWalletInfo({ name }),
  })
  return { wallet, requests }
}

let providers = 0
function requestWallet(name: string) {
  const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed(name) })
  const methods: string[] = []
  const id = `Restore.P${providers++}`
  installBitcoinRequestTestWalletProvider({
    bridge: (payload: BitcoinRequestTestWalletRequest) => {
      methods.push(payload.method)
      return answerBitcoinRequest(wallet, payload)
    },
    info: bitcoinRequestTestWalletInfo({ id, name }),
  })
  return { wallet, methods, id }
}

/** The accounts a connection stores, as the runtime keeps them. */
function stored(wallet: ReturnType<typeof createBitcoinTestWallet>, caipNetworkId: string = regtest.caipNetworkId): NamespaceAccount[] {
  const { payment, ordinals } = wallet.accounts
  return [
    {
      address: payment.address,
      caipAddress: `${caipNetworkId}:${payment.address}` as NamespaceAccount['caipAddress'],
      namespace: 'bip122',
      type: 'payment',
      publicKey: payment.publicKey,
      path: payment.derivationPath,
    },
    {
      address: ordinals.address,
      caipAddress: `${caipNetworkId}:${ordinals.address}` as NamespaceAccount['caipAddress'],
      namespace: 'bip122',
      type: 'ordinal',
      publicKey: ordinals.publicKey,
      path: ordinals.derivationPath,
    },
  ]
}

describe('createBitcoinAdapter restore: Wallet Standard wallets', () => {
  it('a wallet that approved the site answers a silent standard:connect: connected, payment first, and signs', async () => {
    const { wallet, requests } = standardWallet('Approved BTC')
    await wallet.request({ method: 'connect', params: { purposes: ['payment', 'ordinals'] } })
    const adapter = freshAdapter()
    const state = await adapter.restore!({ walletId: 'Approved BTC', caipNetworkId: regtest.caipNetworkId, accounts: stored(wallet) })
    expect(state).toMatchObject({ status: 'connected', walletId: 'Approved BTC', caipNetwork: { caipNetworkId: regtest.caipNetworkId } })
    expect(state.accounts).toEqual(stored(wallet))
    expect(requests).toEqual([{ method: 'connect', params: { purposes: ['payment', 'ordinals'], silent: true } }])
    const signature = await adapter.signMessage({ message: 'restored' })
    expect(Verifier.verifySignature(wallet.accounts.payment.address, 'restored', signature)).toBe(true)
  })

  it('a wallet that did not approve the site answers no account: disconnected, no throw, nothing shown; connect still works', async () => {
    const { wallet, requests } = standardWallet('Unapproved BTC')
    wallet.setRejectRequests(true)
    const adapter = freshAdapter()
    const state = await adapter.restore!({ walletId: 'Unapproved BTC', accounts: stored(wallet) })
    expect(state).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(requests.map((request) => request.method === 'connect' && request.params.silent)).toEqual([true])
    expect(wallet.connected).toBe(false)
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'Unapproved BTC' })).status).toBe('connected')
  })

  it('a wallet exposing its granted accounts is restored from them without a call; one with bitcoin:connect only is not asked', async () => {
    const source = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('exposed') })
    const calls: string[] = []
    const account = (entry: { address: string; publicKey: string }, purpose: string): WalletAccount =>
      Object.assign(
        { address: entry.address, publicKey: Uint8Array.from(Buffer.from(entry.publicKey, 'hex')), chains: ['bitcoin:regtest'] as const, features: [] },
        { purpose },
      )
    const wallet = (name: string, accounts: WalletAccount[]): Wallet => ({
      version: '1.0.0',
      name,
      icon: bitcoinTestWalletInfo().icon as Wallet['icon'],
      chains: ['bitcoin:regtest'],
      accounts,
      features: {
        'bitcoin:connect': {
          version: '1.0.0',
          connect: async () => {
            calls.push(name)
            return { accounts }
          },
        },
      },
    })
    // The wallet lists the ordinal account first; the connection still has the payment one first.
    cleanup.push(getWallets().register(wallet('Exposed BTC', [account(source.accounts.ordinals, 'ordinals'), account(source.accounts.payment, 'payment')])))
    cleanup.push(getWallets().register(wallet('Prompt Only BTC', [])))
    const adapter = freshAdapter()
    const state = await adapter.restore!({ walletId: 'Exposed BTC', accounts: [] })
    expect(state.accounts.map(({ address, type }) => [address, type])).toEqual([
      [source.accounts.payment.address, 'payment'],
      [source.accounts.ordinals.address, 'ordinal'],
    ])
    await adapter.disconnect()
    expect((await adapter.restore!({ walletId: 'Prompt Only BTC', accounts: stored(source) })).status).toBe('disconnected')
    expect(calls).toEqual([])
  })

  it('an approved wallet on none of the app networks, an unknown wallet and the WalletConnect wallet stay disconnected', async () => {
    const { wallet } = standardWallet('Regtest BTC')
    await wallet.request({ method: 'connect', params: { purposes: ['payment'] } })
    await expect(freshAdapter([bitcoinMainnet]).restore!({ walletId: 'Regtest BTC', accounts: stored(wallet) })).resolves.toMatchObject({
      status: 'disconnected',
    })
    await expect(freshAdapter().restore!({ walletId: 'Gone BTC', accounts: stored(wallet) })).resolves.toMatchObject({ status: 'disconnected' })
    const walletConnect = standardWallet(WALLETCONNECT_BITCOIN_WALLET_NAME)
    await walletConnect.wallet.request({ method: 'connect', params: { purposes: ['payment'] } })
    await expect(freshAdapter().restore!({ walletId: WALLETCONNECT_BITCOIN_WALLET_NAME, accounts: stored(walletConnect.wallet) })).resolves.toMatchObject({
      status: 'disconnected',
    })
    expect(walletConnect.requests).toEqual([])
  })
})

describe('createBitcoinAdapter restore: request providers', () => {
  it('the stored accounts come back without asking the wallet; signing goes to the wallet', async () => {
    const { wallet, methods } = requestWallet('Stored Req BTC')
    // Connected in an earlier page load (getAddresses was answered then).
    await wallet.request({ method: 'connect', params: { purposes: ['payment', 'ordinals'] } })
    const adapter = freshAdapter()
    const state = await adapter.restore!({ walletId: 'Stored Req BTC', caipNetworkId: regtest.caipNetworkId, accounts: stored(wallet) })
    expect(state).toMatchObject({ status: 'connected', walletId: 'Stored Req BTC', caipNetwork: { caipNetworkId: regtest.caipNetworkId } })
    expect(state.accounts).toEqual(stored(wallet))
    expect(methods).toEqual([])
    const signature = await adapter.signMessage({ message: 'restored request' })
    expect(Verifier.verifySignature(wallet.accounts.payment.address, 'restored request', signature)).toBe(true)
    expect(methods).toEqual(['signMessage'])
  })

  it('malformed or foreign stored accounts, and a provider gone from the page, leave it disconnected without asking', async () => {
    const { wallet, methods, id } = requestWallet('Checked Req BTC')
    const [payment, ordinal] = stored(wallet) as [NamespaceAccount, NamespaceAccount]
    const other = stored(createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('other') }))[0] as NamespaceAccount
    const mainnet = stored(createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('main'), network: 'mainnet' }), bitcoinMainnet.caipNetworkId)
    const malformed: NamespaceAccount[][] = [
      [],
      [ordinal, payment],
      [ordinal],
      [payment, ordinal, ordinal],
      [payment, payment],
      [{ ...payment, namespace: 'solana' }],
      [{ ...payment, caipAddress: other.caipAddress }],
      [{ ...payment, address: 'bcrt1qnotanaddress' }],
      [{ ...payment, publicKey: 'zz' }],
      [{ ...payment, type: 'eoa' }],
      // Well formed, but mainnet addresses: none of this app's (regtest) networks.
      mainnet,
    ]
    const adapter = freshAdapter()
    for (const accounts of malformed) {
      await expect(adapter.restore!({ walletId: 'Checked Req BTC', caipNetworkId: regtest.caipNetworkId, accounts })).resolves.toMatchObject({
        status: 'disconnected',
        accounts: [],
      })
    }
    // The provider is no longer injected: nothing to restore.
    delete (scope.Restore as Record<string, unknown>)[id.split('.')[1] as string]
    await expect(freshAdapter().restore!({ walletId: 'Checked Req BTC', accounts: [payment, ordinal] })).resolves.toMatchObject({ status: 'disconnected' })
    expect(methods).toEqual([])
    // A payment account alone is a connection.
    requestWallet('Payment Only Req BTC')
    expect((await freshAdapter().restore!({ walletId: 'Payment Only Req BTC', accounts: [payment] })).accounts).toEqual([payment])
  })

  it("Leather's dialect: restored accounts sign with the payment type their address has", async () => {
    const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('leather restore') })
    await wallet.request({ method: 'connect', params: { purposes: ['payment', 'ordinals'] } })
    const calls: Array<[string, unknown]> = []
    scope.LeatherProvider = {
      async request(method: string, params: { message: string; paymentType: string }) {
        calls.push([method, params])
        const address = params.paymentType === 'p2tr' ? wallet.accounts.ordinals.address : wallet.accounts.payment.address
        const answer = await wallet.request({ method: 'signMessage', params: { address, message: base64.encode(new TextEncoder().encode(params.message)) } })
        if ('error' in answer) throw { jsonrpc: '2.0', id: '1', error: answer.error }
        return { jsonrpc: '2.0', id: '1', result: { signature: (answer.result as { signature: string }).signature, address } }
      },
    }
    const adapter = freshAdapter()
    expect((await adapter.restore!({ walletId: 'Leather', accounts: stored(wallet) })).status).toBe('connected')
    const signature = await adapter.signMessage({ message: 'Leather again' })
    expect(Verifier.verifySignature(wallet.accounts.payment.address, 'Leather again', signature)).toBe(true)
    expect(calls).toEqual([['signMessage', { message: 'Leather again', paymentType: 'p2wpkh' }]])
  })

  it('reads the script type from an address prefix', () => {
    const { payment, ordinals } = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('types'), network: 'mainnet' }).accounts
    expect([bitcoinAddressType(payment.address), bitcoinAddressType(ordinals.address)]).toEqual(['p2wpkh', 'p2tr'])
    expect(bitcoinAddressType('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3')).toBe('p2wsh')
    expect(bitcoinAddressType('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeUndefined()
  })
})
