/**
 * The in-page provider as wagmi sees it: wagmi's own `injected` connector (EIP-6963 style
 * target) drives the test wallet against two anvil nodes. Covers connect (with
 * wallet_requestPermissions, as shimDisconnect does), signing, a mined transaction, switching to
 * an unknown chain (4902, then wagmi's wallet_addEthereumChain), a rejection surfacing as viem's
 * UserRejectedRequestError, and a wallet-side disconnect pushed through the emit hook. Also as a
 * plain viem `custom` transport.
 */
import { UserRejectedRequestError, createWalletClient, custom, defineChain, parseEther, verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { createConfig, http, injected } from 'wagmi'
import { connect, getConnection, getBalance, sendTransaction, signMessage, switchChain, waitForTransactionReceipt } from 'wagmi/actions'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestWallet } from './createTestWallet'
import { createTestWalletProvider } from './createTestWalletProvider'
import { spawnAnvil } from '../../test/wallet/spawnAnvil'
import type { SpawnedAnvil } from '../../test/wallet/spawnAnvil'

const privateKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: SpawnedAnvil
let anvil2: SpawnedAnvil

beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([spawnAnvil({ chainId: 31337 }), spawnAnvil({ chainId: 31338 })])
})
afterEach(() => {
  vi.unstubAllGlobals()
})
afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()])
})

test('wagmi connects, signs, sends, adds a chain and sees rejections and disconnects', async () => {
  vi.stubGlobal('window', new EventTarget())
  const chainOf = (id: number, rpcUrl: string) =>
    defineChain({ id, name: `Anvil ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  const [chain1, chain2] = [chainOf(31337, anvil.rpcUrl), chainOf(31338, anvil2.rpcUrl)]
  // The wallet knows only the first chain, so wagmi has to add the second one.
  const wallet = createTestWallet({ privateKey, chains: [{ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
  const provider = createTestWalletProvider({ send: (payload) => wallet.request(payload), emitHook: '__emit' })
  // Changes made from outside reach the page the way the Playwright installer pushes them.
  wallet.subscribe((events, context) => {
    if (!context) (window as unknown as { __emit: (events: unknown) => void }).__emit(events)
  })

  const config = createConfig({
    chains: [chain1, chain2],
    connectors: [injected({ target: () => ({ id: 'foyerTest', name: 'Foyer Test Wallet', provider }) })],
    transports: { [chain1.id]: http(anvil.rpcUrl), [chain2.id]: http(anvil2.rpcUrl) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')

  const connected = await connect(config, { connector })
  expect(connected.accounts).toEqual([wallet.address])
  expect(connected.chainId).toBe(31337)

  const signature = await signMessage(config, { message: 'hello wagmi' })
  expect(await verifyMessage({ address: wallet.address, message: 'hello wagmi', signature })).toBe(true)

  const before = await getBalance(config, { address: recipient })
  const hash = await sendTransaction(config, { to: recipient, value: parseEther('0.5') })
  expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
  expect((await getBalance(config, { address: recipient })).value - before.value).toBe(parseEther('0.5'))

  await switchChain(config, { chainId: 31338 })
  expect(getConnection(config).chainId).toBe(31338)
  expect(wallet.chainId).toBe(31338)
  expect(wallet.chains.map((chain) => chain.rpcUrl)).toEqual([anvil.rpcUrl, anvil2.rpcUrl])

  wallet.setRejectRequests(true)
  await expect(signMessage(config, { message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  wallet.setRejectRequests(false)

  wallet.disconnect()
  await vi.waitFor(() => expect(getConnection(config).status).toBe('disconnected'), { timeout: 10_000 })
})

test('works as a viem custom transport with a function bridge', async () => {
  vi.stubGlobal('window', new EventTarget())
  const wallet = createTestWallet({ privateKey, chains: [{ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
  const provider = createTestWalletProvider({ send: (payload) => wallet.request(payload), announce: false })
  const client = createWalletClient({ transport: custom(provider) })
  const [account] = await client.requestAddresses()
  expect(account).toBe(wallet.address)
  const signature = await client.signMessage({ account: wallet.address, message: 'hello' })
  expect(await verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)
  wallet.rejectRequests = ['personal_sign']
  await expect(client.signMessage({ account: wallet.address, message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  expect(await client.getChainId()).toBe(31337)
})
