import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { HttpError } from '../HttpError'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { localProjects, type ProjectConfig } from '../projectRoutes'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
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
  /** Events kept in the database; the oldest are dropped past it. @default 1_000 */
  maxEvents?: number
  /**
   * Where events are stored (`openDatabase`). Required in production (`NODE_ENV=production` refuses
   * to build the routes without it).
   * @default the process's in-memory development database (lost on exit)
   */
  database?: SqlDatabase
  /** @default Date.now */
  now?: () => number
}

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
 * (bounded, deduplicated by `eventId` per project); an unknown project or a page origin the project does not
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
  const now = options.now ?? Date.now
  const database = databaseOrDevelopment(options.database)

  // The project and the page's origin are checked before the body is read.
  const knownProject = createMiddleware<ApiEnv>(async (c, next) => {
    const project = projects.get(c.req.query('projectId') ?? '')
    const origin = c.req.header('origin')
    if (!project || (origin && !matchOrigin(origin, project.allowedOrigins))) throw new HttpError(403, 'Invalid App Configuration')
    await next()
  })
  const app = new Hono<ApiEnv>()
    .post('/e', knownProject, jsonBody, zValidator('json', eventSchema, invalidInput), async (c) => {
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

// A repeated eventId (a client retry) is stored once; past `maxEvents` the oldest rows go.
async function storeEvent(database: SqlDatabase, event: StoredAnalyticsEvent, maxEvents: number): Promise<void> {
  await database.query(
    `INSERT INTO analytics_events (project_id, event_id, received_at, event) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [event.projectId, event.eventId, event.receivedAt, JSON.stringify(event)],
  )
  await database.query('DELETE FROM analytics_events WHERE seq <= (SELECT seq FROM analytics_events ORDER BY seq DESC OFFSET $1 LIMIT 1)', [maxEvents])
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
