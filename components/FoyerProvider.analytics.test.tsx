// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { analyticsRoutes } from '../services/api/analytics/analyticsRoutes'
import { createApiServer } from '../services/api/createApiServer'
import type { RunningServer } from '../services/api/listenHttp'
import { projectRoutes } from '../services/api/projectRoutes'
import { useFoyerActions, useFoyerAnalyticsForbidden } from '../hooks/foyerContext'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { ConnectFailedError } from '../src/errors/connectErrors'
import { OnrampUnavailableError } from '../src/errors/onrampErrors'
import { SendTransactionError } from '../src/errors/sendErrors'
import { SiwxSignMessageError } from '../src/errors/siwxErrors'
import { SwapTransactionError } from '../src/errors/swapErrors'
import { preloadModal, renderWithModal } from '../test/components/renderWithModal'
import { FoyerProvider } from './FoyerProvider'

/*
 * `track` sends analytics to the app's own API's `POST /e` (on by default, off when the app says so,
 * never without an apiUrl), and mounting the provider sends nothing (no request at page load).
 * Failed flows are reported with their category as the event, the error re-thrown unchanged.
 */
let api: RunningServer
beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes(), analyticsRoutes({ development: true })] }).listen(0, '127.0.0.1')
  // The analytics client rides with the modal's background views: compile them once up front (slow on
  // a busy machine), so the tests wait for the kit, not for the transform.
  await import('./views/restViews')
})
afterAll(() => api?.close())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

type Report = { type: string; event: string; errorType?: string; errorMessage?: string }

async function events(): Promise<{ props: Report }[]> {
  return ((await (await fetch(`${api.url}/dev/events`)).json()) as { events: { props: Report }[] }).events
}

function mount(analytics: boolean | undefined, projectId = 'foyer-local', apiUrl: string | null = api.url) {
  let context: (ReturnType<typeof useFoyerActions> & { analyticsForbidden: boolean }) | undefined
  const Probe = () => {
    const value = { ...useFoyerActions(), analyticsForbidden: useFoyerAnalyticsForbidden() }
    useEffect(() => {
      context = value
    })
    return null
  }
  const onEvent = vi.fn()
  const config = createFoyerConfig({ apiUrl: apiUrl ?? undefined, projectId, development: false })
  render(
    <FoyerProvider config={config} {...(analytics === undefined ? {} : { analytics })} onEvent={onEvent}>
      <Probe />
    </FoyerProvider>,
  )
  return {
    config,
    track: (name: 'MODAL_OPEN' | 'CONNECT_SUCCESS') => act(() => context?.track({ event: name, properties: { method: 'browser' } })),
    forbidden: () => context?.analyticsForbidden,
    reportError: (error: unknown) => act(() => context?.reportError(error, 'ERROR_FETCH_TRANSACTIONS')),
    reportFailure: <T,>(category: Parameters<ReturnType<typeof useFoyerActions>['reportFailure']>[0], error: T) => context?.reportFailure(category, error),
    onEvent,
  }
}

