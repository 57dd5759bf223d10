// @vitest-environment jsdom
/*
 * The modal in a DOM with wagmi's mock connector: nothing renders before the
 * first open; connect leads to Account; a rejection shows the catalogue text
 * with a retry that works; Escape closes; reopening follows the opening rules. A connection tracks
 * CONNECT_SUCCESS, a failed attempt does not.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UserRejectedRequestError } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock, type CreateConnectorFn } from 'wagmi'
import { createApiServer } from '../services/api/createApiServer'
import { projectRoutes } from '../services/api/projectRoutes'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import type { FoyerEvent } from '../src/events/foyerEvent'
import { ModalControls } from '../test/components/ModalControls'
import { preloadModal, renderWithModal } from '../test/components/renderWithModal'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let api: { url: string; close(): Promise<void> }

function setup(connector: CreateConnectorFn, projectId = 'foyer-local') {
  // Chains over a dead transport: the balance fails fast and shows its error state.
  const events: FoyerEvent[] = []
  const { config } = renderWithModal({
    connectors: [connector],
    provider: { config: createFoyerConfig({ apiUrl: api.url, projectId, development: false }), onEvent: (event) => events.push(event) },
    children: <ModalControls openLabel="Connect Wallet" />,
  })
  const connectEvents = () => events.filter((event) => event.event === 'CONNECT_SUCCESS')
  return { config, user: userEvent.setup(), connectEvents }
}

afterEach(cleanup)

// The modal checks the page's origin against Foyer's own API when it opens: run the real one.
beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
})
afterAll(() => api.close())

// Compiling the lazy chunk (and its vanilla-extract styles) is slow on a busy machine; do it once
// up front so the tests measure the modal, not the transform.
beforeAll(async () => {
  await preloadModal()
})

describe('<ConnectModal/>', () => {
  it('renders nothing until opened, then a labelled dialog on Connect', async () => {
    const { user } = setup(mock({ accounts: [address] }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(within(dialog).getByRole('button', { name: /Mock Connector/ })).toBeTruthy()
  })

  it('connects, tracks CONNECT_SUCCESS, shows Account, disconnects back to Connect', async () => {
    const { user, connectEvents } = setup(mock({ accounts: [address] }))
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(connectEvents()).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Mock Connector' } }])
    expect(screen.getByTestId('foyer-address').textContent).toBe('0xf3…b92266')
    expect(screen.getByTestId('foyer-network').textContent).toBe('Foundry')
    expect(await screen.findByText('Balance unavailable')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })

  it('shows Connection rejected with a retry that works', async () => {
    let reject = true
    const rejecting = mock({ accounts: [address], features: { connectError: new UserRejectedRequestError(new Error('no')) } })
    const accepting = mock({ accounts: [address] })
    const connector: CreateConnectorFn = (config) => {
      const rejectingConnector = rejecting(config)
      const acceptingConnector = accepting(config)
      return {
        ...acceptingConnector,
        async connect(parameters) {
          return (reject ? rejectingConnector : acceptingConnector).connect(parameters as never) as never
        },
      }
    }
    const { user, connectEvents } = setup(connector)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Mock Connector/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Connection rejected')
    expect(connectEvents()).toEqual([])
    const retry = screen.getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(document.activeElement).toBe(retry))
    reject = false
    await user.click(retry)
    await screen.findByRole('dialog', { name: 'Account' })
    expect(connectEvents()).toHaveLength(1)
  })

  it('maps other failures to Failed to connect', async () => {
    const { user } = setup(mock({ accounts: [address], features: { connectError: new Error('boom') } }))
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Mock Connector/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to connect')
  })

  it('closes on Escape, resets to Connect, and reopens on Account while connected', async () => {
    const { user, config } = setup(mock({ accounts: [address] }))
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await act(async () => {
      const { connect } = await import('wagmi/actions')
      await connect(config, { connector: config.connectors[0]! })
    })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog', { name: 'Account' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Focus goes back to the control that opened the modal.
    expect(document.activeElement?.textContent).toBe('Connect Wallet')
  })

  it("shows APKT002 when the page is not on the project's allowed origins, and stays usable", async () => {
    const { user } = setup(mock({ accounts: [address] }), 'foyer-restricted')
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog')
    // The project check is a real request to the API: give a loaded machine longer than the default.
    const alert = await within(dialog).findByRole('alert', undefined, { timeout: 15_000 })
    expect(alert.textContent).toContain('Invalid App Configuration')
    expect(alert.getAttribute('data-alert-code')).toBe('APKT002')
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }))
    await screen.findByRole('dialog', { name: 'Account' })
  })

  it('shows APKT007 Invalid Project ID when the project is unknown to the API', async () => {
    const { user } = setup(mock({ accounts: [address] }), 'no-such-project')
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert', undefined, { timeout: 15_000 })
    expect(alert.getAttribute('data-alert-code')).toBe('APKT007')
    expect(alert.textContent).toContain('Invalid Project ID')
  })
})
