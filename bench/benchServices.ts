import { pino } from 'pino'
import { createApiServer } from '../services/api/createApiServer'
import { localProjects, projectRoutes } from '../services/api/projectRoutes'
import { socialSignInOf } from '../services/api/projectFeatures'
import { LOCAL_ORIGIN_PATTERNS } from '../src/origins/matchOrigin'
import { openDatabase } from '../services/store/openDatabase'
import { startLocalRelay } from '../testing/walletconnect/localRelay'

/** Foyer's API and a WalletConnect relay, in this process, for the demo build to talk to. */
export type BenchServices = {
  /** `services/api` with the real wallets padded to 1,000 and the local projects. */
  apiUrl: string
  /** The local relay of `testing/walletconnect`, so the WalletConnect view runs as it would online. */
  relayUrl: string
  /** Errors the API answered with a 500, for the report. */
  apiErrors: string[]
  close(): Promise<void>
}

/** Size of the wallet registry the bench searches (the 1,000 entries). */
export const benchRegistrySize = 1000

/**
 * Starts the API and the relay on free ports of 127.0.0.1. Build the demo after this, with
 * `VITE_FOYER_API_URL` and `VITE_FOYER_RELAY_URL` set to these URLs ({@link benchDemoEnv}).
 */
export async function startBenchServices(): Promise<BenchServices> {
  const apiErrors: string[] = []
  // Its own database, given outright: the Vite builds of a bench run set NODE_ENV=production, where
  // the routes refuse the development database.
  const database = await openDatabase({ memory: true })
  const api = await createApiServer({
    chains: [],
    walletRegistry: { size: benchRegistrySize },
    // Given outright like the database: the route factories' development defaults need FOYER_DEV=1.
    allowedOrigins: LOCAL_ORIGIN_PATTERNS,
    // Every provider but the operator's own, as development serves them: the Connect view the bench
    // opens shows the buttons it showed before the answer was cut down to configured providers.
    domains: [projectRoutes({ database, projects: localProjects, signIn: socialSignInOf({}, true) })],
    // Only failed routes reach this log: each line becomes "METHOD /path: message" in the report.
    logger: pino(
      { level: 'error' },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { method?: string; path?: string; error?: { message?: string } }
          apiErrors.push(`${entry.method ?? ''} ${entry.path ?? ''}: ${entry.error?.message ?? line}`)
        },
      },
    ),
  }).listen(0, '127.0.0.1')
  const relay = await startLocalRelay({ port: 0 })
  return {
    apiUrl: api.url,
    relayUrl: relay.url,
    apiErrors,
    close: async () => {
      await Promise.all([api.close(), relay.close()])
      await database.close()
    },
  }
}

/** The demo's build-time variables pointing at the bench's services (read by `demo/chains.ts`, `demo/wagmiConfig.ts`). */
export function benchDemoEnv(services: BenchServices): Record<string, string> {
  return { VITE_FOYER_API_URL: services.apiUrl, VITE_FOYER_RELAY_URL: services.relayUrl }
}
