import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { enforceRateLimits, requesterKey } from '../auth/rateLimits'
import type { RateLimit } from '../auth/rateLimits'
import { invalidInput, jsonBodyUpTo } from '../jsonBody'
import { localProjects, type ProjectConfig } from '../projectRoutes'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import { hitCounter } from '../../store/hitCounter'
import type { SqlDatabase } from '../../store/SqlDatabase'

/** One stored analytics event: the body of `POST /e` and its query parameters. */
export type StoredAnalyticsEvent = z.infer<typeof eventSchema> & {
  projectId: string
  /** SDK type (`st`). */
  sdkType: string
  /** SDK version (`sv`). */
  sdkVersion: string
  /** When the API received it, ms since the epoch. */
  receivedAt: number
}

/** Options of {@link analyticsRoutes}. */
export type AnalyticsRoutesOptions = {
  /** Projects that may send events (from an allowed origin). @default localProjects */
  projects?: readonly ProjectConfig[]
  /** Whether `/getAnalyticsConfig` says a (known) project collects analytics. @default () => true */
  isAnalyticsEnabled?: (projectId: string) => boolean
  /**
   * Serve `GET /dev/events` (and `DELETE /dev/events`) so tests can read what was sent. Never in production:
   * the events hold page URLs.
   * @default false
   */
  development?: boolean
  /** Events kept per project in the database; past it that project's oldest are dropped. @default 1_000 */
  maxEvents?: number
  /**
   * Events one client (IP address, IPv6 by /64) may send per window, across projects, and events of
   * one project from every client: a ceiling far above real traffic, so one client can neither fill a
   * project's store nor use up its allowance. Counted in the database, shared by every API instance.
   * @default {@link DEFAULT_ANALYTICS_RATE_LIMITS}
   */
  rateLimits?: AnalyticsRateLimits
  /**
   * Where events are stored (`openDatabase`). Required in production (`NODE_ENV=production` refuses
   * to build the routes without it).
   * @default the process's in-memory development database (lost on exit)
   */
  database?: SqlDatabase
  /** @default Date.now */
  now?: () => number
}

/** Limits of `POST /e`. */
export type AnalyticsRateLimits = {
  /** Events from one client (an office behind one NAT address counts as one). @default 1_000 per minute */
  eventsPerIp: RateLimit
  /** Events of one project, from every client. @default 60_000 per minute */
  eventsPerProject: RateLimit
}

/** The default analytics limits: far above one page's events and error reports, far below flooding. */
export const DEFAULT_ANALYTICS_RATE_LIMITS: AnalyticsRateLimits = {
  eventsPerIp: { limit: 1_000, windowMs: 60_000 },
  eventsPerProject: { limit: 60_000, windowMs: 60_000 },
}

/**
 * Largest `POST /e` body: one event with the longest fields the SDK sends (a 10,000-character stack
 * trace, an error message, the page URL), with room for JSON escapes.
 */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024

const propsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('track'),
    event: z.string().min(1).max(100),
    properties: z.record(z.string().max(100), z.union([z.string().max(1_000), z.number(), z.boolean()])).optional(),
  }),
  z.object({
    type: z.literal('error'),
    event: z.string().min(1).max(100),
    errorType: z.string().max(200),
    errorMessage: z.string().max(2_000),
    stackTrace: z.string().max(10_000).optional(),
  }),
])

const eventSchema = z.object({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2_000),
  domain: z.string().max(300),
  timestamp: z.number().int().nonnegative(),
  props: propsSchema,
})

/**
 * `POST /e?projectId=&st=&sv=` (analytics events and error reports), stored in the database
 * (bounded and deduplicated by `eventId` per project, limited per client and per project, bodies up to
 * {@link MAX_ANALYTICS_BODY_BYTES}); an unknown project or a page origin the project does not
 * allow gets 403 (the modal then shows 'Invalid App Configuration' once). `GET /getAnalyticsConfig`
 * answers `{ isAnalyticsEnabled }`. In development, `GET /dev/events?projectId=` lists what was
 * received and `DELETE /dev/events` forgets it.
 *
 * @example
 * createApiServer({ chains, domains: [analyticsRoutes({ development: true })] })
 */
