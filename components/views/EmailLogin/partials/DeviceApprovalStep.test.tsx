// @vitest-environment jsdom
/*
 * EmailLogin's VERIFY_DEVICE step in the real modal with `authConnector` (its host transport replaced
 * by a scripted frame; the real frame and approval link run in test/e2e/auth.spec.ts): a right code
 * on a new device of an existing wallet (4011) leads to "Approve this device", which connects once
 * the frame reports the approval, shows the refusal text when the owner refused, and goes back on Cancel.
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authConnector } from '../../../../connectors/authConnector'
import type { FoyerEvent } from '../../../../src/events/foyerEvent'
import { FrameRequestError } from '../../../../src/protocol/frameErrors'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../../../test/components/renderWithModal'
import { emailUser as user } from '../../../../test/auth/emailUser'
import { resetFrameStandIn, type FrameStandIn } from '../../../../test/auth/frameStandIn'

const frame = vi.hoisted((): FrameStandIn => ({ created: 0, requests: [], handlers: {}, listeners: new Set(), aborted: [], open: [] }))
vi.mock('../../../../src/protocol/createHostTransport', async () => {
  const { standInHostTransport } = await import('../../../../test/auth/frameStandIn')
  return { createHostTransport: () => standInHostTransport(frame) }
})

let approve: (answer: 'approved' | 'denied') => void
beforeEach(() => {
  localStorage.clear()
  resetFrameStandIn(frame, {
    getUser: () => Promise.reject(new FrameRequestError({ code: 4100 })),
    connectEmail: () => ({ action: 'VERIFY_OTP' }),
    connectOtp: () => Promise.reject(new FrameRequestError({ code: 4011 })),
    awaitDeviceApproval: () =>
      new Promise((resolve, reject) => {
        approve = (answer) => (answer === 'approved' ? resolve(user) : reject(new FrameRequestError({ code: 4012 })))
      }),
    resendDeviceLink: () => ({}),
    signOut: () => ({}),
  })
})
afterEach(cleanup)
beforeAll(preloadModal)

async function reachDeviceStep() {
  const events: FoyerEvent[] = []
  renderWithModal({ connectors: [authConnector({ config: createTestFoyerConfig() })], provider: { onEvent: (event) => events.push(event) } })
  await userEvent.click(screen.getByRole('button', { name: 'Open' }))
  const modal = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
  await userEvent.type(within(modal).getByLabelText('E-mail'), 'ada@example.com')
  await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }))
  const login = await screen.findByRole('dialog', { name: 'Continue with e-mail' })
  await userEvent.type(within(login).getByLabelText('8-character code'), '4KQ7011Z')
  const step = await within(login).findByTestId('foyer-device-approval')
  return { events, login, step }
}

describe('the VERIFY_DEVICE step', () => {
  it('follows a right code on a new device, waits for the approval, then connects', async () => {
    const { events, step } = await reachDeviceStep()
    expect(step.getAttribute('data-action')).toBe('VERIFY_DEVICE')
    expect(step.textContent).toContain('Approve this device: we sent a link to ada@example.com')
    expect(within(step).getByText('Waiting for your approval…')).toBeTruthy()
    // No error for the 4011: it is the next step, not a failure.
    expect(within(step).queryByTestId('foyer-auth-error')).toBeNull()
    expect((within(step).getByRole('button', { name: /Resend link in (29|30) s/ }) as HTMLButtonElement).disabled).toBe(true)
    expect(frame.requests.map((request) => request.type)).toContain('awaitDeviceApproval')
    approve('approved')
    await screen.findByRole('dialog', { name: 'Account' })
    expect(events.map((event) => event.event)).toContain('CONNECT_SUCCESS')
  })

  it('shows the refusal, and Cancel goes back to Connect', async () => {
    const { step } = await reachDeviceStep()
    approve('denied')
    expect((await within(step).findByTestId('foyer-auth-error')).textContent).toBe('This device was not approved. If it was you, sign in again.')
    expect(within(step).queryByText('Waiting for your approval…')).toBeNull()
    await userEvent.click(within(step).getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull()
  })
})
