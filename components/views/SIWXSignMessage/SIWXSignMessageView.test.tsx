// @vitest-environment jsdom
/*
 * The SIWX flow in the modal against the real API and anvil: wagmi's mock connector signs through
 * anvil (`eth_sign` with its unlocked account), `foyerSiwx` talks to siwxRoutes over HTTP. Covers:
 * after connect the sign view opens; Sign stores the session, closes and tracks SIWX_AUTH_SUCCESS; a
 * refused signature shows 'Error signing message', tracks SIWX_AUTH_ERROR and keeps the view;
 * Cancel tracks CLICK_CANCEL_SIWX and closes (optional) or disconnects (required); without `siwx`
 * a connect still leads to Account; a disconnect signs the account out unless the app said not to.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, mock, type Config } from 'wagmi'
import { connect, disconnect, getConnection } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningServer } from '../../../services/api/listenHttp'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'
import type { FoyerEvent } from '../../../src/events/foyerEvent'
import { foyerSiwx } from '../../../src/siwx/foyerSiwx'
import { ConnectModal } from '../../ConnectModal'
import { ModalControls, openRoute } from '../../../test/components/ModalControls'
import { preloadModal, TestProviders } from '../../../test/components/renderWithModal'
import { findOpenDialog } from '../../../test/components/findOpenDialog'
import { startSiwxApi, type SiwxApi } from '../../../test/services/startSiwxApi'

const address = ANVIL_ACCOUNTS[0].address
let stack: SiwxApi
let api: RunningServer
let anvil: RunningAnvil

beforeAll(async () => {
  stack = await startSiwxApi({ chainIds: [foundry.id], projects: [{ id: 'siwx-view', allowedOrigins: [location.origin] }] })
  api = stack.api
  anvil = stack.anvils[0]!
  await preloadModal()
}, 180_000)

afterAll(async () => {
  await stack?.stop()
})

beforeEach(() => localStorage.clear())
afterEach(cleanup)

function setup({
  siwx = true,
  signInRequired = false,
  signMessageError = false,
  apiUrl = api.url,
  signOutOnDisconnect,
}: {
  siwx?: boolean
  signInRequired?: boolean
  signMessageError?: boolean
  apiUrl?: string
  signOutOnDisconnect?: boolean
} = {}) {
  const foyerConfig = createFoyerConfig({ projectId: 'siwx-view', apiUrl, development: false })
  const siwxConfig = foyerSiwx(foyerConfig, signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect })
  // The mock connector signs over the chain's own RPC URL (anvil's eth_sign), not the transport's.
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  const config: Config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [address], features: { signMessageError } })],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [foundry.id]: http(anvil.rpcUrl, { retryCount: 0 }) },
  })
  const events: FoyerEvent[] = []
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <TestProviders
      config={config}
      queryClient={queryClient}
      provider={{ config: foyerConfig, signInRequired, onEvent: (event) => events.push(event), ...(siwx ? { siwx: siwxConfig } : {}) }}
    >
      <ModalControls />
      <ConnectModal />
    </TestProviders>,
  )
  const connectNow = () => act(async () => void (await connect(config, { connector: config.connectors[0]! })))
  return { config, events, queryClient, connectNow, siwx: siwxConfig, names: () => events.map((event) => event.event) }
}

describe('SIWXSignMessage', () => {
  it('opens after connect; Sign stores the session, closes and tracks SIWX_AUTH_SUCCESS', async () => {
    const { connectNow, names } = setup()
    await connectNow()
    const view = await findOpenDialog('Sign in')
    await userEvent.click(within(view).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 })
    expect(names()).toContain('SIWX_AUTH_SUCCESS')
    expect(
      await foyerSiwx(createFoyerConfig({ projectId: 'siwx-view', apiUrl: api.url, development: false })).getSessions(`eip155:${foundry.id}`, address),
    ).toHaveLength(1)
  })

  it('a session revoked while the page is open asks again at the next check', async () => {
    const { connectNow, queryClient } = setup()
    await connectNow()
    const view = await findOpenDialog('Sign in')
    await userEvent.click(within(view).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 })
    const id = localStorage.getItem(`foyer.siwx.eip155:${foundry.id}:${address.toLowerCase()}`)
    expect((await fetch(`${api.url}/v1/sessions/${id}/revoke`, { method: 'POST' })).status).toBe(200)
    await act(() => queryClient.invalidateQueries({ queryKey: ['foyer.siwx.session'] }))
    await findOpenDialog('Sign in')
  })

  it("a refused signature shows 'Error signing message', tracks SIWX_AUTH_ERROR and keeps the view", async () => {
    const { connectNow, names } = setup({ signMessageError: true })
    await connectNow()
    const view = await findOpenDialog('Sign in')
    await userEvent.click(within(view).getByRole('button', { name: 'Sign' }))
    expect(await within(view).findByTestId('foyer-siwx-error', {}, { timeout: 20_000 })).toHaveProperty('textContent', 'Error signing message')
    expect(names()).toContain('SIWX_AUTH_ERROR')
    expect(within(view).getByRole('button', { name: 'Sign' })).toHaveProperty('disabled', false)
  })

  it('Cancel when not required tracks CLICK_CANCEL_SIWX, closes and stays connected', async () => {
    const { config, connectNow, names } = setup()
    await connectNow()
    const view = await findOpenDialog('Sign in')
    expect(within(view).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false)
    await userEvent.click(within(view).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(names()).toContain('CLICK_CANCEL_SIWX')
    expect(getConnection(config).status).toBe('connected')
  })

  it('Cancel when required disconnects; the close control is disabled meanwhile', async () => {
    const { config, connectNow, names } = setup({ signInRequired: true })
    await connectNow()
    const view = await findOpenDialog('Sign in')
    expect(within(view).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true)
    await userEvent.click(within(view).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(getConnection(config).status).toBe('disconnected'))
    expect(names()).toContain('CLICK_CANCEL_SIWX')
  })

  it('without siwx a connect from the modal leads to Account, as before', async () => {
    const { connectNow, names } = setup({ siwx: false })
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await connectNow()
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 20_000 })
    expect(names().filter((name) => name.startsWith('SIWX') || name === 'CLICK_CANCEL_SIWX')).toEqual([])
  })
})

describe('SIWX initialisation', () => {
  it('sessions that cannot be read (API unreachable) disconnect the wallet', async () => {
    // A remembered session (an id of the API's form) makes the default configuration ask the API, which is not there.
    localStorage.setItem(`foyer.siwx.eip155:${foundry.id}:${address.toLowerCase()}`, 'x'.repeat(96))
    const { config, connectNow, names } = setup({ apiUrl: 'http://127.0.0.1:9' })
    await connectNow()
    await waitFor(() => expect(getConnection(config).status).toBe('disconnected'), { timeout: 20_000 })
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull()
    expect(names()).not.toContain('SIWX_AUTH_SUCCESS')
  })
})

describe('SIWX not enabled', () => {
  it("the sign view reached without the siwx option says 'SIWX is not enabled'", async () => {
    const { connectNow } = setup({ siwx: false })
    await connectNow()
    act(() => openRoute({ view: 'SIWXSignMessage' }))
    const view = await findOpenDialog('Sign in')
    expect(within(view).getByRole('alert').textContent).toBe('SIWX is not enabled')
  })
})

describe('SIWX sign-out on disconnect', () => {
  const sessions = () =>
    foyerSiwx(createFoyerConfig({ projectId: 'siwx-view', apiUrl: api.url, development: false })).getSessions(`eip155:${foundry.id}`, address)

  async function signInThenDisconnect(signOutOnDisconnect?: boolean) {
    const { config, connectNow, siwx } = setup({ signOutOnDisconnect })
    const revoke = vi.spyOn(siwx, 'revokeSession')
    await connectNow()
    const view = await findOpenDialog('Sign in')
    await userEvent.click(within(view).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 })
    expect(await sessions()).toHaveLength(1)
    await act(async () => void (await disconnect(config)))
    return revoke
  }

  it('is on by default: the disconnected account is signed out', async () => {
    const revoke = await signInThenDisconnect()
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(`eip155:${foundry.id}`, address))
    await waitFor(async () => expect(await sessions()).toHaveLength(0), { timeout: 20_000 })
  })

  it('signOutOnDisconnect false keeps the session', async () => {
    const revoke = await signInThenDisconnect(false)
    expect(revoke).not.toHaveBeenCalled()
    expect(await sessions()).toHaveLength(1)
  })
})
