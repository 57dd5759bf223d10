import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsRoutes } from '../../services/api/analytics/analyticsRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { createErrorReporter } from '../errors/errorReporter'
import { analyticsEvent, getAnalyticsEnabled, sendAnalyticsEvent } from './analyticsClient'

/*
 * `POST /e` and `GET /getAnalyticsConfig` through the client against the real API's analytics routes
 * (development mode, so `GET /dev/events` shows what arrived), and the error reporter feeding it.
 */
let api: RunningServer
let downUrl = ''
const projectId = 'foyer-local'

beforeAll(async () => {
  api = await createApiServer({
    chains: [],
    domains: [analyticsRoutes({ development: true, isAnalyticsEnabled: (id) => id !== 'foyer-pay', maxEvents: 50 })],
  }).listen(0, '127.0.0.1')
  const down = await createApiServer({ chains: [] }).listen(0, '127.0.0.1')
  downUrl = down.url
  await down.close()
})
afterAll(() => api?.close())

async function received(): Promise<Record<string, unknown>[]> {
  const answer = (await (await fetch(`${api.url}/dev/events?projectId=${projectId}`)).json()) as { events: Record<string, unknown>[] }
  return answer.events
}

describe('analytics client', () => {
  it('posts the event fields with projectId, st and sv; the page URL loses query and hash', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    const result = await sendAnalyticsEvent({
      apiUrl: api.url,
      projectId,
      props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Foyer Test Wallet' } },
      pageUrl: 'http://127.0.0.1:5173/shop?token=abc#x',
      timestamp: 1_763_000_000_000,
      eventId: 'e-1',
    })
    expect(result).toEqual({ sent: true })
    expect(await received()).toEqual([
      {
        eventId: 'e-1',
        url: 'http://127.0.0.1:5173/shop',
        domain: '127.0.0.1:5173',
        timestamp: 1_763_000_000_000,
        props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Foyer Test Wallet' } },
        projectId,
        sdkType: 'foyer',
        sdkVersion: '0.1.0',
        receivedAt: expect.any(Number),
      },
    ])
  })

  it('swallows failures: an unknown project is 403, a stopped API has no status', async () => {
    expect(await sendAnalyticsEvent({ apiUrl: api.url, projectId: 'nobody', props: { type: 'track', event: 'MODAL_OPEN' } })).toEqual({
      sent: false,
      status: 403,
    })
    expect(await sendAnalyticsEvent({ apiUrl: downUrl, projectId, props: { type: 'track', event: 'MODAL_OPEN' } })).toEqual({ sent: false, status: undefined })
    // A malformed event is refused by the API (400), still without an exception.
    expect(await sendAnalyticsEvent({ apiUrl: api.url, projectId, props: { type: 'track', event: '' } })).toEqual({ sent: false, status: 400 })
  })

  it('refuses events from a page origin the project does not allow', async () => {
    const body = JSON.stringify(analyticsEvent({ props: { type: 'track', event: 'MODAL_OPEN' }, pageUrl: 'https://evil.example/' }))
    const answer = await fetch(`${api.url}/e?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    })
    expect(answer.status).toBe(403)
  })

  it('reads /getAnalyticsConfig; any failure reads as off', async () => {
    expect(await getAnalyticsEnabled({ apiUrl: api.url, projectId })).toBe(true)
    expect(await getAnalyticsEnabled({ apiUrl: api.url, projectId: 'foyer-pay' })).toBe(false)
    expect(await getAnalyticsEnabled({ apiUrl: api.url, projectId: 'nobody' })).toBe(false)
    expect(await getAnalyticsEnabled({ apiUrl: downUrl, projectId })).toBe(false)
  })

  it('error reports reach the API, at most 5 per 60 s, with keys masked', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    let clock = 0
    const sends: Promise<unknown>[] = []
    const reporter = createErrorReporter({
      now: () => clock,
      send: (props) => {
        const sent = sendAnalyticsEvent({ apiUrl: api.url, projectId, props, timestamp: props.timestamp })
        sends.push(sent)
        return sent
      },
    })
    const outcomes = Array.from({ length: 7 }, (_, index) =>
      reporter.report(new TypeError(`failed https://rpc.example/?apiKey=k${index}`), 'ERROR_FETCH_TRANSACTIONS'),
    )
    expect(outcomes).toEqual([true, true, true, true, true, false, false])
    clock = 60_000
    expect(reporter.report(new Error('later'))).toBe(true)
    await Promise.all(sends)
    const events = await received()
    expect(events).toHaveLength(6)
    expect(events[0]).toMatchObject({
      timestamp: 0,
      props: {
        type: 'error',
        event: 'ERROR_FETCH_TRANSACTIONS',
        errorType: 'TypeError',
        errorMessage: 'failed https://rpc.example/?apiKey=***',
        stackTrace: expect.stringContaining('TypeError'),
      },
    })
    expect(JSON.stringify(events)).not.toMatch(/apiKey=k\d/)
  })
})
