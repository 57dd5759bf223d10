import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { PROJECT_CONFIG_MAX_AGE_MS, unknownProjectCode } from '../api/projectConfigWire'

/**
 * What the API said about a project, as the frame page carries it: its allowed origins, or that the
 * API does not know it.
 */
export type ProjectAnswer = { id: string; allowedOrigins: readonly string[] } | { id: string; unknown: true }

/** Options of {@link projectAnswers}. */
export type ProjectAnswersOptions = {
  /** How long an answer is reused. @default PROJECT_CONFIG_MAX_AGE_MS (60 s) */
  maxAgeMs?: number
  /** Projects remembered at most (least recently used go first). @default 1_000 */
  max?: number
  /** How long one question to the API may take before the page goes out without it. @default 2_000 */
  timeoutMs?: number
  /**
   * How long a question the API did not answer (timeout, 429, 5xx) is not asked again, so an
   * unreachable API does not hold up every page load by `timeoutMs`.
   * @default 10_000
   */
  retryAfterMs?: number
}

// Ids the API could know: anything else is not worth a request (and not worth a cache entry).
const PROJECT_ID = /^[A-Za-z0-9._-]{1,200}$/
const originsSchema = z.object({ allowedOrigins: z.array(z.string().max(300)).max(1_000) })
const unknownSchema = z.object({ code: z.literal(unknownProjectCode) })

// What the cache holds: an answer, or that the API gave none for a while.
type Entry = ProjectAnswer | { id: string; unanswered: true }

/**
 * The frame server's view of the API's `GET /projects/v1/origins`, kept in a bounded cache, so a
 * visitor's frame page carries the project's answer and the frame does not ask the API on every page
 * load (nor use up a limit). Concurrent questions for one project share one request. An answer the API
 * could not give (timeout, 429, 5xx) gives `undefined`, and the frame then asks itself; it is kept for
 * `retryAfterMs` only.
 *
 * @example
 * const answerFor = projectAnswers('https://api.example.com')
 * await answerFor('my-app') // { id: 'my-app', allowedOrigins: ['https://app.example.com'] }
 */
export function projectAnswers(apiUrl: string, options: ProjectAnswersOptions = {}): (projectId: string) => Promise<ProjectAnswer | undefined> {
  const timeoutMs = options.timeoutMs ?? 2_000
  const retryAfterMs = options.retryAfterMs ?? 10_000
  const cache = new LRUCache<string, Entry>({
    max: options.max ?? 1_000,
    ttl: options.maxAgeMs ?? PROJECT_CONFIG_MAX_AGE_MS,
    fetchMethod: async (id, _stale, { signal, options: entry }) => {
      const answer = await ask(apiUrl, id, AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])).catch(() => undefined)
      if (answer) return answer
      entry.ttl = retryAfterMs
      return { id, unanswered: true }
    },
  })
  return async (projectId) => {
    if (!PROJECT_ID.test(projectId)) return undefined
    const entry = await cache.fetch(projectId).catch(() => undefined)
    return entry && !('unanswered' in entry) ? entry : undefined
  }
}

async function ask(apiUrl: string, id: string, signal: AbortSignal): Promise<ProjectAnswer | undefined> {
  const url = new URL('/projects/v1/origins', apiUrl)
  url.searchParams.set('projectId', id)
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status === 404 && unknownSchema.safeParse(body).success) return { id, unknown: true }
  const parsed = response.ok ? originsSchema.safeParse(body) : undefined
  return parsed?.success ? { id, allowedOrigins: parsed.data.allowedOrigins } : undefined
}
