// @vitest-environment jsdom
/*
 * The embedded-wallet views in the real modal with `authConnector` (its host transport replaced by a
 * scripted frame; the real frame runs in test/e2e/auth.spec.ts): Connect shows the e-mail field and
 * social buttons only with an auth connector; e-mail validation; EmailLogin with VERIFY_DEVICE wording
 * and the 30 s resend countdown; the code connects and tracks CONNECT_SUCCESS; a signing request
 * opens ApproveTransaction while the modal is closed and closes it when it settles.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock, type Config, type CreateConnectorFn } from 'wagmi'
import { connect, signMessage } from 'wagmi/actions'
import { authConnector } from '../../../connectors/authConnector'
import type { FoyerEvent } from '../../../src/events/foyerEvent'
import { FrameRequestError } from '../../../src/protocol/frameErrors'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'
import { emailAccount as account, emailUser as user } from '../../../test/auth/emailUser'
import { resetFrameStandIn, type FrameStandIn } from '../../../test/auth/frameStandIn'

const frame = vi.hoisted((): FrameStandIn => ({ created: 0, requests: [], handlers: {}, listeners: new Set(), aborted: [], open: [] }))
vi.mock('../../../src/protocol/createHostTransport', async () => {
  const { standInHostTransport } = await import('../../../test/auth/frameStandIn')
  return { createHostTransport: () => standInHostTransport(frame) }
})

function setup(connectors: CreateConnectorFn[]) {
  const events: FoyerEvent[] = []
  const { config } = renderWithModal({ connectors, provider: { onEvent: (event) => events.push(event) } })
  return { config, events }
}

/** Signs in through the stand-in frame with a code, then connects wagmi to the auth connector. */
async function signInWithCode(config: Config) {
  const connector = config.connectors[0] as unknown as { connectOtp(p: { otp: string }): Promise<unknown> }
  await act(async () => {
    await connector.connectOtp({ otp: '4KQ7011Z' })
    await connect(config, { connector: config.connectors[0]! })
  })
}

beforeEach(() => {
  localStorage.clear()
  resetFrameStandIn(frame, {
    getUser: () => Promise.reject(new FrameRequestError({ code: 4100 })),
    connectEmail: () => ({ action: 'VERIFY_DEVICE' }),
    connectDevice: () => user,
    signOut: () => ({}),
  })
})
afterEach(cleanup)

// The whole modal up front: the tests look inside the full dialog, not the shell shown while it loads.
beforeAll(preloadModal)

