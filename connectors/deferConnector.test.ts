/*
 * deferConnector in a real wagmi config, around a stub SDK connector that counts provider loads:
 * creating the config and reconnecting load nothing; connect() loads it and marks a session in
 * wagmi's storage, so the next page load restores it; disconnect() clears the mark. Also
 * lazyWalletConnect itself: wagmi's WalletConnect type, and no provider before it is chosen.
 */
import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig, createConnector, createStorage, ProviderNotFoundError, type Storage } from 'wagmi'
import { connect, disconnect, reconnect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { deferConnector } from './deferConnector'
import { lazyWalletConnect, walletConnectSessionKey } from './lazyWalletConnect'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An SDK connector stand-in: `loads` counts provider creations, `session` survives "page loads". */
function stubSdkConnector(sdk: { loads: number; session: boolean }) {
  return createConnector(() => ({
    id: 'stubSdk',
    name: 'Stub SDK',
    type: 'stubSdk',
    async setup() {
      await this.getProvider()
    },
    async connect() {
      await this.getProvider()
      sdk.session = true
      return { accounts: [address], chainId: foundry.id } as never
    },
    async disconnect() {
      sdk.session = false
    },
    async getAccounts() {
      return sdk.session ? [address] : []
    },
    async getChainId() {
      return foundry.id
    },
    async getProvider() {
      sdk.loads += 1
      return { request: async () => null }
    },
    async isAuthorized() {
      await this.getProvider()
      return sdk.session
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return createStorage({
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) },
  })
}

const makeConfig = (storage: Storage, connector: ReturnType<typeof deferConnector>) =>
  createConfig({
    chains: [foundry],
    connectors: [connector],
    multiInjectedProviderDiscovery: false,
    storage,
    transports: { [foundry.id]: http('http://127.0.0.1:9') },
  })

describe('deferConnector', () => {
  it('loads nothing on config creation and reconnect without an earlier session', async () => {
    const sdk = { loads: 0, session: false }
    const config = makeConfig(memoryStorage(), deferConnector(stubSdkConnector(sdk), 'stub.session'))
    await reconnect(config)
    await expect(config.connectors[0]!.getProvider()).rejects.toBeInstanceOf(ProviderNotFoundError)
    expect(await config.connectors[0]!.isAuthorized()).toBe(false)
    expect(sdk.loads).toBe(0)
  })

  it('loads on connect, restores the session on the next page load, forgets it on disconnect', async () => {
    const sdk = { loads: 0, session: false }
    const storage = memoryStorage()
    const config = makeConfig(storage, deferConnector(stubSdkConnector(sdk), 'stub.session'))
    expect((await connect(config, { connector: config.connectors[0]! })).accounts).toEqual([address])
    expect(sdk.loads).toBeGreaterThan(0)
    expect(await storage.getItem('stub.session' as never)).toBe(true)

    const reloaded = makeConfig(storage, deferConnector(stubSdkConnector(sdk), 'stub.session'))
    await reconnect(reloaded)
    expect(reloaded.state.status).toBe('connected')

    await disconnect(reloaded)
    expect(await storage.getItem('stub.session' as never)).toBeNull()
  })

  it('forgets a mark whose session is gone (expired in the wallet)', async () => {
    const sdk = { loads: 0, session: false }
    const storage = memoryStorage()
    await storage.setItem('stub.session' as never, true as never)
    const config = makeConfig(storage, deferConnector(stubSdkConnector(sdk), 'stub.session'))
    await reconnect(config)
    expect(config.state.status).toBe('disconnected')
    expect(await storage.getItem('stub.session' as never)).toBeNull()
  })
})

describe('lazyWalletConnect', () => {
  it("is wagmi's WalletConnect connector, with no provider until chosen", async () => {
    const config = makeConfig(memoryStorage(), lazyWalletConnect({ projectId: 'foyer-test', showQrModal: false }))
    const [connector] = config.connectors
    expect(connector).toMatchObject({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' })
    await expect(connector!.getProvider()).rejects.toBeInstanceOf(ProviderNotFoundError)
    expect(walletConnectSessionKey).toBe('foyer.walletConnect.session')
  })
})
