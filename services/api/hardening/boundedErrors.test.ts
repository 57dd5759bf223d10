import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { analyticsRoutes } from '../analytics/analyticsRoutes'
import { authRoutes } from '../auth/authRoutes'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'

/*
 * Refusals stay small whatever the client sends: a body past a route's limit is cut at 413 before it
 * is held whole, and a body that does not fit the schema gets one short issue, never every issue of
 * the input (which made a 26.9 MB answer from an 829 KB body).
 */
const ORIGIN = 'http://127.0.0.1:5173'
let database: SqlDatabase
let api: RunningServer
beforeAll(async () => {
  database = await openDatabase({ memory: true })
  const domains = [
    analyticsRoutes({ projects: [{ id: 'shop', allowedOrigins: [ORIGIN] }], database }),
    authRoutes({ database, env: { FOYER_RECOVERY_KEY: '22'.repeat(32) } }),
  ]
  api = await createApiServer({ chains: [], domains, logger: captureLogger('warn').logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await database?.close()
})

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  rawHttp(`${api.url}${path}`, {
    method: 'POST',
    localAddress: '127.0.0.20',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body,
  })
const event = (props: unknown) => JSON.stringify({ eventId: 'e1', url: `${ORIGIN}/`, domain: '127.0.0.1', timestamp: 1, props })
// An event whose properties are all wrong: every one is an issue of its own.
const manyIssues = (count: number, keyLength: number) =>
  event({ type: 'track', event: 'x', properties: Object.fromEntries(Array.from({ length: count }, (_, n) => [`${n}`.padStart(keyLength, 'k'), { no: n }])) })

describe('an oversized body', () => {
  it('gets 413 with a small answer from analytics, declared or chunked', async () => {
    const huge = manyIssues(20_000, 30)
    expect(huge.length).toBeGreaterThan(800_000)
    for (const headers of [{}, { 'transfer-encoding': 'chunked' }] as Record<string, string>[]) {
      const answer = await post('/e?projectId=shop&st=t&sv=1', huge, headers)
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({ error: 'Body too large' })
    }
    // Analytics takes a few KiB: one event with the longest stack trace the SDK sends still fits.
    const longest = event({ type: 'error', event: 'ERROR', errorType: 'E', errorMessage: 'm'.repeat(2_000), stackTrace: 's'.repeat(10_000) })
    expect((await post('/e?projectId=shop&st=t&sv=1', longest)).status).toBe(202)
    expect((await post('/e?projectId=shop&st=t&sv=1', event({ type: 'track', event: 'x', properties: { p: 'x'.repeat(17_000) } }))).status).toBe(413)
  }, 60_000)

  it('gets 413 from the other routes past their limit', async () => {
    const answer = await post('/auth/v1/email/start', JSON.stringify({ email: `${'a'.repeat(70_000)}@example.com` }))
    expect(answer.status).toBe(413)
    expect(answer.body.length).toBeLessThan(100)
  })
})

describe('a body that does not fit', () => {
  it('gets one short issue, however many the input has', async () => {
    // Just under the analytics limit, with hundreds of issues and long keys.
    const body = manyIssues(300, 40)
    expect(body.length).toBeLessThan(16 * 1024)
    const answer = await post('/e?projectId=shop&st=t&sv=1', body)
    expect(answer.status).toBe(400)
    expect(answer.body.length).toBeLessThan(400)
    const parsed = JSON.parse(answer.body) as { error: string; issues: { path: string[]; message: string }[] }
    expect(parsed.error).toBe('Invalid request')
    expect(parsed.issues).toHaveLength(1)
    expect(parsed.issues[0]?.path.slice(0, 2)).toEqual(['props', 'properties'])
  })

  it('gets the same short answer for a body that is not JSON or has the wrong type', async () => {
    const notJson = await post('/e?projectId=shop&st=t&sv=1', '{"eventId":')
    expect(notJson.status).toBe(400)
    expect(notJson.body.length).toBeLessThan(200)
    const wrongType = await post('/auth/v1/email/start', JSON.stringify({ email: 12 }))
    expect(wrongType.status).toBe(400)
    expect(JSON.parse(wrongType.body)).toEqual({ error: 'Invalid request', issues: [{ path: [expect.any(String)], message: expect.any(String) }] })
    expect(wrongType.body.length).toBeLessThan(200)
  })
})
