/*
 * Solana over the modal's WalletConnect pairing, below the browser: a dapp-side sign client behind a
 * stand-in for the EthereumProvider's universal provider (the part wagmi's connector calls), the
 * local relay, a wallet-side sign client holding a Solana key in Node, the real Solana adapter and
 * the local Solana runtime. The proposal keeps the EVM namespace and adds the solana one; an approved
 * session connects the adapter; signMessage is verified with ed25519; sendToken is signed and sent
 * by the phone wallet; disconnecting from either side ends it; a refused signature is 4001. The whole
 * pairing (wagmi's connect stood in for): Solana alone pairs though wagmi fails, a refusal stays
 * wagmi's error, and a session left from an earlier pairing is not taken for a new one.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_LOCALNET_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../../devstack/solana/solanaTestAccounts'
import { startSolanaRuntime, type RunningSolanaRuntime } from '../../../devstack/solana/startSolanaRuntime'
import { fromBase58 } from '../../../src/chains/base58'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { startLocalRelay, type LocalRelay } from '../../../testing/walletconnect/localRelay'
import { createStandInProvider, evmNamespace, startDappClient, stopDappClient, until, type DappClient } from '../../../test/namespaces/walletConnectStandIn'
import { createSolanaWalletDriver, type SolanaWalletDriver } from '../../../testing/walletconnect/solanaWalletDriver'
import { createSolanaAdapter } from './solanaAdapter'
import { solanaWalletConnectMethods } from './solanaWalletConnect'
import {
  connectSolanaOverWalletConnect,
  pairOverWalletConnect,
  proposeSolanaOverWalletConnect,
  WALLETCONNECT_SOLANA_WALLET_NAME,
} from './solanaWalletConnectPairing'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

const account = SOLANA_TEST_ACCOUNTS[5]!
let relay: LocalRelay
let runtime: RunningSolanaRuntime
let dapp: DappClient
let driver: SolanaWalletDriver
let localnet: ReturnType<typeof solanaLocalnet>
const proposals: Record<string, unknown>[] = []

const standInProvider = () => createStandInProvider(dapp, (uri) => driver.approve(uri))

beforeAll(async () => {
  relay = await startLocalRelay()
  runtime = await startSolanaRuntime({ port: 0, logger: (await import('pino')).pino({ level: 'silent' }) })
  localnet = solanaLocalnet({ rpcUrl: runtime.rpcUrl, reference: SOLANA_LOCALNET_CHAIN_ID, name: 'Solana Localnet' })
  dapp = await startDappClient(relay.url, 'foyer-test-dapp-solana-pairing')
  const keypair = Keypair.fromSeed(Buffer.from(account.seed, 'hex'))
  driver = await createSolanaWalletDriver({ relayUrl: relay.url, keypair, chains: [SOLANA_LOCALNET_CAIP_NETWORK_ID], rpcUrl: runtime.rpcUrl })
  driver.client.on('session_proposal', ({ params }) => void proposals.push(params.optionalNamespaces))
}, 120_000)

afterAll(async () => {
  await driver?.close()
  await stopDappClient(dapp)
  await runtime?.stop()
  await relay?.close()
})

describe('Solana over the modal’s WalletConnect pairing', () => {
  it('asks for solana beside eip155; connects the adapter; a verified signMessage; sendToken through the wallet; Disconnect ends the session', async () => {
    const adapter = createSolanaAdapter({ networks: [localnet] })
    const provider = standInProvider()
    proposeSolanaOverWalletConnect(provider, [localnet])
    proposeSolanaOverWalletConnect(provider, [localnet])
    await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
    expect(proposals.at(-1)).toEqual({
      eip155: evmNamespace,
      solana: { chains: [SOLANA_LOCALNET_CAIP_NETWORK_ID], methods: [...solanaWalletConnectMethods], events: [] },
    })

    expect(await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => false })).toBe(true)
    const state = adapter.getState()
    expect(state).toMatchObject({
      status: 'connected',
      walletId: WALLETCONNECT_SOLANA_WALLET_NAME,
      caipNetwork: { caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID },
    })
    expect(state.accounts.map((each) => each.caipAddress)).toEqual([`${SOLANA_LOCALNET_CAIP_NETWORK_ID}:${account.address}`])

    const signature = await adapter.signMessage({ message: 'Hello over WalletConnect' })
    expect(ed25519.verify(fromBase58(signature), new TextEncoder().encode('Hello over WalletConnect'), fromBase58(account.address))).toBe(true)
    expect(ed25519.verify(fromBase58(signature), new TextEncoder().encode('Another message'), fromBase58(account.address))).toBe(false)

    const receiver = Keypair.generate().publicKey
    await adapter.sendToken({ to: receiver.toBase58(), amount: 2_000_000n })
    expect(await new Connection(runtime.rpcUrl, 'confirmed').getBalance(new PublicKey(receiver))).toBe(2_000_000)
    expect(driver.requests.map(({ method, chainId, ok }) => [method, chainId, ok])).toEqual([
      ['solana_signMessage', SOLANA_LOCALNET_CAIP_NETWORK_ID, true],
      ['solana_signAndSendTransaction', SOLANA_LOCALNET_CAIP_NETWORK_ID, true],
    ])

    await adapter.disconnect()
    expect(adapter.getState().status).toBe('disconnected')
    expect(provider.session).toBeUndefined()
    await until(() => driver.client.session.getAll().length === 0)
    expect(adapter.getWallets().some((wallet) => wallet.id === WALLETCONNECT_SOLANA_WALLET_NAME)).toBe(false)
    adapter.destroy()
  }, 120_000)

  it('the phone ends the session: the adapter disconnects and the wallet is gone', async () => {
    const adapter = createSolanaAdapter({ networks: [localnet] })
    const provider = standInProvider()
    proposeSolanaOverWalletConnect(provider, [localnet])
    await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
    await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => false })
    expect(adapter.getState().status).toBe('connected')
    await driver.disconnect()
    await until(() => adapter.getState().status === 'disconnected')
    expect(adapter.getWallets().some((wallet) => wallet.id === WALLETCONNECT_SOLANA_WALLET_NAME)).toBe(false)
    adapter.destroy()
  }, 60_000)

  it("a refused signature is the wallet's 4001; Disconnect while EVM uses the session leaves it, wagmi's Disconnect ends Solana too", async () => {
    const adapter = createSolanaAdapter({ networks: [localnet] })
    const provider = standInProvider()
    proposeSolanaOverWalletConnect(provider, [localnet])
    await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
    let evm = true
    await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => evm })
    driver.wallet.setRejectRequests(['signMessage'])
    const refused = await adapter.signMessage({ message: 'No' }).catch((error: unknown) => error)
    driver.wallet.setRejectRequests(false)
    expect(refused).toMatchObject({ name: 'WalletSignMessageError', error: { code: 4001 } })

    await adapter.disconnect()
    expect(adapter.getState().status).toBe('disconnected')
    expect(provider.session).toBeDefined()
    // Connect Solana again on the same session, then end it the way wagmi's Disconnect does.
    expect(await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => evm })).toBe(true)
    evm = false
    await provider.disconnect()
    await until(() => adapter.getState().status === 'disconnected')
    adapter.destroy()
  }, 60_000)

  it('a session without Solana accounts on the app’s networks connects nothing', async () => {
    const adapter = createSolanaAdapter({ networks: [localnet] })
    const provider = {
      ...standInProvider(),
      session: { topic: 'f'.repeat(64), namespaces: { eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } } },
    }
    expect(await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => true })).toBe(false)
    expect(adapter.getState().status).toBe('disconnected')
    expect(() => proposeSolanaOverWalletConnect({ signer: {} }, [localnet])).toThrow('The WalletConnect connector has no provider with a sign client.')
    adapter.destroy()
  })

  describe('pairOverWalletConnect', () => {
    it("Solana alone: wagmi's connect fails (no eip155 account), the pairing still connects Solana; with EVM too both are reported", async () => {
      const adapter = createSolanaAdapter({ networks: [localnet] })
      const provider = standInProvider()
      const solanaOnly = await pairOverWalletConnect({
        provider,
        adapter,
        evmUsesSession: () => false,
        async connectEvm() {
          await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
          throw new Error('Provider not found for namespace eip155')
        },
      })
      expect(solanaOnly).toEqual({ evm: false, solana: true })
      expect(adapter.getState().accounts[0]?.address).toBe(account.address)
      await adapter.disconnect()
      expect(provider.session).toBeUndefined()

      const both = await pairOverWalletConnect({
        provider,
        adapter,
        evmUsesSession: () => true,
        connectEvm: () => provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } }),
      })
      expect(both).toEqual({ evm: true, solana: true })
      await provider.disconnect()
      await until(() => adapter.getState().status === 'disconnected')
      adapter.destroy()
    }, 60_000)

    it("a refusal stays wagmi's error; an earlier session is not taken for this attempt's", async () => {
      const adapter = createSolanaAdapter({ networks: [localnet] })
      const provider = standInProvider()
      const refused = Object.assign(new Error('User rejected.'), { code: 4001 })
      await expect(pairOverWalletConnect({ provider, adapter, evmUsesSession: () => false, connectEvm: () => Promise.reject(refused) })).rejects.toBe(refused)
      // A session from an earlier pairing (with EVM and Solana accounts) is still there; this attempt fails without a new one.
      await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
      const earlier = provider.session!
      provider.session = {
        ...earlier,
        namespaces: { ...earlier.namespaces, eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } },
      }
      const failed = new Error('Failed to connect')
      await expect(pairOverWalletConnect({ provider, adapter, evmUsesSession: () => false, connectEvm: () => Promise.reject(failed) })).rejects.toBe(failed)
      expect(adapter.getState().status).toBe('disconnected')
      await provider.disconnect()
      adapter.destroy()
    }, 60_000)

    it('a leftover Solana-only session (as after a reload) is ended and a new pairing made, where wagmi would reuse it and fail', async () => {
      const adapter = createSolanaAdapter({ networks: [localnet] })
      const provider = standInProvider()
      proposeSolanaOverWalletConnect(provider, [localnet])
      await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
      const leftover = provider.session?.topic
      // As wagmi's connector: pair only without a session, then fail for want of an eip155 account.
      const connectEvm = async () => {
        if (!provider.session) await provider.signer.connect({ optionalNamespaces: { eip155: evmNamespace } })
        throw new Error('Provider not found for namespace eip155')
      }
      expect(await pairOverWalletConnect({ provider, adapter, evmUsesSession: () => false, connectEvm })).toEqual({ evm: false, solana: true })
      expect(provider.session?.topic).not.toBe(leftover)
      await until(() => !driver.client.session.getAll().some((session) => session.topic === leftover))
      await adapter.disconnect()
      adapter.destroy()
    }, 60_000)
  })
})
