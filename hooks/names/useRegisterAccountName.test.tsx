// @vitest-environment jsdom
/*
 * A registration shows in every ENS lookup of the page at once, without a reload: wagmi's
 * `useEnsName`, mounted before, resolves through the local chain's name resolver (CCIP-Read to the
 * real API's gateway over HTTP, PGlite) on anvil. The connected account is a stand-in for the
 * embedded wallet (wagmi's mock connector with the auth connector's type, signing through anvil).
 */
import { act, cleanup, waitFor } from '@testing-library/react'
import { http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, useEnsName, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { DEV_NAME_GATEWAY_KEY, deployNameResolver, NAME_RESOLVER_ADDRESS } from '../../devstack/chain/nameResolver'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { nameRoutes } from '../../services/api/names/nameRoutes'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import { authOperations, embeddedWalletStandIn } from '../../test/components/embeddedWalletStandIn'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { useRegisterAccountName } from './useRegisterAccountName'

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
    domains: [nameRoutes({ chains, database, gatewayKey: DEV_NAME_GATEWAY_KEY })],
  }).listen(0, '127.0.0.1')
  await deployNameResolver(anvil.rpcUrl, foundry.id, api.url)
}, 120_000)

afterAll(async () => {
  await api?.close()
  await database?.close()
  await anvil?.stop()
})

afterEach(cleanup)

async function setup(account: number) {
  const address = ANVIL_ACCOUNTS[account]!.address
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } }, contracts: { ensUniversalResolver: { address: NAME_RESOLVER_ADDRESS } } }
  const config: Config = createConfig({
    chains: [chain],
    connectors: [embeddedWalletStandIn(address, authOperations())],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [foundry.id]: http(anvil.rpcUrl, { retryCount: 0 }) },
  })
  const foyerConfig = createFoyerConfig({ projectId: 'names-ens', apiUrl: api.url, development: false })
  await act(async () => void (await connect(config, { connector: config.connectors[0]! })))
  // The app's own lookup, as any wagmi page has it, mounted before the registration.
  const { result } = renderFoyerHook(() => ({ register: useRegisterAccountName(), ensName: useEnsName({ address, chainId: foundry.id }) }), {
    config,
    foyerConfig,
  })
  await waitFor(() => expect(result.current.ensName.isSuccess).toBe(true), { timeout: 20_000 })
  return result
}

describe('useRegisterAccountName', () => {
  it("refreshes wagmi's useEnsName: the page shows the new name without a reload", async () => {
    const result = await setup(0)
    expect(result.current.ensName.data).toBeNull()
    await act(async () => void (await result.current.register.mutateAsync('ens-fresh')))
    await waitFor(() => expect(result.current.ensName.data).toBe('ens-fresh.foyer.id'), { timeout: 10_000 })
  }, 60_000)

  it('a registration that fails leaves the lookups as they were', async () => {
    const result = await setup(1)
    const before = result.current.ensName.dataUpdatedAt
    // Too short a name: refused before anything is signed or sent.
    await act(async () => {
      await expect(result.current.register.mutateAsync('ab')).rejects.toMatchObject({ name: 'RegisterNameError' })
    })
    expect(result.current.ensName.data).toBeNull()
    expect(result.current.ensName.dataUpdatedAt).toBe(before)
  }, 60_000)
})
