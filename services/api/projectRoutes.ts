import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { clientIpOf } from './apiDomain'
import type { ApiDomain, ApiEnv } from './apiDomain'
import { enforceRateLimits, requesterKey } from './auth/rateLimits'
import type { RateLimit } from './auth/rateLimits'
import { HttpError } from './HttpError'
import { PROJECT_CONFIG_MAX_AGE_MS, unknownProjectCode } from './projectConfigWire'
import { invalidInput } from './jsonBody'
import { projectFeatures } from './projectFeatures'
import type { ProjectFeatures, SocialSignIn } from './projectFeatures'
import { developmentDefault } from '../http/developmentDefault'
import { hitCounter } from '../store/hitCounter'
import { databaseOrDevelopment } from '../store/developmentDatabase'
import type { SqlDatabase } from '../store/SqlDatabase'

/** One project the API knows: who may embed the modal, and its feature flags. */
export type ProjectConfig = {
  id: string
  /** Origin patterns (`*` wildcards) allowed to use the modal. */
  allowedOrigins: readonly string[]
  /**
   * Flags served by `/appkit/v1/config`; the modal applies defaults for the rest. `socials` is cut
   * down to the providers the API can serve (see {@link ProjectRoutesOptions.signIn}).
   */
  features?: ProjectFeatures
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

/** The default limits of the project routes. */
export const DEFAULT_PROJECT_RATE_LIMITS = {
  /** One client: a page load asks twice, so this is hundreds of page loads a minute. */
  perIp: { limit: 600, windowMs: 60_000 },
  /** One project from every client: a ceiling far above real traffic, never reached by one client. */
  perProject: { limit: 200_000, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>

/** Options of {@link projectRoutes}. */
export type ProjectRoutesOptions = {
  /** The projects served. Required outside development (`FOYER_DEV=1`). @default localProjects (development only) */
  projects?: readonly ProjectConfig[]
  /**
   * Requests allowed per client (IP address, IPv6 by /64) in each window, over all projects; past it
   * that client gets 429 and nobody else does.
   * @default { limit: 600, windowMs: 60_000 }
   */
  rateLimitPerIp?: RateLimit
  /**
   * Requests allowed per project in each window from every client together: a ceiling against a
   * flood from many addresses, far above real traffic (counted after the client's own limit, so one
   * client can never use it up).
   * @default { limit: 200_000, windowMs: 60_000 }
   */
  rateLimit?: RateLimit
  /**
   * Where the counts live (the `counters` table), shared by every API instance on the
   * database. Required outside development (`FOYER_DEV=1`). @default the development database
   */
  database?: SqlDatabase
  /**
   * What social sign-in the API serves (`socialSignInOf(config, development)`): each project's
   * `socials` is answered only with these providers, and `'oidc'` with its name and icon. Required
   * outside development, so a production answer never offers a button whose provider is not configured.
   * @default every provider, unfiltered (development only: the stand-ins serve them)
   * @example { socials: ['google', 'oidc'], oidc: { name: 'Acme SSO' } }
   */
  signIn?: SocialSignIn
  /** @default Date.now */
  now?: () => number
}

const projectQuerySchema = z.object({ projectId: z.string().default('') })

/**
 * The projects domain: `GET /projects/v1/origins` (allowed origins) and `GET /appkit/v1/config`
 * (remote feature flags) for the projects this API serves, limited per client with a per-project
 * ceiling; answers may be reused for {@link PROJECT_CONFIG_MAX_AGE_MS}.
 *
 * @example
 * createApiServer({ chains, domains: [projectRoutes({ projects, database })] })
 */
export function projectRoutes(options: ProjectRoutesOptions = {}): ApiDomain {
  const projects = new Map(developmentDefault(options.projects, localProjects, 'projectRoutes({ projects })').map((project) => [project.id, project]))
  const perIp = options.rateLimitPerIp ?? DEFAULT_PROJECT_RATE_LIMITS.perIp
  const perProject = options.rateLimit ?? DEFAULT_PROJECT_RATE_LIMITS.perProject
  const now = options.now ?? Date.now
  const database = databaseOrDevelopment(options.database)
  const signIn = developmentDefault<SocialSignIn | undefined>(options.signIn, undefined, 'projectRoutes({ signIn })')

  async function project(id: string, ip: string): Promise<ProjectConfig> {
    const found = projects.get(id)
    // `code` lets the modal tell an id this API does not know (APKT007) from a wrong path or server.
    if (!found) throw new HttpError(404, 'Unknown project', { code: unknownProjectCode })
    const db = await database()
    // The client first: a client over its own limit is refused before it counts against the project.
    await enforceRateLimits({ hitCounter: (key, windowMs, time) => hitCounter(db, key, windowMs, time) }, now(), [
      { key: `project-config:ip:${requesterKey(ip)}`, limit: perIp },
      { key: `project-config:project:${id}`, limit: perProject },
    ])
    return found
  }
  // Configuration changes only with a restart, so browsers, CDNs and the frame's server may reuse it.
  const reusable = { 'cache-control': `public, max-age=${PROJECT_CONFIG_MAX_AGE_MS / 1000}` }
  const query = zValidator('query', projectQuerySchema, invalidInput)

  const app = new Hono<ApiEnv>()
    .get('/projects/v1/origins', query, async (context) => {
      const found = await project(context.req.valid('query').projectId, clientIpOf(context))
      return context.json({ allowedOrigins: found.allowedOrigins }, 200, reusable)
    })
    .get('/appkit/v1/config', query, async (context) => {
      const found = await project(context.req.valid('query').projectId, clientIpOf(context))
      return context.json({ features: projectFeatures(found.features, signIn) }, 200, reusable)
    })
  return { app }
}
