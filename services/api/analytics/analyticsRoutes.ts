import { z } from 'zod'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import { localProjects, type ProjectConfig } from '../projectRoutes'

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
  /** Events kept in memory; the oldest are dropped past it. @default 1_000 */
  maxEvents?: number
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
 * `POST /e?projectId=&st=&sv=` (analytics events and error reports, spec section 7), stored in
 * memory (bounded, deduplicated by `eventId`); an unknown project or a page origin the project does not
 * allow gets 403 (the modal then shows 'Invalid App Configuration' once). `GET /getAnalyticsConfig`
 * answers `{ isAnalyticsEnabled }`. In development, `GET /dev/events?projectId=` lists what was
 * received and `DELETE /dev/events` forgets it.
 *
 * @example
 * createApiServer({ chains, routes: analyticsRoutes({ development: true }) })
 */
export function analyticsRoutes(options: AnalyticsRoutesOptions = {}): ApiRoute[] {
  const projects = new Map((options.projects ?? localProjects).map((project) => [project.id, project]))
  const enabled = options.isAnalyticsEnabled ?? (() => true)
  const maxEvents = options.maxEvents ?? 1_000
  const now = options.now ?? Date.now
  const events: StoredAnalyticsEvent[] = []

  const routes: ApiRoute[] = [
    {
      method: 'POST',
      path: '/e',
      async handle({ url, headers, json }) {
        const projectId = url.searchParams.get('projectId') ?? ''
        const project = projects.get(projectId)
        const origin = headers.origin
        if (!project || (origin && !matchOrigin(origin, project.allowedOrigins))) throw new HttpError(403, 'Invalid App Configuration')
        const event = eventSchema.parse(await json())
        if (!events.some((stored) => stored.eventId === event.eventId && stored.projectId === projectId)) {
          events.push({ ...event, projectId, sdkType: url.searchParams.get('st') ?? '', sdkVersion: url.searchParams.get('sv') ?? '', receivedAt: now() })
          if (events.length > maxEvents) events.splice(0, events.length - maxEvents)
        }
        return { status: 202, body: { ok: true } }
      },
    },
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      handle({ url }) {
        const projectId = url.searchParams.get('projectId') ?? ''
        return { body: { isAnalyticsEnabled: projects.has(projectId) && enabled(projectId) } }
      },
    },
  ]
  if (options.development) {
    routes.push(
      {
        method: 'GET',
        path: '/dev/events',
        handle({ url }) {
          const projectId = url.searchParams.get('projectId')
          return { body: { events: projectId ? events.filter((event) => event.projectId === projectId) : events } }
        },
      },
      {
        method: 'DELETE',
        path: '/dev/events',
        handle() {
          events.length = 0
          return { body: { ok: true } }
        },
      },
    )
  }
  return routes
}
