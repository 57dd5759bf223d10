/*
 * Bitcoin over the modal's WalletConnect pairing, below the browser: a dapp-side sign client behind a
 * stand-in for the EthereumProvider's universal provider (the part wagmi's connector calls), the
 * local relay, the wallet-side driver holding a Bitcoin test key in Node (its `bitcoin` option), the
 * real Bitcoin adapter and the Esplora fixture. Bitcoin alone: the proposal asks for bip122 beside
 * eip155 (and solana, in an app with both), the adapter connects the payment and the ordinal
 * account, a BIP-322 signature verifies with bip322-js, a send is signed over signPsbt and accepted
 * by the fixture, Disconnect ends the session. EVM and Bitcoin: both connect; Bitcoin's Disconnect
 * leaves EVM's session. A refusal stays wagmi's error; a refused signature is 'Error signing
 * message'; the phone ending the session disconnects the adapter.
 */
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEsploraFixture, type RunningEsploraFixture } from '../../../test/bitcoin/esploraFixture'
import { bitcoinRegtest } from '../../../src/chains/bitcoinChains'
import { solanaMainnet } from '../../../src/chains/builtinNetworks'
import type { NamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import { bitcoinTestWalletSeed } from '../../../testing/bitcoin/setupBitcoinTestWallet'
import { bip122ChainIds } from '../../../testing/walletconnect/bitcoinWalletRequests'
import { startLocalRelay, type LocalRelay } from '../../../testing/walletconnect/localRelay'
import {
  createStandInProvider,
  evmNamespace,
  startDappClient,
  stopDappClient,
  until,
  type DappClient,
  type StandInProvider,
} from '../../../test/namespaces/walletConnectStandIn'
import { createWalletDriver, type WalletDriver } from '../../../testing/walletconnect/walletDriver'
import { createBitcoinAdapter } from './bitcoinAdapter'
import { solanaWalletConnectFamily } from '../solana/solanaWalletConnectPairing'
import { bitcoinWalletConnectFamily, pairNamespacesOverWalletConnect, WALLETCONNECT_BITCOIN_WALLET_NAME } from './walletConnectBitcoin'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

// Anvil's first account; the driver only signs EVM requests with it, nothing reaches a chain here.
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
let relay: LocalRelay
let esplora: RunningEsploraFixture
let dapp: DappClient
let driver: WalletDriver
let regtest: ReturnType<typeof bitcoinRegtest>
let approveOnly: ('eip155' | 'bip122')[] = ['bip122']

const standInProvider = () => createStandInProvider(dapp, (uri) => driver.approve(uri, { only: approveOnly }))

/** wagmi's connect as its connector behaves: it pairs, then fails when the session has no eip155 account. */
const connectEvmOf = (provider: StandInProvider) => async () => {
  await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
  if (!provider.session?.namespaces.eip155?.accounts.length) throw new Error('Provider not found for namespace eip155')
}

beforeAll(async () => {
  relay = await startLocalRelay()
  esplora = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
  regtest = bitcoinRegtest({ esploraUrl: esplora.url })
  dapp = await startDappClient(relay.url, 'foyer-test-dapp-bitcoin-pairing')
  driver = await createWalletDriver({
    relayUrl: relay.url,
    privateKey,
    chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    storagePrefix: 'foyer-test-bitcoin-wallet',
    bitcoin: { seed: bitcoinTestWalletSeed('walletconnect pairing'), network: 'regtest' },
  })
}, 60_000)

afterAll(async () => {
  await driver?.close()
  await stopDappClient(dapp)
  await esplora?.stop()
  await relay?.close()
})

describe('Bitcoin over the modal’s WalletConnect pairing', () => {
  it('Bitcoin alone: bip122 proposed, payment and ordinal accounts, a verified BIP-322 signature, a send over signPsbt, Disconnect ends the session', async () => {
    const { payment, ordinals } = driver.bitcoin!.accounts
    const adapter = createBitcoinAdapter({ networks: [regtest] })
    const provider = standInProvider()
    approveOnly = ['bip122']
    const result = await pairNamespacesOverWalletConnect({
      provider,
      families: [{ family: bitcoinWalletConnectFamily, adapter }],
      evmUsesSession: () => false,
      connectEvm: connectEvmOf(provider),
    })
    expect(result).toEqual({ evm: false, connected: ['bip122'] })
    expect(driver.lastProposal?.optionalNamespaces).toEqual({
      eip155: evmNamespace,
      bip122: {
        chains: [bip122ChainIds.regtest],
        methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
        events: ['bip122_addressesChanged'],
      },
    })
    const state = adapter.getState()
    expect(state).toMatchObject({ status: 'connected', walletId: WALLETCONNECT_BITCOIN_WALLET_NAME, caipNetwork: { caipNetworkId: bip122ChainIds.regtest } })
    expect(state.accounts.map(({ address, type, path }) => ({ address, type, path }))).toEqual([
      { address: payment.address, type: 'payment', path: payment.derivationPath },
      { address: ordinals.address, type: 'ordinal', path: ordinals.derivationPath },
    ])

    const signature = await adapter.signMessage({ message: 'Hello over WalletConnect' })
    expect(Verifier.verifySignature(payment.address, 'Hello over WalletConnect', signature)).toBe(true)
    expect(Verifier.verifySignature(payment.address, 'Another message', signature)).toBe(false)

    esplora.fund(payment.address, 1_000_000n)
    const receiver = ordinals.address
    await adapter.sendToken({ to: receiver, amount: 250_000n })
    expect(esplora.broadcasts).toHaveLength(1)
    expect(driver.requests.filter(({ chainId }) => chainId.startsWith('bip122:')).map(({ method, chainId, ok }) => [method, chainId, ok])).toEqual([
      ['getAccountAddresses', bip122ChainIds.regtest, true],
      ['signMessage', bip122ChainIds.regtest, true],
      ['signPsbt', bip122ChainIds.regtest, true],
    ])

    await adapter.disconnect()
    expect(adapter.getState().status).toBe('disconnected')
    expect(provider.session).toBeUndefined()
    await until(() => driver.client.session.getAll().length === 0)
    expect(adapter.getWallets().some((wallet) => wallet.id === WALLETCONNECT_BITCOIN_WALLET_NAME)).toBe(false)
    adapter.destroy()
  }, 60_000)

  it("EVM and Bitcoin: both connect; Bitcoin's Disconnect leaves EVM's session, wagmi's Disconnect ends Bitcoin; a refused signature is 'Error signing message'", async () => {
    const adapter = createBitcoinAdapter({ networks: [regtest] })
    const provider = standInProvider()
    approveOnly = ['eip155', 'bip122']
    let evm = true
    const result = await pairNamespacesOverWalletConnect({
      provider,
      families: [{ family: bitcoinWalletConnectFamily, adapter }],
      evmUsesSession: () => evm,
      connectEvm: connectEvmOf(provider),
    })
    expect(result).toEqual({ evm: true, connected: ['bip122'] })
    expect(provider.session?.namespaces.eip155?.accounts).toHaveLength(1)

    driver.bitcoin!.setRejectRequests(['signMessage'])
    const refused = await adapter.signMessage({ message: 'No' }).catch((error: unknown) => error)
    driver.bitcoin!.setRejectRequests(false)
    expect(refused).toMatchObject({ shortMessage: 'Error signing message', rejected: true })

    await adapter.disconnect()
    expect(adapter.getState().status).toBe('disconnected')
    expect(provider.session).toBeDefined()
    expect(driver.client.session.getAll()).toHaveLength(1)
    const again = await pairNamespacesOverWalletConnect({
      provider,
      families: [{ family: bitcoinWalletConnectFamily, adapter }],
      evmUsesSession: () => evm,
      connectEvm: async () => undefined,
    })
    expect(again.connected).toEqual(['bip122'])
    evm = false
    await provider.disconnect()
    await until(() => adapter.getState().status === 'disconnected')
    adapter.destroy()
  }, 60_000)

  it('with Solana too: one proposal asks for both; a Bitcoin-only approval connects Bitcoin alone; the phone ending the session disconnects it', async () => {
    const adapter = createBitcoinAdapter({ networks: [regtest] })
    const solana = { networks: [solanaMainnet], connect: async () => undefined } as unknown as NamespaceAdapter
    const provider = standInProvider()
    approveOnly = ['bip122']
    const families = [
      { family: solanaWalletConnectFamily, adapter: solana },
      { family: bitcoinWalletConnectFamily, adapter },
    ]
    expect(await pairNamespacesOverWalletConnect({ provider, families, evmUsesSession: () => false, connectEvm: connectEvmOf(provider) })).toEqual({
      evm: false,
      connected: ['bip122'],
    })
    expect(Object.keys(driver.lastProposal?.optionalNamespaces ?? {}).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(adapter.getState().status).toBe('connected')

    await driver.disconnect()
    await until(() => adapter.getState().status === 'disconnected')
    expect(adapter.getWallets().some((wallet) => wallet.id === WALLETCONNECT_BITCOIN_WALLET_NAME)).toBe(false)
    adapter.destroy()
  }, 60_000)

  it("a refusal stays wagmi's error; a wallet refusing the accounts is 'Connection rejected' and the session is ended", async () => {
    const adapter = createBitcoinAdapter({ networks: [regtest] })
    const provider = standInProvider()
    const refused = Object.assign(new Error('User rejected.'), { code: 4001 })
    await expect(
      pairNamespacesOverWalletConnect({
        provider,
        families: [{ family: bitcoinWalletConnectFamily, adapter }],
        evmUsesSession: () => false,
        connectEvm: () => Promise.reject(refused),
      }),
    ).rejects.toBe(refused)

    approveOnly = ['bip122']
    driver.bitcoin!.setRejectRequests(['connect'])
    const declined = await pairNamespacesOverWalletConnect({
      provider,
      families: [{ family: bitcoinWalletConnectFamily, adapter }],
      evmUsesSession: () => false,
      connectEvm: connectEvmOf(provider),
    }).catch((error: unknown) => error)
    driver.bitcoin!.setRejectRequests(false)
    expect(declined).toMatchObject({ shortMessage: 'Connection rejected' })
    expect(adapter.getState().status).toBe('disconnected')
    expect(provider.session).toBeUndefined()
    await until(() => driver.client.session.getAll().length === 0)
    adapter.destroy()
  }, 60_000)
})
