/*
 * The sui adapter against the Sui test wallet (Wallet Standard, in one process) and a local
 * JSON-RPC fixture speaking the full node's shapes over real HTTP: discovery, connect (0x + 64 hex
 * addresses, public key), 'Connection rejected' and a retry, 'The connector does not support any
 * of the requested chains', network switches, a wallet-side disconnect, balances (SUI and a coin
 * with metadata), 'Token Balance Unavailable' without an RPC URL or when the node fails, and a
 * personal-message signature verified with @mysten/sui/verify. Node's EventTarget stands in for
 * `window`.
 */
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suiDevnet, suiLocalnet, suiMainnet, suiTestnet, withSuiRpcUrl } from '../../../src/chains/suiChains'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { NamespaceBalanceUnavailableError } from '../../../src/errors/namespaceBalanceErrors'
import { ConnectorChainsUnsupportedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import { startSuiRpcFixture, type SuiRpcFixture } from '../../../test/sui/suiRpcFixture'
import { setupSuiTestWallet, suiTestWalletSecretKey } from '../../../test/sui/setupSuiTestWallet'
import { createSuiAdapter } from './suiAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

let node: SuiRpcFixture
const destroy = destroyAfterEach()
beforeAll(async () => {
  node = await startSuiRpcFixture()
})
afterAll(() => node.stop())

function setup(name: string, chains?: string[]) {
  const wallet = setupSuiTestWallet({ secretKey: suiTestWalletSecretKey(name), info: { name, ...(chains ? { chains } : {}) } })
  const localnet = suiLocalnet({ rpcUrl: node.url })
  const adapter = createSuiAdapter({ networks: [localnet, suiTestnet] })
  destroy.push(() => adapter.destroy())
  return { wallet, adapter, localnet }
}

describe('createSuiAdapter', () => {
  it('lists Wallet Standard Sui wallets, connects a 0x account and signs a personal message Mysten verifies', async () => {
    const { adapter, wallet, localnet } = setup('Conn SUI')
    expect(adapter.getWallets().find((w) => w.id === 'Conn SUI')).toMatchObject({ namespace: 'sui', chains: ['sui:localnet', 'sui:testnet'] })
    const statuses = recordStatuses(adapter)
    const state = await adapter.connect({ walletId: 'Conn SUI' })
    expect(statuses).toEqual(['connecting', 'connected'])
    const { address } = wallet.account
    expect(address).toMatch(/^0x[0-9a-f]{64}$/)
    expect(state).toEqual({
      status: 'connected',
      walletId: 'Conn SUI',
      caipNetwork: localnet,
      accounts: [
        { address, caipAddress: `sui:localnet:${address}`, namespace: 'sui', publicKey: Buffer.from(wallet.account.publicKey, 'base64').toString('hex') },
      ],
    })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer' })
    const publicKey = await verifyPersonalMessageSignature(new TextEncoder().encode('Sign in to Foyer'), signature, { address })
    expect(publicKey.toSuiAddress()).toBe(address)

    await adapter.switchNetwork('sui:testnet')
    expect(adapter.getState().accounts[0]?.caipAddress).toBe(`sui:testnet:${address}`)
    await adapter.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(wallet.connected).toBe(false)
    await expect(adapter.signMessage({ message: 'x' })).rejects.toThrow('No Sui account is connected.')
  })

  it("a refusal is 'Connection rejected' and leaves the adapter usable; a wallet of other chains is refused", async () => {
    const { adapter, wallet } = setup('Refuse SUI')
    wallet.setRejectRequests(['connect'])
    const refused = await adapter.connect({ walletId: 'Refuse SUI' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ConnectionRejectedError)
    expect((refused as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(adapter.getState().status).toBe('disconnected')
    wallet.setRejectRequests(['signPersonalMessage'])
    await adapter.connect({ walletId: 'Refuse SUI' })
    const refusedSignature = await adapter.signMessage({ message: 'no' }).catch((error: unknown) => error)
    expect(refusedSignature).toBeInstanceOf(SignMessageError)
    expect(refusedSignature).toMatchObject({ shortMessage: 'Error signing message', rejected: true, cause: { code: 4001 } })
    expect(adapter.getState().status).toBe('connected')

    setup('Mainnet only', ['sui:mainnet'])
    const other = createSuiAdapter({ networks: [suiDevnet] })
    destroy.push(() => other.destroy())
    const unsupported = await other.connect({ walletId: 'Mainnet only' }).catch((error: unknown) => error)
    expect(unsupported).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect((unsupported as ConnectorChainsUnsupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    // A connected wallet cannot follow the app to a network it does not list.
    const { adapter: limited } = setup('Localnet only', ['sui:localnet'])
    await limited.connect({ walletId: 'Localnet only' })
    await expect(limited.switchNetwork('sui:testnet')).rejects.toBeInstanceOf(ConnectorChainsUnsupportedError)
    await expect(limited.switchNetwork('sui:nope')).rejects.toThrow('Network not found')
  })

  it('follows a disconnect from the wallet side', async () => {
    const { adapter } = setup('Events SUI')
    await adapter.connect({ walletId: 'Events SUI' })
    const registered = (await import('@wallet-standard/app'))
      .getWallets()
      .get()
      .find((w) => w.name === 'Events SUI')
    await (registered?.features['standard:disconnect'] as { disconnect(): Promise<void> } | undefined)?.disconnect()
    expect(registered).toBeDefined()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
  })

  it("reads SUI and coin balances from the node's JSON-RPC; without a URL, or when the node fails, 'Token Balance Unavailable'", async () => {
    const { adapter, wallet, localnet } = setup('Balance SUI')
    await adapter.connect({ walletId: 'Balance SUI' })
    const { address } = wallet.account
    node.setBalance(address, 1_234_567_890n)
    expect(await adapter.getBalance({ address })).toEqual({ value: 1_234_567_890n, decimals: 9, symbol: 'SUI' })
    const usdc = '0xa1ec7fc00a6f40db9693ad1415d0c193ad3906494428cf252621037bd7117e29::usdc::USDC'
    node.setBalance(address, 2_500_000n, usdc)
    node.setCoinMetadata(usdc, { decimals: 6, symbol: 'USDC', name: 'USD Coin' })
    expect(await adapter.getBalance({ address, token: usdc })).toEqual({ value: 2_500_000n, decimals: 6, symbol: 'USDC' })
    expect(node.calls.slice(-3)).toEqual(expect.arrayContaining(['suix_getBalance', 'suix_getCoinMetadata']))
    const unknownCoin = await adapter.getBalance({ address, token: '0x1::fake::FAKE' }).catch((error: unknown) => error)
    expect(unknownCoin).toMatchObject({ reason: 'request', shortMessage: 'Token Balance Unavailable' })

    const unconfigured = createSuiAdapter({ networks: [withSuiRpcUrl(localnet, undefined)] })
    destroy.push(() => unconfigured.destroy())
    const missing = await unconfigured.getBalance({ address }).catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(NamespaceBalanceUnavailableError)
    expect(missing).toMatchObject({ reason: 'notConfigured', shortMessage: 'Token Balance Unavailable', caipNetworkId: 'sui:localnet' })

    const down = createSuiAdapter({ networks: [suiLocalnet({ rpcUrl: 'http://127.0.0.1:9/' })] })
    destroy.push(() => down.destroy())
    await expect(down.getBalance({ address })).rejects.toMatchObject({ reason: 'request', shortMessage: 'Token Balance Unavailable' })
    // A malformed owner gets the node's own JSON-RPC error, surfaced as unavailable, never as 0.
    await expect(adapter.getBalance({ address: '0x12' })).rejects.toMatchObject({ reason: 'request' })
  })

  it("offers no send, and has the public full nodes as the built-in networks' URLs", async () => {
    const adapter = createSuiAdapter()
    destroy.push(() => adapter.destroy())
    expect(adapter.networks).toEqual([suiMainnet])
    expect(suiMainnet).toMatchObject({
      caipNetworkId: 'sui:mainnet',
      nativeCurrency: { symbol: 'SUI', decimals: 9 },
      rpcUrls: { default: { http: ['https://fullnode.mainnet.sui.io:443'] } },
    })
    // Sui does not send: the adapter offers no sendToken, so the modal offers no Send.
    expect(adapter.sendToken).toBeUndefined()
    expect(() => createSuiAdapter({ networks: [] })).toThrow('at least one network')
  })
})
