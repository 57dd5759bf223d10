// @vitest-environment jsdom
/*
 * authConnector in a real wagmi config, with the host transport replaced by a scripted frame (the
 * real frame runs in the e2e suite): laziness (no frame at config creation or reconnect without a
 * login cache), the EIP-1193 routing (local answers, 4200 without reaching the frame, unsafe methods
 * through the frame with approval events), wagmi's signMessage unchanged, reload restore, disconnect
 * clearing the cache within 3 s, abortAll.
 */
import { http, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, createStorage } from 'wagmi'
import { connect, disconnect, getCallsStatus, getCapabilities, reconnect, signMessage } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { loginCacheKey } from '../src/auth/loginCacheKey'
import { loadKitStorage } from '../src/storage/kitStorage'
import { setKitStorageHint } from '../src/storage/kitStorageHints'
import { FrameRequestError } from '../src/protocol/frameErrors'
import type { FrameEvent } from '../src/protocol/messages'
import packageJson from '../package.json'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { FoyerConfigError } from '../src/errors/configErrors'
import { authConnector } from './authConnector'
import type { AuthConnectorEvent, AuthConnectorProperties } from './authConnectorTypes'
import { emailAccount as account, emailUser as user } from '../test/auth/emailUser'
import { resetFrameStandIn, type FrameStandIn } from '../test/auth/frameStandIn'

const frame = vi.hoisted((): FrameStandIn => ({ created: 0, requests: [], handlers: {}, listeners: new Set(), aborted: [], open: [] }))

vi.mock('../src/protocol/createHostTransport', async () => {
  const { standInHostTransport } = await import('../test/auth/frameStandIn')
  return { createHostTransport: () => standInHostTransport(frame) }
})

function makeConfig(options: Parameters<typeof authConnector>[0] = {}) {
  return createConfig({
    chains: [foundry],
    connectors: [authConnector({ config: createFoyerConfig({ projectId: 'foyer-local', frameUrl: 'http://127.0.0.1:8788', development: false }), ...options })],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: localStorage }),
    transports: { [foundry.id]: http('http://127.0.0.1:9') },
  })
}
const auth = (config: ReturnType<typeof makeConfig>) => config.connectors[0] as unknown as (typeof config.connectors)[0] & AuthConnectorProperties

beforeEach(() => {
  localStorage.clear()
  resetFrameStandIn(frame, {
    getUser: () => Promise.reject(new FrameRequestError({ code: 4100 })),
    connectEmail: () => ({ action: 'VERIFY_OTP' }),
    connectOtp: () => user,
    signOut: () => ({}),
  })
})
afterEach(() => vi.useRealTimers())

