// @vitest-environment jsdom
/*
 * The Connect view's social buttons as the project answer shapes them (the operator's own provider
 * with its name and icon, Farcaster left out), and how a social sign-in that fails reaches the view:
 * the popup's refusal, a start that fails, a popup closed; each leaves the modal usable with
 * "Try again" and nothing connected. Also the default order of the methods: e-mail, social, wallet;
 * and the SOCIAL_LOGIN_* events a sign-in tracks, in order.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock, type Config } from 'wagmi'
import { authOperations, embeddedWalletStandIn } from '../../../test/components/embeddedWalletStandIn'
import { renderWithModal } from '../../../test/components/renderWithModal'
import { stubModalFetch } from '../../../test/components/stubModalFetch'
import type { AuthConnectorProperties } from '../../../connectors/authConnectorTypes'
import type { FoyerEvent } from '../../../src/events/foyerEvent'
import { FrameRequestError } from '../../../src/protocol/frameErrors'
import type { FrameUser } from '../../../src/protocol/payloads'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const frameOrigin = 'http://127.0.0.1:9'
const acme = { name: 'Acme SSO', iconUrl: 'https://sso.acme.example/icon.svg' }
let features: Record<string, unknown> = {}

stubModalFetch((url) => {
  if (url.pathname === '/appkit/v1/config') return Response.json({ features })
  if (url.pathname === '/projects/v1/origins') return Response.json({ allowedOrigins: ['*'] })
  return undefined
})

/** The popup window the hook opens: it records where it was sent and can be closed. */
type FakePopup = { closed: boolean; close(): void; location: { href: string } }
let popups: FakePopup[] = []
beforeEach(() => {
  features = {}
  popups = []
  vi.spyOn(window, 'open').mockImplementation(() => {
    const popup: FakePopup = { closed: false, close: () => void (popup.closed = true), location: { href: 'about:blank' } }
    popups.push(popup)
    return popup as unknown as Window
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The frame's /social-result page posting its URI from the popup to the host page. */
function postFromPopup(popup: FakePopup, query: string) {
  const event = new Event('message')
  Object.defineProperties(event, {
    origin: { value: frameOrigin },
    source: { value: popup },
    data: { value: { v: 1, kind: 'social-result', uri: `${frameOrigin}/social-result?${query}` } },
  })
  window.dispatchEvent(event)
}

async function openConnect(operations: Partial<AuthConnectorProperties> = {}) {
  const events: FoyerEvent[] = []
  const { config } = renderWithModal({
    connectors: [embeddedWalletStandIn(address, authOperations({ frameOrigin: () => frameOrigin, ...operations }))],
    provider: { onEvent: (event) => events.push(event) },
  })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
  return { dialog: within(await screen.findByRole('dialog', { name: 'Connect Wallet' })), config, events }
}

/** The social sign-in events tracked so far, with their provider. */
const socialEvents = (events: FoyerEvent[]) =>
  events.filter((event) => event.event.startsWith('SOCIAL_LOGIN_')).map((event) => [event.event, event.properties?.['provider']])

const notConnected = (config: Config) => expect(config.state.status).toBe('disconnected')

describe('Connect: the buttons the project answer names', () => {
  it("shows the operator's provider by its name and icon, and hides Farcaster when the answer leaves it out", async () => {
    features = { socials: ['google', 'oidc'], oidc: acme }
    const { dialog } = await openConnect()
    const button = await dialog.findByRole('button', { name: 'Continue with Acme SSO' })
    expect(button.textContent).toBe('Acme SSO')
    expect(within(button).getByTestId('foyer-oidc-icon').getAttribute('src')).toBe(acme.iconUrl)
    expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(dialog.queryByRole('button', { name: 'Continue with Farcaster' })).toBeNull()
    expect(dialog.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
  })

  it('without an icon, a generic glyph; without a name, no button at all', async () => {
    features = { socials: ['oidc', 'farcaster'], oidc: { name: 'Acme SSO' } }
    const first = await openConnect()
    const button = await first.dialog.findByRole('button', { name: 'Continue with Acme SSO' })
    expect(within(button).getByTestId('foyer-oidc-glyph')).toBeTruthy()
    expect(within(button).queryByRole('img')).toBeNull()
    expect(first.dialog.getByRole('button', { name: 'Continue with Farcaster' })).toBeTruthy()
  })

  it("'oidc' without its name in the answer shows no button", async () => {
    features = { socials: ['google', 'oidc'] }
    const { dialog } = await openConnect()
    await dialog.findByRole('button', { name: 'Continue with Google' })
    expect(dialog.queryByRole('button', { name: /Continue with (SSO|oidc)/ })).toBeNull()
    expect(dialog.getAllByRole('button', { name: /^Continue with / })).toHaveLength(1)
  })
})

describe('Connect: the order of the sign-in methods', () => {
  it('by default: the e-mail field, then the social buttons, then the wallets', async () => {
    features = { socials: ['google', 'github'] }
    renderWithModal({
      connectors: [embeddedWalletStandIn(address, authOperations({ frameOrigin: () => frameOrigin })), mock({ accounts: [address] })],
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    const methods = [
      await dialog.findByRole('textbox', { name: 'E-mail' }),
      await dialog.findByRole('button', { name: 'Continue with Google' }),
      dialog.getByRole('button', { name: 'Continue with GitHub' }),
      dialog.getByRole('button', { name: /Mock Connector/ }),
    ]
    // Each method comes after the one before it in the dialog's document order.
    for (const [index, method] of methods.entries()) {
      if (index > 0) expect(methods[index - 1]!.compareDocumentPosition(method) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })
})

describe('Connect: a social sign-in that fails', () => {
  const start = () => Promise.resolve('http://127.0.0.1:9/authorize')

  it("denied consent comes back as 'Connection rejected', with Try again; nothing is connected", async () => {
    features = { socials: ['google'] }
    const connectSocial = vi.fn<AuthConnectorProperties['connectSocial']>()
    connectSocial.mockRejectedValueOnce(new FrameRequestError({ code: 4001, message: 'Connection rejected' }))
    connectSocial.mockRejectedValueOnce(new FrameRequestError({ code: 5000, message: 'Failed to connect' }))
    const getSocialRedirectUri = vi.fn(start)
    const { dialog, config } = await openConnect({ getSocialRedirectUri, connectSocial })
    const user = userEvent.setup()
    await user.click(await dialog.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(popups[0]?.location.href).toBe('http://127.0.0.1:9/authorize'))
    postFromPopup(popups[0]!, 'error=access_denied&hostOrigin=x')
    expect((await dialog.findByTestId('foyer-auth-error')).textContent).toBe('Connection rejected')
    expect(connectSocial).toHaveBeenLastCalledWith({ uri: `${frameOrigin}/social-result?error=access_denied&hostOrigin=x` })
    notConnected(config)

    // Try again: a new popup and a new start; another refusal is 'Failed to connect'.
    await user.click(dialog.getByRole('button', { name: 'Try again: Continue with Google' }))
    await waitFor(() => expect(popups[1]?.location.href).toBe('http://127.0.0.1:9/authorize'))
    expect(getSocialRedirectUri).toHaveBeenCalledTimes(2)
    postFromPopup(popups[1]!, 'error=exchange_failed&hostOrigin=x')
    await waitFor(() => expect(dialog.getByTestId('foyer-auth-error').textContent).toBe('Failed to connect'))
    expect((dialog.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(false)
    notConnected(config)
  })

  it("a start the API refuses is 'Failed to initiate social connection'", async () => {
    features = { socials: ['github'] }
    const getSocialRedirectUri = vi.fn(() => Promise.reject(new FrameRequestError({ code: 5000, message: 'provider_unavailable' })))
    const { dialog, config } = await openConnect({ getSocialRedirectUri })
    await userEvent.setup().click(await dialog.findByRole('button', { name: 'Continue with GitHub' }))
    expect((await dialog.findByTestId('foyer-auth-error')).textContent).toBe('Failed to initiate social connection')
    expect(popups[0]?.closed).toBe(true)
    expect(dialog.getByRole('button', { name: 'Try again: Continue with GitHub' })).toBeTruthy()
    notConnected(config)
  })

  it("a popup closed before any result is 'Popup closed'", async () => {
    features = { socials: ['google'] }
    const connectSocial = vi.fn<AuthConnectorProperties['connectSocial']>()
    const { dialog, config } = await openConnect({ getSocialRedirectUri: vi.fn(start), connectSocial })
    await userEvent.setup().click(await dialog.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(popups[0]?.location.href).toBe('http://127.0.0.1:9/authorize'))
    popups[0]!.closed = true
    await waitFor(() => expect(dialog.getByTestId('foyer-auth-error').textContent).toBe('Popup closed'), { timeout: 5000 })
    expect(connectSocial).not.toHaveBeenCalled()
    notConnected(config)
  })
})

describe('Connect: the events a social sign-in tracks', () => {
  const start = () => Promise.resolve('http://127.0.0.1:9/authorize')
  const user: FrameUser = { address, chainId: 31337, accounts: [{ address, type: 'eoa' }], authProvider: 'google', preferredAccountType: 'eoa' }

  it('one that connects: STARTED, REQUEST_USER_DATA once the popup is on its way, then SUCCESS', async () => {
    features = { socials: ['google'] }
    const { dialog, config, events } = await openConnect({ getSocialRedirectUri: vi.fn(start), connectSocial: vi.fn(() => Promise.resolve(user)) })
    await userEvent.setup().click(await dialog.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(popups[0]?.location.href).toBe('http://127.0.0.1:9/authorize'))
    expect(socialEvents(events)).toEqual([
      ['SOCIAL_LOGIN_STARTED', 'google'],
      ['SOCIAL_LOGIN_REQUEST_USER_DATA', 'google'],
    ])
    postFromPopup(popups[0]!, 'code=abc&state=xyz')
    await waitFor(() => expect(config.state.status).toBe('connected'))
    await waitFor(() => expect(socialEvents(events).at(-1)).toEqual(['SOCIAL_LOGIN_SUCCESS', 'google']))
    expect(socialEvents(events)).toHaveLength(3)
  })

  it('one that fails: STARTED, then ERROR and no SUCCESS', async () => {
    features = { socials: ['github'] }
    const getSocialRedirectUri = vi.fn(() => Promise.reject(new FrameRequestError({ code: 5000, message: 'provider_unavailable' })))
    const { dialog, events } = await openConnect({ getSocialRedirectUri })
    await userEvent.setup().click(await dialog.findByRole('button', { name: 'Continue with GitHub' }))
    await dialog.findByTestId('foyer-auth-error')
    expect(socialEvents(events)).toEqual([
      ['SOCIAL_LOGIN_STARTED', 'github'],
      ['SOCIAL_LOGIN_ERROR', 'github'],
    ])
  })
})
