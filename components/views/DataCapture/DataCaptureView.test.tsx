// @vitest-environment jsdom
/*
 * DataCapture against the real API (project flags, the auth service's capture codes and development
 * mailbox, SIWX) and anvil: after a connect with the project's `emailCapture` flag on, DataCapture
 * opens; a wrong code says 'Invalid or expired code' and the view stays usable; the right code stores
 * the address for the project and goes on to SIWXSignMessage; a wallet that does not sign the proof
 * gets no code; Skip (or Escape) goes on without one;
 * `captureEmail` pre-fills the field; with the flag off nothing opens.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createConfig, mock, type Config } from 'wagmi'
import { connect, getConnection } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { authRoutes } from '../../../services/api/auth/authRoutes'
import { emailCaptureStore } from '../../../services/api/emailCapture/emailCaptureStore'
import type { RunningServer } from '../../../services/api/listenHttp'
import { projectRoutes } from '../../../services/api/projectRoutes'
import { siwxRoutes } from '../../../services/api/siwx/siwxRoutes'
import type { SqlDatabase } from '../../../services/store/SqlDatabase'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'
import { foyerSiwx } from '../../../src/siwx/foyerSiwx'
import { ConnectModal } from '../../ConnectModal'
import { OpenModalButton, preloadModal, TestProviders } from '../../../test/components/renderWithModal'
import { findOpenDialog } from '../../../test/components/findOpenDialog'
import { startSiwxApi, type SiwxApi } from '../../../test/services/startSiwxApi'
import { wrongCode } from '../../../test/services/wrongCode'

const accounts = ANVIL_ACCOUNTS.map((account) => account.address)
let stack: SiwxApi
let anvil: RunningAnvil
let api: RunningServer
let database: SqlDatabase

beforeAll(async () => {
  stack = await startSiwxApi({
    chainIds: [foundry.id],
    projects: [
      { id: 'capture-on', allowedOrigins: [location.origin], features: { emailCapture: true } },
      { id: 'capture-off', allowedOrigins: [location.origin] },
    ],
    domains: ({ chains, projects, database }) => [
      projectRoutes({ projects, database }),
      authRoutes({ projects, database, env: {}, dev: { mailbox: true } }),
      siwxRoutes({ chains, projects, database }),
    ],
  })
  api = stack.api
  database = stack.database
  anvil = stack.anvils[0]!
  await preloadModal()
}, 180_000)

afterAll(async () => {
  await stack?.stop()
})

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(cleanup)

function setup({
  projectId = 'capture-on',
  siwx = false,
  account = 1,
  captureEmail,
  lockedAddress,
}: {
  projectId?: string
  siwx?: boolean
  account?: number
  captureEmail?: string
  /** Connects this address instead: anvil holds no key for it, so the wallet cannot sign. */
  lockedAddress?: `0x${string}`
} = {}) {
  const foyerConfig = createFoyerConfig({ projectId, apiUrl: api.url, development: false })
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  const config: Config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [lockedAddress ?? accounts[account]!] })],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [foundry.id]: http(anvil.rpcUrl, { retryCount: 0 }) },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <TestProviders
      config={config}
      queryClient={queryClient}
      provider={{ config: foyerConfig, captureEmail, ...(siwx ? { siwx: foyerSiwx(foyerConfig) } : {}) }}
    >
      <OpenModalButton />
      <ConnectModal />
    </TestProviders>,
  )
  // As a user does: the modal opens (its flags are fetched), then the wallet connects.
  const openThenConnect = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog', {}, { timeout: 20_000 })
    await waitFor(() => expect(queryClient.getQueryData(['foyer.remoteFeatures', { apiUrl: api.url, projectId }])).toBeDefined(), { timeout: 20_000 })
    await act(async () => void (await connect(config, { connector: config.connectors[0]! })))
  }
  return { config, openThenConnect, address: lockedAddress ?? accounts[account]! }
}

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${api.url}/dev/mailbox?to=${encodeURIComponent(to)}`)
  const { messages } = (await response.json()) as { messages: { code: string; purpose: string }[] }
  const last = messages.at(-1)
  if (last?.purpose !== 'email-capture') throw new Error(`no capture code for ${to}`)
  return last.code
}

const stored = (address: string) => emailCaptureStore(database).find('capture-on', address.toLowerCase())

describe('DataCapture', () => {
  it('opens after connect; a wrong code is refused, the right one stores the address and SIWX follows', async () => {
    const { openThenConnect, address } = setup({ siwx: true, account: 1 })
    await openThenConnect()
    const view = await screen.findByRole('dialog', { name: 'Your e-mail' }, { timeout: 20_000 })
    const field = within(view).getByLabelText('E-mail')
    await waitFor(() => expect(document.activeElement).toBe(field))
    await userEvent.type(field, 'not-an-address{Enter}')
    expect(await within(view).findByRole('alert')).toHaveProperty('textContent', 'Enter a valid e-mail address')
    await userEvent.clear(field)
    await userEvent.type(field, 'ada@example.com{Enter}')
    const code = await within(view).findByLabelText('8-character code', {}, { timeout: 20_000 })
    expect(within(view).getAllByText('Enter the code we sent to ada@example.com').length).toBeGreaterThan(0)
    const right = await latestCode('ada@example.com')
    const wrong = wrongCode(right)
    await userEvent.type(code, wrong)
    expect(await within(view).findByRole('alert', {}, { timeout: 20_000 })).toHaveProperty('textContent', 'Invalid or expired code')
    expect(await stored(address)).toBeUndefined()
    await userEvent.clear(code)
    await userEvent.type(code, right)
    // Verified: the address is stored for the project, and sign-in with the wallet comes next.
    await findOpenDialog('Sign in')
    expect(await stored(address)).toMatchObject({ email: 'ada@example.com' })
    expect(sessionStorage.getItem(`foyer.emailCapture.capture-on:${address.toLowerCase()}`)).toBe('verified')
  })

  it('a wallet that does not sign gets no code: the view says so and stays usable', async () => {
    const { openThenConnect, address } = setup({ lockedAddress: '0x000000000000000000000000000000000000dEaD' })
    await openThenConnect()
    const view = await screen.findByRole('dialog', { name: 'Your e-mail' }, { timeout: 20_000 })
    await userEvent.type(within(view).getByLabelText('E-mail'), 'unsigned@example.com{Enter}')
    expect(await within(view).findByRole('alert', {}, { timeout: 20_000 })).toHaveProperty('textContent', 'Error signing message')
    const mail = await (await fetch(`${api.url}/dev/mailbox?to=unsigned@example.com`)).json()
    expect(mail).toEqual({ messages: [] })
    expect(within(view).getByLabelText('E-mail')).toHaveProperty('disabled', false)
    expect(await stored(address)).toBeUndefined()
  })

  it('Skip closes without storing anything; the same account is not asked again in this tab', async () => {
    const { openThenConnect, address, config } = setup({ account: 2 })
    await openThenConnect()
    const view = await screen.findByRole('dialog', { name: 'Your e-mail' }, { timeout: 20_000 })
    await userEvent.click(within(view).getByRole('button', { name: 'Skip' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getConnection(config).status).toBe('connected')
    expect(await stored(address)).toBeUndefined()
    expect(sessionStorage.getItem(`foyer.emailCapture.capture-on:${address.toLowerCase()}`)).toBe('skipped')
  })

  it('Escape counts as Skip, and SIWX then asks for the signature', async () => {
    const { openThenConnect } = setup({ siwx: true, account: 3 })
    await openThenConnect()
    await screen.findByRole('dialog', { name: 'Your e-mail' }, { timeout: 20_000 })
    await userEvent.keyboard('{Escape}')
    await findOpenDialog('Sign in')
  })

  it('starts with the captureEmail option in the field', async () => {
    const { openThenConnect } = setup({ account: 4, captureEmail: 'pre@example.com' })
    await openThenConnect()
    const view = await screen.findByRole('dialog', { name: 'Your e-mail' }, { timeout: 20_000 })
    expect(within(view).getByLabelText('E-mail')).toHaveProperty('value', 'pre@example.com')
  })

  it('does not open when the project leaves e-mail capture off', async () => {
    const { openThenConnect, config } = setup({ projectId: 'capture-off', account: 5 })
    await openThenConnect()
    await waitFor(() => expect(getConnection(config).status).toBe('connected'))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('dialog', { name: 'Your e-mail' })).toBeNull()
  })
})