export function analyticsRoutes(options: AnalyticsRoutesOptions = {}): ApiDomain {
  const projects = new Map((options.projects ?? localProjects).map((project) => [project.id, project]))
  const enabled = options.isAnalyticsEnabled ?? (() => true)
  const maxEvents = options.maxEvents ?? 1_000
  const limits = options.rateLimits ?? DEFAULT_ANALYTICS_RATE_LIMITS
  const now = options.now ?? Date.now
  const database = databaseOrDevelopment(options.database)
  // The client first: one over its own limit is refused without using up the project's ceiling.
  const eventLimits = createMiddleware<ApiEnv>(async (c, next) => {
    const db = await database()
    await enforceRateLimits({ hitCounter: (key, windowMs, time) => hitCounter(db, key, windowMs, time) }, now(), [
      { key: `analytics:ip:${requesterKey(clientIpOf(c))}`, limit: limits.eventsPerIp },
      { key: `analytics:project:${c.req.query('projectId') ?? ''}`, limit: limits.eventsPerProject },
    ])
    await next()
  })

  // The project and the page's origin are checked before the body is read.
  const knownProject = createMiddleware<ApiEnv>(async (c, next) => {
    const project = projects.get(c.req.query('projectId') ?? '')
    const origin = c.req.header('origin')
    if (!project || (origin && !matchOrigin(origin, project.allowedOrigins))) throw new HttpError(403, 'Invalid App Configuration')
    await next()
  })
  const app = new Hono<ApiEnv>()
    .post('/e', knownProject, eventLimits, jsonBodyUpTo(MAX_ANALYTICS_BODY_BYTES), zValidator('json', eventSchema, invalidInput), async (c) => {
      const query = c.req.query()
      const stored: StoredAnalyticsEvent = {
        ...c.req.valid('json'),
        projectId: query.projectId ?? '',
        sdkType: query.st ?? '',
        sdkVersion: query.sv ?? '',
        receivedAt: now(),
      }
      await storeEvent(await database(), stored, maxEvents)
      return c.json({ ok: true }, 202)
    })
    .get('/getAnalyticsConfig', (c) => {
      const projectId = c.req.query('projectId') ?? ''
      return c.json({ isAnalyticsEnabled: projects.has(projectId) && enabled(projectId) })
    })
  if (options.development) {
    app
      .get('/dev/events', async (c) => c.json({ events: await readEvents(await database(), c.req.query('projectId') ?? null) }))
      .delete('/dev/events', async (c) => {
        await (await database()).query('DELETE FROM analytics_events')
        return c.json({ ok: true })
      })
  }
  return { app }
}

// A repeated eventId (a client retry) is stored once; past `maxEvents` the project's oldest rows go,
// so a busy project never pushes out another's events.
async function storeEvent(database: SqlDatabase, event: StoredAnalyticsEvent, maxEvents: number): Promise<void> {
  await database.query(
    `INSERT INTO analytics_events (project_id, event_id, received_at, event) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [event.projectId, event.eventId, event.receivedAt, JSON.stringify(event)],
  )
  await database.query(
    `DELETE FROM analytics_events WHERE project_id = $2
       AND seq <= (SELECT seq FROM analytics_events WHERE project_id = $2 ORDER BY seq DESC OFFSET $1 LIMIT 1)`,
    [maxEvents, event.projectId],
  )
}

const storedEventSchema = eventSchema.extend({
  projectId: z.string(),
  sdkType: z.string(),
  sdkVersion: z.string(),
  receivedAt: z.number(),
})

async function readEvents(database: SqlDatabase, projectId: string | null): Promise<StoredAnalyticsEvent[]> {
  const rows = projectId
    ? await database.query('SELECT event FROM analytics_events WHERE project_id = $1 ORDER BY seq', [projectId])
    : await database.query('SELECT event FROM analytics_events ORDER BY seq')
  return rows.map((row) => storedEventSchema.parse(JSON.parse(z.string().parse(row.event))))
}