describe('FoyerProvider analytics', () => {
  it('sends nothing anywhere without an apiUrl, and is on by default', async () => {
    // First in the file: no event of another test is still on its way.
    const requests = vi.spyOn(globalThis, 'fetch')
    const noApi = mount(undefined, 'foyer-local', null)
    noApi.track('CONNECT_SUCCESS')
    noApi.reportError(new Error('no api'))
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(requests).not.toHaveBeenCalled()
    expect(noApi.onEvent).toHaveBeenCalledOnce()
    requests.mockRestore()
    cleanup()
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    const byDefault = mount(undefined)
    byDefault.track('CONNECT_SUCCESS')
    await vi.waitFor(async () => expect((await events()).map((event) => event.props.event)).toEqual(['CONNECT_SUCCESS']), { timeout: 20_000 })
  })

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
      { timeout: 20_000 },
    )
  })

  it('sends error reports only with analytics on, at most 5 per 60 s, with keys masked', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    const off = mount(false)
    off.reportError(new Error('off'))
    cleanup()
    const on = mount(true)
    for (let i = 0; i < 8; i += 1) on.reportError(new TypeError(`Failed to fetch https://rpc.example/v1?projectId=secret-${i}`))
    await vi.waitFor(async () => expect(await events()).toHaveLength(5), { timeout: 20_000 })
    // Nothing more arrives: the other 3 were dropped by the limit, and the one sent while off never went.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const reports = (await events()).map((event) => event.props)
    expect(reports).toHaveLength(5)
    for (const report of reports) {
      expect(report).toMatchObject({ type: 'error', event: 'ERROR_FETCH_TRANSACTIONS', errorType: 'TypeError' })
      expect(report.errorMessage).not.toContain('secret-')
    }
  })

  it('a failed connect, send, swap, on-ramp or sign reaches the API as <CATEGORY>_ERROR; the caller keeps its error', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const provider = mount(undefined)
    // The user saying no is no fault: neither reported nor counted against the limit.
    const declined = new SendTransactionError({ rejected: true })
    expect(provider.reportFailure('send', declined)).toBe(declined)
    const failures = [
      ['connect', new ConnectFailedError({ cause: new Error('wallet crashed') })],
      ['send', new SendTransactionError({ rejected: false, details: 'reverted' })],
      ['swap', new SwapTransactionError({ statusCode: 500 })],
      ['onramp', new OnrampUnavailableError({ reason: 'noProvider' })],
      ['sign', new SiwxSignMessageError({ cause: new Error('bad nonce') })],
    ] as const
    for (const [category, error] of failures) {
      const thrown = provider.reportFailure(category, error)
      // The same object, of the class apps catch, now with its category.
      expect(thrown).toBe(error)
      expect(thrown?.category).toBe(category)
    }
    await vi.waitFor(async () => expect(await events()).toHaveLength(5), { timeout: 20_000 })
    expect((await events()).map(({ props }) => [props.event, props.errorType])).toEqual([
      ['CONNECT_ERROR', 'ConnectFailedError'],
      ['SEND_ERROR', 'SendTransactionError'],
      ['SWAP_ERROR', 'SwapTransactionError'],
      ['ONRAMP_ERROR', 'OnrampUnavailableError'],
      ['SIGN_ERROR', 'SiwxSignMessageError'],
    ])
    // Logged with the config's logger and kept in its notification store too.
    expect(provider.config.logger.getLogArray()).toHaveLength(5)
    expect(provider.config.notifications.getSnapshot().map((item) => item.source)).toEqual([
      'CONNECT_ERROR',
      'SEND_ERROR',
      'SWAP_ERROR',
      'ONRAMP_ERROR',
      'SIGN_ERROR',
    ])
  })

  it('a wallet that fails to connect in the modal: Failed to connect on screen, CONNECT_ERROR at the API', async () => {
    await fetch(`${api.url}/dev/events`, { method: 'DELETE' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await preloadModal()
    renderWithModal({
      connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], features: { connectError: new Error('boom') } })],
      provider: { config: createFoyerConfig({ apiUrl: api.url, projectId: 'foyer-local', development: false }) },
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 20_000 })
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }))
    expect((await within(dialog).findByRole('alert', {}, { timeout: 20_000 })).textContent).toBe('Failed to connect')
    await vi.waitFor(
      async () =>
        expect((await events()).map(({ props }) => props).filter((props) => props.type === 'error')).toEqual([
          expect.objectContaining({ event: 'CONNECT_ERROR', errorType: 'ConnectFailedError', errorMessage: expect.stringContaining('Failed to connect') }),
        ]),
      { timeout: 20_000 },
    )
  })

  it('an analytics answer of 403 sets the Invalid App Configuration flag', async () => {
    const allowed = mount(true)
    allowed.track('MODAL_OPEN')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(allowed.forbidden()).toBe(false)
    cleanup()
    const refused = mount(true, 'no-such-project')
    refused.track('MODAL_OPEN')
    await vi.waitFor(() => expect(refused.forbidden()).toBe(true), { timeout: 20_000 })
  })
})
