// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { useEffect } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { analyticsRoutes } from '../services/api/analytics/analyticsRoutes'
import { createApiServer } from '../services/api/createApiServer'
import type { RunningServer } from '../services/api/listenHttp'
import { useFoyerActions, useFoyerAnalyticsForbidden } from '../hooks/foyerContext'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { FoyerProvider } from './FoyerProvider'

/*
 * `track` sends analytics to the real API's `POST /e` only when the app turns `analytics` on, and
 * mounting the provider sends nothing (no request at page load).
 */
let api: RunningServer
beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [analyticsRoutes({ development: true })] }).listen(0, '127.0.0.1')
})
afterAll(() => api?.close())
afterEach(cleanup)

async function events(): Promise<{ props: { event: string } }[]> {
  return ((await (await fetch(`${api.url}/dev/events`)).json()) as { events: { props: { event: string } }[] }).events
}

function mount(analytics: boolean, projectId = 'foyer-local') {
  let context: (ReturnType<typeof useFoyerActions> & { analyticsForbidden: boolean }) | undefined
  const Probe = () => {
    const value = { ...useFoyerActions(), analyticsForbidden: useFoyerAnalyticsForbidden() }
    useEffect(() => {
      context = value
    })
    return null
  }
  const onEvent = vi.fn()
  render(
    <FoyerProvider config={createFoyerConfig({ apiUrl: api.url, projectId })} analytics={analytics} onEvent={onEvent}>
      <Probe />
    </FoyerProvider>,
  )
  return {
    track: (name: 'MODAL_OPEN' | 'CONNECT_SUCCESS') => act(() => context?.track({ event: name, properties: { method: 'browser' } })),
    forbidden: () => context?.analyticsForbidden,
    reportError: (error: unknown) => act(() => context?.reportError(error, 'ERROR_FETCH_TRANSACTIONS')),
    onEvent,
  }
}

describe('FoyerProvider analytics', () => {
  it('sends nothing at mount nor with analytics off, and the tracked event when on', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    const off = mount(false)
    off.track('MODAL_OPEN')
    expect(off.onEvent).toHaveBeenCalledOnce()
    cleanup()
    const on = mount(true)
    // Give a stray request at mount time the chance to arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await events()).toEqual([])
    on.track('CONNECT_SUCCESS')
    await vi.waitFor(
      async () =>
        expect((await events()).map((event) => event.props)).toEqual([{ type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } }]),
      { timeout: 10_000 },
    )
  })

  it('sends error reports only with analytics on, at most 5 per 60 s, with keys masked', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    const off = mount(false)
    off.reportError(new Error('off'))
    cleanup()
    const on = mount(true)
    for (let i = 0; i < 8; i += 1) on.reportError(new TypeError(`Failed to fetch https://rpc.example/v1?projectId=secret-${i}`))
    await vi.waitFor(async () => expect(await events()).toHaveLength(5), { timeout: 10_000 })
    // Nothing more arrives: the other 3 were dropped by the limit, and the one sent while off never went.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const reports = (await events()).map((event) => event.props as unknown as { type: string; event: string; errorType: string; errorMessage: string })
    expect(reports).toHaveLength(5)
    for (const report of reports) {
      expect(report).toMatchObject({ type: 'error', event: 'ERROR_FETCH_TRANSACTIONS', errorType: 'TypeError' })
      expect(report.errorMessage).not.toContain('secret-')
    }
  })

  it('an analytics answer of 403 sets the Invalid App Configuration flag', async () => {
    const allowed = mount(true)
    allowed.track('MODAL_OPEN')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(allowed.forbidden()).toBe(false)
    cleanup()
    const refused = mount(true, 'no-such-project')
    refused.track('MODAL_OPEN')
    await vi.waitFor(() => expect(refused.forbidden()).toBe(true), { timeout: 10_000 })
  })
})
