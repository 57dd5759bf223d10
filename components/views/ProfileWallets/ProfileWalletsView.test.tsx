// @vitest-environment jsdom
/*
 * ProfileWallets in the real modal, with two wagmi mock connectors connected at once and the project
 * flags served by the real API over HTTP: both connections listed with their status, Switch makes
 * the other one active, Disconnect ends one and keeps the other (listed as Disconnected, with
 * Reconnect; focus stays on its row), Reconnect connects it again, Add wallet goes through Connect and
 * comes back (a wallet already connected picked there becomes the active one), a wallet that fails
 * to disconnect gives 'Failed to disconnect', and a project with the multiWallet flag off (the
 * default) gets the 'Multi-Wallet Not Enabled' info and no entry on Account.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mock, type Config, type CreateConnectorFn } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createApiServer } from '../../../services/api/createApiServer'
import type { RunningServer } from '../../../services/api/listenHttp'
import { projectRoutes } from '../../../services/api/projectRoutes'
import { ModalControls, pushRoute } from '../../../test/components/ModalControls'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

const accountA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const accountB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let api: RunningServer

beforeAll(async () => {
  // The flags' client loads on the modal's first open; compiling it here keeps a busy machine's first test in time.
  await Promise.all([preloadModal(), import('../../../src/api/projectClient')])
  const projects = [
    { id: 'multi', allowedOrigins: ['*'], features: { multiWallet: true } },
    // onramp off too: Buy leaving Account tells the test this project's flags have arrived.
    { id: 'single', allowedOrigins: ['*'], features: { onramp: false } },
  ]
  api = await createApiServer({ chains: [], domains: [projectRoutes({ projects })] }).listen(0, '127.0.0.1')
}, 30_000)
afterAll(async () => {
  await api?.close()
})
afterEach(cleanup)
beforeEach(() => localStorage.clear())

/** A mock connector under its own id and name, so two of them are told apart. */
function namedMock(id: string, name: string, account: `0x${string}`, overrides: { disconnect?: () => Promise<void> } = {}): CreateConnectorFn {
  return (config) => ({ ...mock({ accounts: [account] })(config), id, name, ...overrides })
}

async function connectAll(config: Config, count: number) {
  for (const connector of config.connectors.slice(0, count)) {
    await act(async () => {
      await connect(config, { connector })
    })
  }
}

async function setup({
  projectId = 'multi',
  connectors = [namedMock('wallet.a', 'Wallet A', accountA), namedMock('wallet.b', 'Wallet B', accountB)],
  connected = 2,
} = {}) {
  const { config } = renderWithModal({ connectors, children: <ModalControls />, provider: { config: createTestFoyerConfig({ apiUrl: api.url, projectId }) } })
  await connectAll(config, connected)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const account = await screen.findByRole('dialog', { name: 'Account' })
  return { config, user, account }
}

async function openWallets(user: ReturnType<typeof userEvent.setup>, account: HTMLElement, label: string) {
  await user.click(await within(account).findByRole('button', { name: label }, { timeout: 10_000 }))
  return screen.findByRole('dialog', { name: 'Wallets' })
}

const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Your wallets' }))
    .getAllByRole('listitem')
    .map((row) => [within(row).getByText(/^Wallet /).textContent, within(row).getByTestId('foyer-profile-wallet-status').textContent])

