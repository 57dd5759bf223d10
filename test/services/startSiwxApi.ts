import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import type { ApiDomain } from '../../services/api/apiDomain'
import type { ApiChain } from '../../services/api/coreRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import type { ProjectConfig } from '../../services/api/projectRoutes'
import { siwxRoutes } from '../../services/api/siwx/siwxRoutes'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'

/** What {@link startSiwxApi} runs; `stop()` ends all of it. */
export type SiwxApi = {
  /** One anvil per chain id, in the order given. */
  anvils: RunningAnvil[]
  /** The API's chains, each on its anvil. */
  chains: ApiChain[]
  /** The in-memory database behind the routes. */
  database: SqlDatabase
  /** Foyer's API, listening on a free loopback port. */
  api: RunningServer
  /** Closes the API and the database and stops the anvils. */
  stop(): Promise<void>
}

/** Options of {@link startSiwxApi}. */
export type StartSiwxApiOptions = {
  /** The projects, allowed on this page's origin. */
  projects: readonly ProjectConfig[]
  /** The chains, each on an anvil of its own. @default [31337] */
  chainIds?: readonly number[]
  /** The API's domains. @default SIWX alone */
  domains?: (parts: { chains: ApiChain[]; projects: readonly ProjectConfig[]; database: SqlDatabase }) => ApiDomain[]
}

/**
 * Foyer's real API with SIWX (and what else a test adds) on an in-memory database, with anvil
 * verifying the signatures, for tests that sign in over HTTP.
 *
 * @example
 * beforeAll(async () => void (stack = await startSiwxApi({ projects: [{ id: 'siwx', allowedOrigins: [location.origin] }] })), 180_000)
 * afterAll(() => stack?.stop())
 */
export async function startSiwxApi({
  projects,
  chainIds = [31337],
  domains = ({ chains, database }) => [siwxRoutes({ chains, projects, database })],
}: StartSiwxApiOptions): Promise<SiwxApi> {
  const anvils = await Promise.all(chainIds.map((chainId) => startAnvil({ chainId })))
  const database = await openDatabase({ memory: true })
  const chains = anvils.map((anvil, index) => ({ id: chainIds[index]!, name: `Local ${index}`, rpcUrl: anvil.rpcUrl }))
  const api = await createApiServer({ chains, allowedOrigins: [location.origin], domains: domains({ chains, projects, database }) }).listen(0, '127.0.0.1')
  return {
    anvils,
    chains,
    database,
    api,
    async stop() {
      await api.close()
      await database.close()
      for (const anvil of anvils) await anvil.stop()
    },
  }
}