describe('embedded-wallet views', () => {
  it('Connect has no e-mail or social sign-in without an auth connector', async () => {
    setup([mock({ accounts: [account.address] })])
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const modal = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
    expect(within(modal).queryByLabelText('E-mail')).toBeNull()
    expect(within(modal).queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
  })

  it('validates the e-mail, then a new device gets VERIFY_DEVICE wording, the countdown, and connects', async () => {
    const { events } = setup([authConnector({ config: createTestFoyerConfig() })])
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const modal = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
    expect(within(modal).getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    await userEvent.type(within(modal).getByLabelText('E-mail'), 'not-an-email')
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }))
    expect(within(modal).getByTestId('foyer-auth-error').textContent).toBe('Enter a valid e-mail address')
    expect(frame.created).toBe(0)

    await userEvent.clear(within(modal).getByLabelText('E-mail'))
    await userEvent.type(within(modal).getByLabelText('E-mail'), 'ada@example.com')
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }))
    const login = await screen.findByRole('dialog', { name: 'Continue with e-mail' })
    expect(within(login).getByText(/New device/)).toBeTruthy()
    expect((within(login).getByRole('button', { name: /Resend code in (29|30) s/ }) as HTMLButtonElement).disabled).toBe(true)

    // Typed as mailed or not: lower case, the dash and O for 0 are taken (shown normalized).
    await userEvent.type(within(login).getByLabelText('8-character code'), '4kq7-o1')
    expect(within(login).getByLabelText<HTMLInputElement>('8-character code').value).toBe('4KQ701')
    await userEvent.click(within(login).getByRole('button', { name: 'Verify' }))
    expect(within(login).getByTestId('foyer-auth-error').textContent).toBe('Enter the 8 characters of the code')
    await userEvent.type(within(login).getByLabelText('8-character code'), 'lz')
    await screen.findByRole('dialog', { name: 'Account' })
    expect(events.map((event) => event.event)).toContain('CONNECT_SUCCESS')
  })

  it.each([
    [true, 'http://127.0.0.1:8787/dev/mailbox?to=ada@example.com'],
    [false, undefined],
  ])('development %s: the code view says where the local stack keeps the code only in development', async (development, mailbox) => {
    frame.handlers.connectEmail = () => ({ action: 'VERIFY_OTP' })
    const foyer = createTestFoyerConfig({ apiUrl: 'http://127.0.0.1:8787', development })
    renderWithModal({ connectors: [authConnector({ config: foyer })], provider: { config: foyer } })
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const modal = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
    await userEvent.type(within(modal).getByLabelText('E-mail'), 'ada@example.com')
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }))
    const login = await screen.findByRole('dialog', { name: 'Continue with e-mail' })
    expect(within(login).getByText(/Enter the code we sent to ada@example.com/)).toBeTruthy()
    const hint = within(login).queryByTestId('foyer-dev-mailbox')
    if (mailbox === undefined) {
      expect(hint).toBeNull()
      expect(login.textContent).not.toContain('/dev/mailbox')
    } else {
      expect(hint?.textContent).toContain('development mailbox')
      expect(within(login).getByRole('link', { name: mailbox }).getAttribute('href')).toBe(mailbox)
    }
  })

  it('shows the throttle text with its seconds', async () => {
    frame.handlers.connectEmail = () => Promise.reject(new FrameRequestError({ code: 429, message: 'Please try again after 12 seconds' }))
    setup([authConnector({ config: createTestFoyerConfig() })])
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const modal = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
    await userEvent.type(within(modal).getByLabelText('E-mail'), 'ada@example.com')
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(within(modal).getByTestId('foyer-auth-error').textContent).toBe('Please try again after 12 seconds'))
  })

  it("a refused method opens the modal with 'Action not allowed' and rejects with 4200", async () => {
    const { config } = setup([authConnector({ config: createTestFoyerConfig() })])
    const provider = (await config.connectors[0]!.getProvider()) as { request(args: { method: string }): Promise<unknown> }
    let failure: unknown
    await act(async () => {
      failure = await provider.request({ method: 'eth_sign' }).catch((error: unknown) => error)
    })
    expect(failure).toMatchObject({ code: 4200, shortMessage: 'Requested RPC call is not allowed' })
    const modal = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    await waitFor(() => expect(within(modal).getByText('Action not allowed')).toBeTruthy())
  })

  it('a signing request opens ApproveTransaction with the modal closed and closes it when settled', async () => {
    let approve!: (value: unknown) => void
    frame.handlers.connectOtp = () => user
    frame.handlers.rpcRequest = () => new Promise((resolve) => (approve = resolve))
    const { config } = setup([authConnector({ config: createTestFoyerConfig() })])
    await signInWithCode(config)
    let signature: Promise<string> | undefined
    act(() => {
      signature = signMessage(config, { message: 'hello' })
    })
    await screen.findByRole('dialog', { name: 'Approve request' })
    await act(async () => approve({ result: await account.signMessage({ message: 'hello' }) }))
    expect(await signature).toMatch(/^0x/)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Back from an approval pushed over Account rejects the request (Request was aborted)', async () => {
    frame.handlers.connectOtp = () => user
    frame.handlers.rpcRequest = () => new Promise(() => undefined)
    const { config } = setup([authConnector({ config: createTestFoyerConfig() })])
    await signInWithCode(config)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 10_000 })
    let signature: Promise<unknown> | undefined
    act(() => {
      signature = signMessage(config, { message: 'hello' }).catch((error: unknown) => error)
    })
    const approve = await screen.findByRole('dialog', { name: 'Approve request' })
    await userEvent.click(within(approve).getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(String(await signature)).toContain('Request was aborted')
  })
})
