// @vitest-environment jsdom
/*
 * Choosing a name in the modal against the real API (nameRoutes over HTTP, PGlite) and anvil. The
 * connected account is a stand-in for the embedded wallet: wagmi's mock connector (signing through
 * anvil's eth_sign) with the auth connector's type, so only the frame is left out (the e2e spec
 * names.spec.ts registers through the real login frame). Covers: the rules as you type, availability
 * and suggestions (debounced), Register → RegisterAccountNameSuccess and the name in Account; a taken
 * name, a refused signature, 'Error fetching name suggestions' and 'Error fetching names for
 * address' (API unreachable), 'Error registering name' (API refusing); other connectors cannot register.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, mock, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { createApiServer } from '../../../services/api/createApiServer'
import type { RunningServer } from '../../../services/api/listenHttp'
import { nameRoutes } from '../../../services/api/names/nameRoutes'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { openDatabase } from '../../../services/store/openDatabase'
import type { SqlDatabase } from '../../../services/store/SqlDatabase'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'
import { coinTypeOfChain, registrationMessage } from '../../../src/names/nameRules'
import { authOperations, embeddedWalletStandIn } from '../../../test/components/embeddedWalletStandIn'
import { ModalRoutes, openRoute } from '../../../test/components/ModalControls'
import { deadUrl, preloadModal, TestProviders } from '../../../test/components/renderWithModal'
import { ConnectModal } from '../../ConnectModal'

let anvil: RunningAnvil
let api: RunningServer
let refusing: RunningServer
let database: SqlDatabase

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  database = await openDatabase({ memory: true })
  const chains = [{ id: foundry.id, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, allowedOrigins: [location.origin], domains: [nameRoutes({ chains, database })] }).listen(0, '127.0.0.1')
  // Allows no registration (limit 0): every one is answered 429, which carries no reason.
  refusing = await createApiServer({
    chains,
    allowedOrigins: [location.origin],
    domains: [nameRoutes({ chains, database, registrationsPerIp: { limit: 0, windowMs: 60_000 } })],
  }).listen(0, '127.0.0.1')
  // Someone else holds "taken-name".
  const other = privateKeyToAccount(ANVIL_ACCOUNTS[5].privateKey)
  const message = registrationMessage({ name: 'taken-name.foyer.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${api.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coinTypeOfChain(foundry.id), address: other.address, message, signature: await other.signMessage({ message }) }),
  })
  expect(response.status).toBe(200)
  await preloadModal()
}, 180_000)

afterAll(async () => {
  await api?.close()
  await refusing?.close()
  await database?.close()
  await anvil?.stop()
})

afterEach(cleanup)

async function setup({ account = 0, apiUrl = api.url, signMessageError = false, embedded = true } = {}) {
  const address = ANVIL_ACCOUNTS[account]!.address
  const foyerConfig = createFoyerConfig({ projectId: 'names-view', apiUrl, development: false })
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  const config: Config = createConfig({
    chains: [chain],
    connectors: [embedded ? embeddedWalletStandIn(address, authOperations(), { signMessageError }) : mock({ accounts: [address] })],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [foundry.id]: http(anvil.rpcUrl, { retryCount: 0 }) },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <TestProviders config={config} queryClient={queryClient} provider={{ config: foyerConfig }}>
      <ModalRoutes />
      <ConnectModal />
    </TestProviders>,
  )
  await act(async () => void (await connect(config, { connector: config.connectors[0]! })))
  return { address }
}

async function openRegister() {
  act(() => openRoute({ view: 'RegisterAccountName' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose a name' }, { timeout: 20_000 })
  return { dialog, input: await within(dialog).findByLabelText('Name', {}, { timeout: 20_000 }) }
}

describe('RegisterAccountName', () => {
  it('checks the rules as you type, then availability and suggestions; Register shows the success view and Account the name', async () => {
    await setup({ account: 0 })
    const { dialog, input } = await openRegister()
    const status = within(dialog).getByTestId('foyer-name-status')
    const register = within(dialog).getByRole('button', { name: 'Register' })
    expect(status.textContent).toBe('At least 4 characters: letters, digits and hyphens only.')
    await userEvent.type(input, 'ab')
    expect(status.textContent).toBe('A name needs at least 4 characters')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(input, '_c')
    expect(status.textContent).toBe('Use only letters, digits and hyphens')
    expect(register).toHaveProperty('disabled', true)
    await userEvent.clear(input)
    await userEvent.type(input, 'taken-name')
    await waitFor(() => expect(status.textContent).toBe('taken-name.foyer.id is taken'), { timeout: 10_000 })
    expect(register).toHaveProperty('disabled', true)
    const suggestions = within(dialog).getByTestId('foyer-name-suggestions')
    const first = within(suggestions).getAllByRole('button')[0]!
    expect(first.textContent).toMatch(/^taken-name.+\.foyer\.id$/)
    await userEvent.click(first)
    expect((input as HTMLInputElement).value).toBe(first.textContent?.replace('.foyer.id', ''))
    await userEvent.clear(input)
    await userEvent.type(input, 'Alice-View')
    await waitFor(() => expect(status.textContent).toBe('alice-view.foyer.id is available'), { timeout: 10_000 })
    await userEvent.click(register)
    const success = await screen.findByTestId('foyer-register-name-success', {}, { timeout: 20_000 })
    expect(within(success).getByRole('heading').textContent).toBe('alice-view.foyer.id is yours')
    await userEvent.click(within(success).getByRole('button', { name: 'Done' }))
    expect((await screen.findByTestId('foyer-account-name', {}, { timeout: 10_000 })).textContent).toBe('alice-view.foyer.id')
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('Account offers "Choose a name" to an embedded-wallet account without one', async () => {
    await setup({ account: 1 })
    act(() => openRoute({ view: 'Account' }))
    const choose = await screen.findByRole('button', { name: 'Choose a name' }, { timeout: 20_000 })
    await userEvent.click(choose)
    await screen.findByRole('dialog', { name: 'Choose a name' })
  })

  it("a refused signature shows 'Error registering name' with the name and keeps the view and what was typed", async () => {
    await setup({ account: 2, signMessageError: true })
    const { dialog, input } = await openRegister()
    await userEvent.type(input, 'refused-name')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-name-status').textContent).toBe('refused-name.foyer.id is available'), { timeout: 10_000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    const error = await within(dialog).findByTestId('foyer-register-name-error', {}, { timeout: 20_000 })
    expect(error.textContent).toBe('Error registering name refused-name.foyer.id')
    expect((input as HTMLInputElement).value).toBe('refused-name')
    expect(await fetch(`${api.url}/v1/profile/account/refused-name`).then((response) => response.status)).toBe(404)
  })

  it("the API's refusal shows 'Error registering name' and its reason", async () => {
    await setup({ account: 3, apiUrl: refusing.url })
    const { dialog, input } = await openRegister()
    await userEvent.type(input, 'limited-name')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-name-status').textContent).toBe('limited-name.foyer.id is available'), { timeout: 10_000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    const error = await within(dialog).findByTestId('foyer-register-name-error', {}, { timeout: 20_000 })
    // 429 carries no reason: the catalogue text and the name.
    expect(error.textContent).toBe('Error registering name limited-name.foyer.id')
  })

  it("an unreachable API shows 'Error fetching name suggestions' and, in Account, 'Error fetching names for address'", async () => {
    await setup({ account: 4, apiUrl: deadUrl })
    const { dialog, input } = await openRegister()
    await userEvent.type(input, 'nowhere')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-name-status').textContent).toBe('Error fetching name suggestions'), { timeout: 15_000 })
    expect(within(dialog).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
    act(() => openRoute({ view: 'Account' }))
    expect((await screen.findByTestId('foyer-account-names-error', {}, { timeout: 15_000 })).textContent).toBe('Error fetching names for address')
  })

  it('another connector cannot register: the view says so, and Account offers no name', async () => {
    await setup({ account: 6, embedded: false })
    act(() => openRoute({ view: 'RegisterAccountName' }))
    expect((await screen.findByTestId('foyer-name-auth-only', {}, { timeout: 20_000 })).textContent).toBe(
      'Only an account of the embedded wallet (e-mail or social sign-in) can register a name.',
    )
    act(() => openRoute({ view: 'Account' }))
    await screen.findByTestId('foyer-address', {}, { timeout: 20_000 })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })
})
