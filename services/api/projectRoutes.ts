import type { RemoteFeatures } from '../../src/features/remoteFeatures'
import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiDomain, ApiEnv } from './apiDomain'
import { HttpError } from './HttpError'
import { invalidInput } from './jsonBody'
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

const projectQuerySchema = z.object({ projectId: z.string().default('') })

/**
 * The projects domain: `GET /projects/v1/origins` (allowed origins) and `GET /appkit/v1/config`
 * (remote feature flags) for the projects this API serves, rate limited per project.
 *
 * @example
 * createApiServer({ chains, domains: [projectRoutes({ projects, database })] })
 */
export function projectRoutes(options: ProjectRoutesOptions = {}): ApiDomain {
  const projects = new Map(developmentDefault(options.projects, localProjects, 'projectRoutes({ projects })').map((project) => [project.id, project]))
  const { limit, windowMs } = options.rateLimit ?? { limit: 600, windowMs: 60_000 }
  const now = options.now ?? Date.now
  const database = databaseOrDevelopment(options.database)

  async function project(id: string): Promise<ProjectConfig> {
    const found = projects.get(id)
    // `code` lets the modal tell an id this API does not know (APKT007) from a wrong path or server.
    if (!found) throw new HttpError(404, 'Unknown project', { code: unknownProjectCode })
    // A fixed window per project: cheap, and enough to keep one noisy app from starving others.
    if ((await hitCounter(await database(), `rate:project-config:${id}`, windowMs, now())).count > limit) throw new HttpError(429, 'Rate limited')
    return found
  }
  const query = zValidator('query', projectQuerySchema, invalidInput)

  const app = new Hono<ApiEnv>()
    .get('/projects/v1/origins', query, async (context) =>
      context.json({ allowedOrigins: (await project(context.req.valid('query').projectId)).allowedOrigins }),
    )
    .get('/appkit/v1/config', query, async (context) => context.json({ features: (await project(context.req.valid('query').projectId)).features ?? {} }))
  return { app }
}