describe('ProfileWallets', () => {
  it('lists both connections, the active one first, with shortened addresses', async () => {
    const { user, account } = await setup()
    const dialog = await openWallets(user, account, 'Wallets (2)')
    expect(rows(dialog)).toEqual([
      ['Wallet B', 'Active'],
      ['Wallet A', 'Connected'],
    ])
    expect(
      within(dialog)
        .getAllByTestId('foyer-profile-wallet-address')
        .map((node) => node.textContent),
    ).toEqual(['0x70…dc79C8', '0xf3…b92266'])
    // The active wallet has nothing to switch to; the other has.
    expect(within(dialog).queryByRole('button', { name: 'Switch to Wallet B' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Switch to Wallet A' })).toBeTruthy()
  })

  it('switches the active connection and keeps both connected', async () => {
    const { config, user, account } = await setup()
    const dialog = await openWallets(user, account, 'Wallets (2)')
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Wallet A' }))
    await waitFor(() =>
      expect(rows(dialog)).toEqual([
        ['Wallet A', 'Active'],
        ['Wallet B', 'Connected'],
      ]),
    )
    expect(config.state.connections.get(config.state.current!)?.accounts[0]).toBe(accountA)
    expect(config.state.connections.size).toBe(2)
    // Screen readers hear which wallet is now in use.
    expect(within(dialog).getByText('Now using Wallet A').getAttribute('role')).toBe('status')
    // Keyboard: focus stays inside the view once the Switch button is gone.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  it('disconnects one wallet, keeps the other, lists it as Disconnected and reconnects it', async () => {
    const { config, user, account } = await setup()
    const dialog = await openWallets(user, account, 'Wallets (2)')
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect Wallet B' }))
    await waitFor(() =>
      expect(rows(dialog)).toEqual([
        ['Wallet A', 'Active'],
        ['Wallet B', 'Disconnected'],
      ]),
    )
    expect(config.state.status).toBe('connected')
    expect([...config.state.connections.values()].map((connection) => connection.accounts[0])).toEqual([accountA])
    // Focus stays on the row: its Disconnect became Reconnect.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Reconnect Wallet B'))
    expect(within(dialog).getByText('Wallet B is disconnected').getAttribute('role')).toBe('status')
    expect(within(dialog).queryByRole('button', { name: 'Disconnect Wallet B' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Switch to Wallet B' })).toBeNull()

    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(rows(dialog)).toEqual([
        ['Wallet B', 'Active'],
        ['Wallet A', 'Connected'],
      ]),
    )
    expect(config.state.connections.size).toBe(2)
    expect(within(dialog).getByText('Wallet B is connected again').getAttribute('role')).toBe('status')
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Disconnect Wallet B'))
  })

  it('reconnecting a wallet that needs its own flow opens Connect and comes back', async () => {
    const connectors = [namedMock('wallet.a', 'Wallet A', accountA), namedMock('wallet.b', 'Wallet B', accountB)]
    const { config, user, account } = await setup({ connectors })
    let dialog = await openWallets(user, account, 'Wallets (2)')
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect Wallet B' }))
    await waitFor(() => expect(rows(dialog)[1]).toEqual(['Wallet B', 'Disconnected']))
    // The wallet left the page meanwhile (extension removed): Connect is the way back.
    const stored = JSON.parse(localStorage.getItem('foyer.profileWallets')!) as { connectorId: string }[]
    localStorage.setItem(
      'foyer.profileWallets',
      JSON.stringify(stored.map((wallet) => (wallet.connectorId === 'wallet.b' ? { ...wallet, connectorId: 'wallet.gone' } : wallet))),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    dialog = await openWallets(user, await screen.findByRole('dialog', { name: 'Account' }), 'Wallets')
    await user.click(within(dialog).getByRole('button', { name: 'Reconnect Wallet B' }))
    const connectView = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await user.click(await within(connectView).findByRole('button', { name: /Wallet B/ }))
    dialog = await screen.findByRole('dialog', { name: 'Wallets' })
    await waitFor(() =>
      expect(rows(dialog).slice(0, 2)).toEqual([
        ['Wallet B', 'Active'],
        ['Wallet A', 'Connected'],
      ]),
    )
    expect(config.state.connections.size).toBe(2)
  })

  it("says 'Failed to disconnect' when a wallet does not let go, and keeps it listed", async () => {
    const failing = namedMock('wallet.b', 'Wallet B', accountB, { disconnect: () => Promise.reject(new Error('refused')) })
    const { config, user, account } = await setup({ connectors: [namedMock('wallet.a', 'Wallet A', accountA), failing] })
    const dialog = await openWallets(user, account, 'Wallets (2)')
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect Wallet B' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to disconnect')
    expect(rows(dialog)).toHaveLength(2)
    expect(config.state.connections.size).toBe(2)
    // Still usable: switching works after the failure, and clears it.
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Wallet A' }))
    await waitFor(() => expect(rows(dialog)[0]).toEqual(['Wallet A', 'Active']))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('adds a wallet through Connect and comes back to the list', async () => {
    const { config, user, account } = await setup({ connected: 1 })
    let dialog = await openWallets(user, account, 'Wallets')
    expect(rows(dialog)).toEqual([['Wallet A', 'Active']])
    await user.click(within(dialog).getByRole('button', { name: 'Add wallet' }))
    // Connect stays open although a wallet is connected.
    const connectView = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await user.click(await within(connectView).findByRole('button', { name: /Wallet B/ }))
    dialog = await screen.findByRole('dialog', { name: 'Wallets' })
    await waitFor(() =>
      expect(rows(dialog)).toEqual([
        ['Wallet B', 'Active'],
        ['Wallet A', 'Connected'],
      ]),
    )
    expect(config.state.connections.size).toBe(2)
    // Back leads to Account, which now counts both wallets.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    const account2 = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(account2).getByRole('button', { name: 'Wallets (2)' })).toBeTruthy()
  })
})

describe('ProfileWallets: Add wallet with a wallet already connected', () => {
  it('picking a connected wallet in Connect makes it active and comes back, nothing connected twice', async () => {
    const { config, user, account } = await setup({ connected: 1 })
    let dialog = await openWallets(user, account, 'Wallets')
    await user.click(within(dialog).getByRole('button', { name: 'Add wallet' }))
    const connectView = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    // Wallet A is the active connection: wagmi alone would refuse it as already connected.
    await user.click(await within(connectView).findByRole('button', { name: /Wallet A/ }))
    dialog = await screen.findByRole('dialog', { name: 'Wallets' })
    expect(rows(dialog)).toEqual([['Wallet A', 'Active']])
    expect(config.state.connections.size).toBe(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('ProfileWallets where the multiWallet flag is off', () => {
  it("shows the 'Multi-Wallet Not Enabled' info and no Wallets entry on Account", async () => {
    const { account } = await setup({ projectId: 'single' })
    await within(account).findByRole('button', { name: 'Send' })
    await waitFor(() => expect(within(account).queryByRole('button', { name: 'Buy' })).toBeNull(), { timeout: 5_000 })
    expect(within(account).queryByRole('button', { name: /^Wallets/ })).toBeNull()
    act(() => pushRoute({ view: 'ProfileWallets' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wallets' })
    const info = await within(dialog).findByTestId('foyer-multiwallet-disabled')
    expect(info.getAttribute('role')).toBe('status')
    expect(within(info).getByText('Multi-Wallet Not Enabled')).toBeTruthy()
    expect(within(dialog).queryByRole('list', { name: 'Your wallets' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Add wallet' })).toBeNull()
  })
})
