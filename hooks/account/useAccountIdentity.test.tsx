// @vitest-environment jsdom
/*
 * An account's name and avatar from the real parts: ENS deployed on anvil beside the local universal
 * resolver (foyer-dev.eth with its avatar), and Foyer's API (names registered over HTTP, PGlite)
 * behind it. ENS wins over a Foyer name; without ENS the Foyer name shows; other families get none.
 * Each answer stays fresh for 5 minutes: a second read within them asks nothing, one after asks again.
 */
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, type Config } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { DEV_ENS_ACCOUNT, DEV_ENS_AVATAR, DEV_ENS_NAME } from '../../devstack/chain/localEns'
import { DEV_NAME_GATEWAY_KEY, deployNameResolver, NAME_RESOLVER_ADDRESS } from '../../devstack/chain/nameResolver'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { nameRoutes } from '../../services/api/names/nameRoutes'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import { coinTypeOfChain, registrationMessage } from '../../src/names/nameRules'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { useAccountIdentity } from './useAccountIdentity'

const FIVE_MINUTES = 5 * 60_000
let anvil: RunningAnvil
let api: RunningServer
let database: SqlDatabase

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  database = await openDatabase({ memory: true })
  const chains = [{ id: foundry.id, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({
    chains,
    allowedOrigins: [location.origin],
    domains: [nameRoutes({ chains, database, gatewayKey: DEV_NAME_GATEWAY_KEY }), accountRoutes({ chains, database })],
  }).listen(0, '127.0.0.1')
  await deployNameResolver(anvil.rpcUrl, foundry.id, api.url)
  // Both have a Foyer name; only the first has an ENS name too.
  await register(ANVIL_ACCOUNTS[4].privateKey, 'dev4.foyer.id')
  await register(ANVIL_ACCOUNTS[0].privateKey, 'alice.foyer.id', 'https://example.test/alice.png')
}, 180_000)

afterAll(async () => {
  await api?.close()
  await database?.close()
  await anvil?.stop()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function register(privateKey: `0x${string}`, name: string, avatar?: string) {
  const account = privateKeyToAccount(privateKey)
  const message = registrationMessage({ name, attributes: avatar ? { avatar } : {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${api.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: location.origin },
    body: JSON.stringify({ coin_type: coinTypeOfChain(foundry.id), address: account.address, message, signature: await account.signMessage({ message }) }),
  })
  if (response.status !== 200) throw new Error(`registration of ${name}: ${response.status} ${await response.text()}`)
}

/** A wagmi config on the anvil, with the local ENS (or none); counts the chain's `eth_call`s. */
function setup({ ens }: { ens: boolean }) {
  const calls = { ens: 0 }
  const chain = {
    ...foundry,
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    ...(ens ? { contracts: { ensUniversalResolver: { address: NAME_RESOLVER_ADDRESS } } } : {}),
  }
  const config: Config = createConfig({
    chains: [chain],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: {
      [foundry.id]: http(anvil.rpcUrl, {
        retryCount: 0,
        onFetchRequest: async (request) => {
          if ((await request.clone().text()).includes('"eth_call"')) calls.ens++
        },
      }),
    },
  })
  const foyerConfig = createFoyerConfig({ projectId: 'identity-test', apiUrl: api.url, development: false })
  return { config, foyerConfig, calls }
}

describe('useAccountIdentity', () => {
  it('reads the ENS name and avatar on the ENS chain; ENS wins over the Foyer name', async () => {
    const { config, foyerConfig } = setup({ ens: true })
    const { result } = renderFoyerHook(() => useAccountIdentity({ address: DEV_ENS_ACCOUNT.address }), { config, foyerConfig })
    await waitFor(() => expect(result.current.avatar).toBeDefined(), { timeout: 20_000 })
    expect(result.current).toEqual({ name: DEV_ENS_NAME, avatar: DEV_ENS_AVATAR, source: 'ens', isLoading: false })
  })

  it("without ENS, the Foyer name and its avatar; other families' accounts have none", async () => {
    const { config, foyerConfig } = setup({ ens: false })
    const { result } = renderFoyerHook(
      () => ({
        alice: useAccountIdentity({ address: ANVIL_ACCOUNTS[0].address }),
        dev: useAccountIdentity({ address: DEV_ENS_ACCOUNT.address }),
        nobody: useAccountIdentity({ address: ANVIL_ACCOUNTS[6].address }),
        solana: useAccountIdentity({ address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', namespace: 'solana' }),
      }),
      { config, foyerConfig },
    )
    await waitFor(() => expect(result.current.nobody.isLoading || result.current.alice.isLoading || result.current.dev.isLoading).toBe(false), {
      timeout: 20_000,
    })
    expect(result.current.alice).toEqual({ name: 'alice.foyer.id', avatar: 'https://example.test/alice.png', source: 'foyer', isLoading: false })
    expect(result.current.dev).toEqual({ name: 'dev4.foyer.id', avatar: undefined, source: 'foyer', isLoading: false })
    expect(result.current.nobody).toEqual({ name: undefined, avatar: undefined, source: undefined, isLoading: false })
    expect(result.current.solana).toEqual({ name: undefined, avatar: undefined, source: undefined, isLoading: false })
  })

  it('ENS and identity answers stay fresh for 5 minutes: a second read within them asks nothing, one after asks again', async () => {
    const { config, foyerConfig, calls } = setup({ ens: true })
    const identityCalls = () => fetchSpy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/v1/identity/')).length
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const hook = () => useAccountIdentity({ address: DEV_ENS_ACCOUNT.address })
    const first = renderFoyerHook(hook, { config, foyerConfig })
    await waitFor(() => expect(first.result.current.avatar).toBe(DEV_ENS_AVATAR), { timeout: 20_000 })
    await waitFor(() => expect(identityCalls()).toBe(1))
    const ensCalls = calls.ens
    expect(ensCalls).toBeGreaterThanOrEqual(2) // the name, then its avatar record
    first.unmount()

    // Only the clock is faked: React Query reads it to tell fresh from stale.
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    vi.setSystemTime(start + FIVE_MINUTES - 1_000)
    const second = renderHook(hook, { wrapper: first.wrapper })
    expect(second.result.current).toMatchObject({ name: DEV_ENS_NAME, avatar: DEV_ENS_AVATAR })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(calls.ens).toBe(ensCalls)
    expect(identityCalls()).toBe(1)
    second.unmount()

    vi.setSystemTime(start + FIVE_MINUTES + 1_000)
    const third = renderHook(hook, { wrapper: first.wrapper })
    await waitFor(() => expect(calls.ens).toBeGreaterThan(ensCalls), { timeout: 20_000 })
    await waitFor(() => expect(identityCalls()).toBe(2), { timeout: 20_000 })
    expect(third.result.current).toMatchObject({ name: DEV_ENS_NAME, avatar: DEV_ENS_AVATAR, source: 'ens' })
  })
})
