// @vitest-environment jsdom
/*
 * An embedded-wallet session that ran out: the login frame (a scripted stand-in here; the frame's own
 * answer, 4101 'Session expired' from the API's `session_expired`, is tested in walletSession.test.ts)
 * refuses getUser, the connector signs the user out, and the modal opened next shows Session Expired
 * (APKT006) over the real project API. A session that is merely absent (4100) raises nothing.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authConnector } from '../../connectors/authConnector'
import type { AuthConnectorEvent, AuthConnectorProperties } from '../../connectors/authConnectorTypes'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { FrameRequestError, frameErrorCodes } from '../../src/protocol/frameErrors'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../test/components/renderWithModal'
import { resetFrameStandIn, type FrameStandIn } from '../../test/auth/frameStandIn'

const frame = vi.hoisted((): FrameStandIn => ({ created: 0, requests: [], handlers: {}, listeners: new Set(), aborted: [], open: [] }))
vi.mock('../../src/protocol/createHostTransport', async () => {
  const { standInHostTransport } = await import('../../test/auth/frameStandIn')
  return { createHostTransport: () => standInHostTransport(frame) }
})

let api: { url: string; close(): Promise<void> }
beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
  await preloadModal()
})
afterAll(() => api.close())
beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Renders the modal with the auth connector whose frame answers getUser with `code`, and restores the user. */
async function restoreWith(code: number) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  resetFrameStandIn(frame, { getUser: () => Promise.reject(new FrameRequestError({ code })) })
  const foyerConfig = createTestFoyerConfig({ apiUrl: api.url })
  const { config } = renderWithModal({ connectors: [authConnector({ config: foyerConfig })], provider: { config: foyerConfig } })
  const auth = config.connectors[0] as unknown as AuthConnectorProperties
  const events: AuthConnectorEvent[] = []
  auth.onAuthEvent((event) => events.push(event))
  await act(async () => expect(await auth.refreshUser()).toBeUndefined())
  await userEvent.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
  return { dialog, events }
}

const alertCode = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-alert-code]')?.dataset.alertCode

describe('ModalRoot: an expired embedded-wallet session', () => {
  it('signs the user out and raises APKT006 Session Expired', async () => {
    const { dialog, events } = await restoreWith(frameErrorCodes.sessionExpired)
    expect(events.map((event) => event.type)).toEqual(['userChanged', 'sessionExpired'])
    await waitFor(() => expect(alertCode(dialog)).toBe('APKT006'), { timeout: 10_000 })
    expect(screen.getByText('Session Expired')).toBeTruthy()
  })

  it('a session that is only absent (4100) raises no alert', async () => {
    const { dialog, events } = await restoreWith(frameErrorCodes.notConnected)
    expect(events.map((event) => event.type)).toEqual(['userChanged'])
    // The project check has answered (the origin is allowed) once the wallet list is on screen.
    await screen.findByRole('button', { name: /Continue with GitHub/ }, { timeout: 10_000 })
    expect(alertCode(dialog)).toBeUndefined()
  })
})
