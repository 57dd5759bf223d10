import type { RemoteFeatures } from '../../src/features/remoteFeatures'
import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import { HttpError } from './HttpError'
import type { ApiRoute } from './matchRoute'
import { developmentDefault } from '../http/developmentDefault'
import { hitCounter } from '../store/hitCounter'
import { databaseOrDevelopment } from '../store/developmentDatabase'
import type { SqlDatabase } from '../store/SqlDatabase'

/** The `code` of the 404 answer for a project id the API does not know (the modal shows APKT007). */
export const unknownProjectCode = 'unknown_project'

/** One project the API knows: who may embed the modal, and its feature flags. */
export type ProjectConfig = {
  id: string
  /** Origin patterns (`*` wildcards) allowed to use the modal. */
  allowedOrigins: readonly string[]
  /** Flags served by `/appkit/v1/config`; the modal applies defaults for the rest. */
  features?: Partial<RemoteFeatures>
}

/**
 * The development projects (`npm start`, `FOYER_DEV=1`): the demo's own, one that allows only
 * another site (to see APKT002), one with pay on (e-mail and social switch off), one whose rate limit
 * tests use up, one with e-mail capture on (DataCapture after connecting) and one with multi-wallet on
 * (ProfileWallets). Outside
 * development the production server serves only the configured projects.
 */
export const localProjects: readonly ProjectConfig[] = [
  { id: 'foyer-local', allowedOrigins: LOCAL_ORIGIN_PATTERNS },
  { id: 'foyer-restricted', allowedOrigins: ['https://app.example.com'] },
  { id: 'foyer-pay', allowedOrigins: LOCAL_ORIGIN_PATTERNS, features: { pay: true } },
  { id: 'foyer-rate', allowedOrigins: LOCAL_ORIGIN_PATTERNS },
  { id: 'foyer-capture', allowedOrigins: LOCAL_ORIGIN_PATTERNS, features: { emailCapture: true } },
  { id: 'foyer-multiwallet', allowedOrigins: LOCAL_ORIGIN_PATTERNS, features: { multiWallet: true } },
]

/** Options of {@link projectRoutes}. */
export type ProjectRoutesOptions = {
  /** The projects served. Required under `NODE_ENV=production`. @default localProjects (development only) */
  projects?: readonly ProjectConfig[]
  /** Requests allowed per project in each window; past it the API answers 429. @default { limit: 600, windowMs: 60_000 } */
  rateLimit?: { limit: number; windowMs: number }
  /**
   * Where the per-project counts live (the `counters` table), shared by every API instance on the
   * database. Required under `NODE_ENV=production`. @default the development database
   */
  database?: SqlDatabase
  /** @default Date.now */
  now?: () => number
}

/**
 * `GET /projects/v1/origins` (allowed origins) and `GET /appkit/v1/config`
 * (remote feature flags) for the projects this API serves, rate limited per project.
 */
export function projectRoutes(options: ProjectRoutesOptions = {}): ApiRoute[] {
  const projects = new Map(developmentDefault(options.projects, localProjects, 'projectRoutes({ projects })').map((project) => [project.id, project]))
  const { limit, windowMs } = options.rateLimit ?? { limit: 600, windowMs: 60_000 }
  const now = options.now ?? Date.now
  const database = databaseOrDevelopment(options.database)

  async function project(url: URL): Promise<ProjectConfig> {
    const id = url.searchParams.get('projectId') ?? ''
    const found = projects.get(id)
    // `code` lets the modal tell an id this API does not know (APKT007) from a wrong path or server.
    if (!found) throw new HttpError(404, 'Unknown project', { code: unknownProjectCode })
    // A fixed window per project: cheap, and enough to keep one noisy app from starving others.
    if ((await hitCounter(await database(), `rate:project-config:${id}`, windowMs, now())).count > limit) throw new HttpError(429, 'Rate limited')
    return found
  }

  return [
    {
      method: 'GET',
      path: '/projects/v1/origins',
      handle: async ({ url }) => ({ body: { allowedOrigins: (await project(url)).allowedOrigins } }),
    },
    {
      method: 'GET',
      path: '/appkit/v1/config',
      handle: async ({ url }) => ({ body: { features: (await project(url)).features ?? {} } }),
    },
  ]
}