describe('authConnector', () => {
  it('creates no frame at config creation or reconnect without a login cache', async () => {
    const config = makeConfig()
    await reconnect(config)
    expect(config.state.status).toBe('disconnected')
    expect(await auth(config).getProvider()).toBeDefined()
    expect(frame.created).toBe(0)
    expect(auth(config)).toMatchObject({ id: 'foyerAuth', type: 'foyerAuth', name: 'E-mail & social' })
    expect(auth(config).frameOrigin()).toBe('http://127.0.0.1:8788')
  })

  it('without frameUrl outside development: no error at config creation, a FoyerConfigError naming it at first use, never a call to 127.0.0.1', async () => {
    const config = makeConfig({ config: createFoyerConfig({ projectId: 'my-app', development: false }) })
    await reconnect(config)
    const failure = auth(config).connectEmail({ email: 'ada@example.com' })
    await expect(failure).rejects.toBeInstanceOf(FoyerConfigError)
    await expect(failure).rejects.toMatchObject({ option: 'frameUrl', reason: 'missing', shortMessage: 'Missing option `frameUrl`' })
    expect(() => auth(config).frameOrigin()).toThrow('Missing option `frameUrl`')
    expect(frame.created).toBe(0)
  })

  it('without frameUrl: every call rejects with the FoyerConfigError, logged once for the configuration', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const config = makeConfig({ config: createFoyerConfig({ projectId: 'my-app', development: false }) })
      for (let attempt = 0; attempt < 3; attempt++) {
        await expect(auth(config).connectEmail({ email: 'ada@example.com' })).rejects.toMatchObject({ name: 'FoyerConfigError', option: 'frameUrl' })
      }
      await expect(connect(config, { connector: auth(config) })).rejects.toMatchObject({ name: 'FoyerConfigError', option: 'frameUrl' })
      expect(() => auth(config).frameOrigin()).toThrow(FoyerConfigError)
      const reports = logged.mock.calls.filter(([error]) => error instanceof FoyerConfigError)
      expect(reports).toHaveLength(1)
      expect(reports[0]?.[0]).toMatchObject({ option: 'frameUrl', reason: 'missing' })
    } finally {
      logged.mockRestore()
    }
  })

  it('tells the frame the app, the project and the package version once it is ready', async () => {
    const metadata = { name: 'My App', url: 'https://app.example.com', icons: ['https://app.example.com/icon.png'] }
    const config = makeConfig({ config: createFoyerConfig({ projectId: 'my-app', frameUrl: 'https://login.example.com', metadata, development: false }) })
    frame.handlers.syncDappData = () => ({})
    await auth(config).connectEmail({ email: 'ada@example.com' })
    await vi.waitFor(() => expect(frame.requests.some((request) => request.type === 'syncDappData')).toBe(true), { timeout: 10_000 })
    expect(frame.requests.find((request) => request.type === 'syncDappData')?.payload).toEqual({
      metadata: { ...metadata, description: '' },
      sdkVersion: packageJson.version,
      sdkType: 'foyer',
      projectId: 'my-app',
    })
    expect(auth(config).frameOrigin()).toBe('https://login.example.com')
  })

  it('e-mail login, then wagmi connect without another code; the login cache restores it on reload', async () => {
    const config = makeConfig()
    expect(await auth(config).connectEmail({ email: 'ada@example.com' })).toEqual({ action: 'VERIFY_OTP' })
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    const result = await connect(config, { connector: config.connectors[0]! })
    expect(result).toMatchObject({ accounts: [account.address], chainId: foundry.id })
    // The cache is written behind the login, once its code and the kit's store are in.
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(loginCacheKey) ?? 'null')).toMatchObject({ loginUsed: true, email: 'ada@example.com', lastChainId: foundry.id }),
    )

    // A page load: a new config restores the session from the frame's getUser.
    frame.handlers.getUser = () => user
    const reloaded = makeConfig()
    await reconnect(reloaded)
    expect(reloaded.state.status).toBe('connected')
    expect(reloaded.state.connections.get(reloaded.state.current!)?.accounts).toEqual([account.address])
  })

  it('a reload before the login cache reached the store restores from the hint; a cache that says no login stops it', async () => {
    // The hint is written with the login, the cache later: a reload in between finds only the hint.
    const storage = await loadKitStorage()
    storage.removeItem(loginCacheKey)
    setKitStorageHint(loginCacheKey, true, localStorage)
    frame.handlers.getUser = () => user
    const reloaded = makeConfig()
    await reconnect(reloaded)
    expect(reloaded.state.status).toBe('connected')
    expect(frame.requests.map((request) => request.type)).toContain('getUser')

    // The restored login rewrote the cache; a later sign-out elsewhere left "no login" in it.
    await vi.waitFor(() => expect(storage.getItem(loginCacheKey)).toContain('"loginUsed":true'))
    resetFrameStandIn(frame, { getUser: () => user })
    storage.setItem(loginCacheKey, JSON.stringify({ loginUsed: false }))
    const signedOut = makeConfig()
    await reconnect(signedOut)
    expect(signedOut.state.status).toBe('disconnected')
    expect(frame.created).toBe(0)
  })

  it("tells the provider's EIP-1193 listeners when the account or the chain changes, until they are removed", async () => {
    const config = makeConfig()
    const provider = await auth(config).getProvider()
    frame.handlers.switchNetwork = (payload) => ({ chainId: payload.chainId })
    const seen: [string, unknown][] = []
    const onAccounts = (accounts: unknown) => seen.push(['accountsChanged', accounts])
    const onChain = (chain: unknown) => seen.push(['chainChanged', chain])
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    await auth(config).connectEmail({ email: 'ada@example.com' })
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    await auth(config).switchChain?.({ chainId: foundry.id })
    expect(seen).toEqual([
      ['accountsChanged', [account.address]],
      ['chainChanged', '0x7a69'],
    ])
    provider.removeListener('accountsChanged', onAccounts)
    provider.removeListener('chainChanged', onChain)
    await auth(config).switchChain?.({ chainId: foundry.id })
    expect(seen).toHaveLength(2)
  })

  it('answers eth_accounts/eth_chainId locally and refuses forbidden methods with 4200 without the frame', async () => {
    const config = makeConfig()
    const provider = await auth(config).getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200, shortMessage: 'Requested RPC call is not allowed' })
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100, shortMessage: 'Not connected to email or social' })
    expect(frame.created).toBe(0)
  })

  it("wagmi's signMessage goes through the frame with approval events, and the signature verifies", async () => {
    frame.handlers.rpcRequest = async (payload) => {
      for (const listener of frame.listeners) listener({ v: 1, kind: 'event', type: 'approval', payload: { visible: true } } as FrameEvent)
      const [message] = payload.params as [`0x${string}`]
      return { result: await account.signMessage({ message: { raw: message } }) }
    }
    const config = makeConfig()
    const events: AuthConnectorEvent[] = []
    auth(config).onAuthEvent((event) => events.push(event))
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    await connect(config, { connector: config.connectors[0]! })
    const signature = await signMessage(config, { message: 'hello' })
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    expect(frame.requests.find((request) => request.type === 'rpcRequest')?.payload).toMatchObject({
      method: 'personal_sign',
      chainId: foundry.id,
      rpcUrl: foundry.rpcUrls.default.http[0],
    })
    const kinds = events.map((event) => event.type)
    expect(kinds).toEqual(expect.arrayContaining(['approvalRequested', 'frameApproval', 'approvalSettled']))
    expect(events.find((event) => event.type === 'approvalSettled')).toMatchObject({ ok: true })
    expect(auth(config).isApprovalVisible()).toBe(true)
  })

  it("wagmi's getCapabilities and getCallsStatus ask the frame (the wallet), without approval events; setPreferredAccountType refreshes the user", async () => {
    const asked: string[] = []
    frame.handlers.rpcRequest = async (payload) => {
      const { method } = payload as { method: string }
      asked.push(method)
      return method === 'wallet_getCapabilities'
        ? { result: { '0x7a69': { atomic: { status: 'ready' } } } }
        : { result: { version: '2.0.0', id: '0x01', chainId: '0x7a69', atomic: true, status: 100 } }
    }
    const config = makeConfig()
    const events: AuthConnectorEvent[] = []
    auth(config).onAuthEvent((event) => events.push(event))
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    await connect(config, { connector: config.connectors[0]! })
    expect(await getCapabilities(config, { chainId: foundry.id })).toMatchObject({ atomic: { status: 'ready' } })
    expect(await getCallsStatus(config, { id: '0x01' })).toMatchObject({ status: 'pending', atomic: true })
    expect(asked).toEqual(['wallet_getCapabilities', 'wallet_getCallsStatus'])
    // A batch that succeeded while the smart account was not yet upgraded: the user is read again.
    frame.handlers.getUser = () => ({
      ...user,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      accounts: [{ address: account.address, type: 'smartAccount' }],
    })
    frame.handlers.connectOtp = () => ({
      ...user,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [{ address: account.address, type: 'smartAccount' }],
    })
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    frame.handlers.rpcRequest = async () => ({ result: { version: '2.0.0', id: '0x02', chainId: '0x7a69', atomic: true, status: 200, receipts: [] } })
    await (await auth(config).getProvider()).request({ method: 'wallet_getCallsStatus', params: ['0x02'] })
    await vi.waitFor(() => expect(auth(config).currentUser()).toMatchObject({ smartAccountDeployed: true }))
    expect(events.map((event) => event.type)).not.toContain('approvalRequested')

    frame.handlers.setPreferredAccount = ({ type }) => ({ type, address: account.address })
    frame.handlers.getUser = () => ({ ...user, preferredAccountType: 'eoa', accounts: [{ address: account.address, type: 'eoa' }] })
    expect(await auth(config).setPreferredAccountType('eoa')).toMatchObject({ preferredAccountType: 'eoa' })
    expect(frame.requests.map((request) => request.type)).toEqual(expect.arrayContaining(['setPreferredAccount', 'getUser']))
    frame.handlers.getSmartAccountEnabledNetworks = () => ({ smartAccountEnabledNetworks: [foundry.id] })
    expect(await auth(config).smartAccountEnabledNetworks()).toEqual([foundry.id])
  })

  it('a rejection in the frame reaches wagmi as code 4001; abortAll rejects open requests', async () => {
    frame.handlers.rpcRequest = () => Promise.reject(new FrameRequestError({ code: 4001 }))
    const config = makeConfig()
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    await connect(config, { connector: config.connectors[0]! })
    await expect(signMessage(config, { message: 'no' })).rejects.toMatchObject({ code: 4001 })

    frame.handlers.rpcRequest = () => new Promise(() => undefined)
    const pending = signMessage(config, { message: 'never' })
    await vi.waitFor(() => expect(frame.requests.filter((request) => request.type === 'rpcRequest')).toHaveLength(2), { timeout: 10_000 })
    auth(config).abortAll(new Error('Modal closed'))
    await expect(pending).rejects.toThrow('Modal closed')
  })

  it('disconnect signs out, clears the login cache and gives up on a hanging frame after 3 s', async () => {
    const config = makeConfig()
    await auth(config).connectOtp({ otp: '4KQ7011Z' })
    await connect(config, { connector: config.connectors[0]! })
    frame.handlers.signOut = () => new Promise(() => undefined)
    vi.useFakeTimers()
    const done = disconnect(config)
    await vi.advanceTimersByTimeAsync(3000)
    await done
    expect(config.state.status).toBe('disconnected')
    expect(localStorage.getItem(loginCacheKey)).toBeNull()
    expect(frame.requests.some((request) => request.type === 'signOut')).toBe(true)
  })
})
