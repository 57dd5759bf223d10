/*
 * The stacks adapter against the Stacks test wallet (its provider installed in this process, the
 * way a wallet injects it and registers in `wbip_providers`) and the Stacks API fixture over real
 * HTTP: discovery (registered wallets by name, Leather by its path, one provider listed once),
 * connect (ST… account, public key), 'Connection rejected' for 4001 and -32000 and a retry,
 * 'Failed to connect', 'The connector does not support any of the requested chains' for a wallet
 * on mainnet, the `getAddresses` and Xverse's `wallet_connect` fallbacks, a signature verified with
 * @stacks/encryption, refusals to sign, the exact STX balance, 'Token Balance Unavailable' without
 * an API URL or when it fails, switching networks and disconnect. A plain EventTarget stands in for
 * `window`.
 */
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stacksMainnet, stacksTestnet, withStacksApiUrl } from '../../../src/chains/stacksChains'
import { ConnectFailedError, ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { NamespaceBalanceUnavailableError } from '../../../src/errors/namespaceBalanceErrors'
import { ConnectorChainsUnsupportedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import { startStacksApiFixture, type StacksApiFixture } from '../../../test/stacks/stacksApiFixture'
import { setupStacksTestWallet, stacksTestWalletSecretKey } from '../../../test/stacks/setupStacksTestWallet'
import type { CreateStacksTestWalletOptions } from '../../../testing/stacks/createStacksTestWallet'
import { createStacksAdapter } from './stacksAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

const scope = ((globalThis as { window?: unknown }).window ??= new EventTarget()) as Record<string, unknown>

let api: StacksApiFixture
const destroy = destroyAfterEach()
beforeAll(async () => {
  api = await startStacksApiFixture()
})
afterAll(() => api.stop())

function setup(id: string, options: Partial<CreateStacksTestWalletOptions> = {}) {
  const wallet = setupStacksTestWallet({ secretKey: stacksTestWalletSecretKey(id), ...options, info: { id, name: `${id} wallet` } })
  const testnet = withStacksApiUrl(stacksTestnet, api.url)
  const adapter = createStacksAdapter({ networks: [testnet, stacksMainnet] })
  destroy.push(() => adapter.destroy())
  return { wallet, adapter, testnet }
}

describe('createStacksAdapter', () => {
  it('lists the registered wallet, connects its ST… account, signs a message @stacks/encryption verifies, reads the exact balance and disconnects', async () => {
    const { adapter, wallet, testnet } = setup('ConnStx')
    expect(adapter.getWallets().find((entry) => entry.id === 'ConnStx')).toEqual({
      id: 'ConnStx',
      name: 'ConnStx wallet',
      icon: expect.stringMatching(/^data:image\//),
      namespace: 'stacks',
      chains: [],
    })
    const statuses = recordStatuses(adapter)
    const state = await adapter.connect({ walletId: 'ConnStx' })
    expect(statuses).toEqual(['connecting', 'connected'])
    const { address, publicKey } = wallet.account
    expect(address).toMatch(/^ST/)
    expect(state).toEqual({
      status: 'connected',
      walletId: 'ConnStx',
      caipNetwork: testnet,
      accounts: [{ address, caipAddress: `stacks:2147483648:${address}`, namespace: 'stacks', publicKey }],
    })
    expect(adapter.getState()).toBe(adapter.getState())

    const signature = await adapter.signMessage({ message: 'Sign in to Foyer' })
    expect(verifyMessageSignatureRsv({ message: 'Sign in to Foyer', signature, publicKey })).toBe(true)
    expect(verifyMessageSignatureRsv({ message: 'Sign in to Foyer!', signature, publicKey })).toBe(false)

    api.setBalance(address, 12_345_678_901n, 1_000_000n)
    expect(await adapter.getBalance({ address })).toEqual({ value: 12_345_678_901n, decimals: 6, symbol: 'STX' })
    expect(api.requests).toContain(`/extended/v1/address/${address}/balances`)
    await expect(adapter.getBalance({ address, token: 'SP000000000000000000002Q6VF78.token::t' })).rejects.toThrow('STX only')

    await adapter.disconnect()
    expect(adapter.getState()).toEqual({ status: 'disconnected', accounts: [], caipNetwork: testnet })
    await expect(adapter.signMessage({ message: 'x' })).rejects.toThrow('No Stacks account is connected.')
    // Stacks does not send: the adapter offers no sendToken, so the modal offers no Send.
    expect(adapter.sendToken).toBeUndefined()
  })

  it("turns the user's refusal (4001, or Xverse's -32000) into 'Connection rejected', and connects on retry; other failures are 'Failed to connect'", async () => {
    const { adapter, wallet } = setup('RejectStx')
    wallet.setRejectRequests(['stx_getAddresses'])
    const refused = await adapter.connect({ walletId: 'RejectStx' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ConnectionRejectedError)
    expect((refused as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(adapter.getState().status).toBe('disconnected')
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'RejectStx' })).status).toBe('connected')

    const xverse = setup('XverseLike', { rejectionCode: -32000, rejectRequests: true })
    await expect(xverse.adapter.connect({ walletId: 'XverseLike' })).rejects.toBeInstanceOf(ConnectionRejectedError)

    const broken = setup('NoAddresses', { unsupportedMethods: ['stx_getAddresses', 'getAddresses'] })
    const failed = await broken.adapter.connect({ walletId: 'NoAddresses' }).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ConnectFailedError)
    expect((failed as ConnectFailedError).shortMessage).toBe('Failed to connect')
    await expect(broken.adapter.connect({ walletId: 'Nobody' })).rejects.toBeInstanceOf(ConnectFailedError)
  })

  it('refuses a wallet that answers only a mainnet account on a testnet app, and falls back to getAddresses', async () => {
    const { adapter } = setup('MainnetStx', { network: 'mainnet' })
    const error = await adapter.connect({ walletId: 'MainnetStx' }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect((error as ConnectorChainsUnsupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    expect(adapter.getState().status).toBe('disconnected')
    // On mainnet it connects with its SP… account.
    expect((await adapter.connect({ walletId: 'MainnetStx', caipNetworkId: stacksMainnet.caipNetworkId })).accounts[0]?.address).toMatch(/^SP/)

    const legacy = setup('LegacyStx', { unsupportedMethods: ['stx_getAddresses'] })
    expect((await legacy.adapter.connect({ walletId: 'LegacyStx' })).accounts[0]?.address).toBe(legacy.wallet.account.address)
  })

  it('shows the refusal to sign and a connected wallet stays connected; switching to mainnet asks the wallet, which has no mainnet account', async () => {
    const { adapter, wallet, testnet } = setup('SignStx')
    await adapter.connect({ walletId: 'SignStx' })
    wallet.setRejectRequests(['stx_signMessage'])
    const refused = await adapter.signMessage({ message: 'x' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SignMessageError)
    expect(refused).toMatchObject({
      shortMessage: 'Error signing message',
      rejected: true,
      cause: { name: 'RequestProviderError', code: 4001, message: 'User rejected the request.' },
    })
    expect(adapter.getState().status).toBe('connected')
    await expect(adapter.switchNetwork(stacksMainnet.caipNetworkId)).rejects.toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect(adapter.getState().caipNetwork).toBe(testnet)
    await expect(adapter.switchNetwork('stacks:9')).rejects.toThrow('Network not found')
    await adapter.disconnect()
    await adapter.switchNetwork(stacksMainnet.caipNetworkId)
    expect(adapter.getState()).toEqual({ status: 'disconnected', accounts: [], caipNetwork: stacksMainnet })
  })

  it("has balances unavailable without an API URL ('notConfigured') or when the API fails ('request')", async () => {
    const adapter = createStacksAdapter({ networks: [withStacksApiUrl(stacksTestnet, undefined)] })
    destroy.push(() => adapter.destroy())
    const address = 'ST000000000000000000002AMW42H'
    await expect(adapter.getBalance({ address })).rejects.toMatchObject({
      name: 'NamespaceBalanceUnavailableError',
      reason: 'notConfigured',
      shortMessage: 'Token Balance Unavailable',
    })
    const failing = createStacksAdapter({ networks: [withStacksApiUrl(stacksTestnet, api.url)], fetch: async () => new Response('busy', { status: 503 }) })
    destroy.push(() => failing.destroy())
    const error = await failing.getBalance({ address }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(NamespaceBalanceUnavailableError)
    expect(error).toMatchObject({ reason: 'request', caipNetworkId: stacksTestnet.caipNetworkId })
  })

  it('finds Leather by its path without a registration, lists a provider injected under two names once, and reads errors it throws', async () => {
    const requests: string[] = []
    const leather = {
      async request(method: string) {
        requests.push(method)
        // Leather rejects with the JSON-RPC response itself.
        throw { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected request' } }
      },
    }
    scope.LeatherProvider = leather
    scope.StacksProvider = leather
    try {
      const adapter = createStacksAdapter({ networks: [stacksTestnet] })
      destroy.push(() => adapter.destroy())
      expect(adapter.getWallets().filter((entry) => entry.id === 'LeatherProvider' || entry.id === 'StacksProvider')).toEqual([
        { id: 'LeatherProvider', name: 'Leather', icon: undefined, namespace: 'stacks', chains: [] },
      ])
      await expect(adapter.connect({ walletId: 'LeatherProvider' })).rejects.toBeInstanceOf(ConnectionRejectedError)
      expect(requests).toEqual(['stx_getAddresses'])
    } finally {
      delete scope.LeatherProvider
      delete scope.StacksProvider
    }
  })

  it('asks an Xverse-like wallet for access with wallet_connect when stx_getAddresses is denied, reading errors thrown as coded Errors', async () => {
    const { wallet: keyHolder } = setup('XverseKeys')
    const calls: string[] = []
    const xverse = {
      async request(method: string) {
        calls.push(method)
        if (method === 'stx_getAddresses') throw Object.assign(new Error('Access denied'), { code: -32002 })
        if (method === 'wallet_connect')
          return {
            jsonrpc: '2.0',
            id: 'x',
            result: {
              id: 'x',
              addresses: [
                { address: 'bc1qnotstacks', publicKey: '02'.padEnd(66, '0'), purpose: 'payment' },
                { address: keyHolder.account.address, publicKey: keyHolder.account.publicKey, purpose: 'stacks' },
              ],
            },
          }
        throw Object.assign(new Error('User rejected'), { code: -32000 })
      },
    }
    scope.XverseProviders = { BitcoinProvider: xverse }
    try {
      const adapter = createStacksAdapter({ networks: [stacksTestnet] })
      destroy.push(() => adapter.destroy())
      expect(adapter.getWallets().find((entry) => entry.name === 'Xverse Wallet')).toBeUndefined()
      ;(scope.wbip_providers as unknown[]).push({ id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: 'data:image/svg+xml;base64,' })
      const state = await adapter.connect({ walletId: 'XverseProviders.BitcoinProvider' })
      expect(state.accounts).toEqual([
        {
          address: keyHolder.account.address,
          caipAddress: `stacks:2147483648:${keyHolder.account.address}`,
          namespace: 'stacks',
          publicKey: keyHolder.account.publicKey,
        },
      ])
      expect(adapter.getWallets().filter((entry) => entry.name === 'Xverse Wallet')).toHaveLength(1)
      expect(calls).toEqual(['stx_getAddresses', 'wallet_connect'])
      await expect(adapter.signMessage({ message: 'x' })).rejects.toMatchObject({ name: 'SignMessageError', rejected: true })
    } finally {
      delete scope.XverseProviders
      scope.wbip_providers = (scope.wbip_providers as Array<{ id: string }>).filter((entry) => entry.id !== 'XverseProviders.BitcoinProvider')
    }
  })
})
