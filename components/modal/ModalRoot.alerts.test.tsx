// @vitest-environment jsdom
/*
 * The alert the modal shows about the app's setup, against real HTTP servers: an origin the project
 * does not allow (APKT002, and e-mail sign-in says so at once instead of waiting on the frame), an
 * API that cannot be reached or answers 5xx (APKT009 with the right words), 429 (APKT010), and a
 * project id or API URL truly missing from the configuration (APKT008 naming the option).
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock, type CreateConnectorFn } from 'wagmi'
import { authConnector } from '../../connectors/authConnector'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import type { CreateFoyerConfigParameters } from '../../src/config/createFoyerConfig'
import { FoyerConfigError } from '../../src/errors/configErrors'
import { createTestFoyerConfig, deadUrl, renderWithModal, preloadModal } from '../../test/components/renderWithModal'

let api: { url: string; close(): Promise<void> }
let bare: Server
let bareUrl = ''

beforeAll(async () => {
  api = await createApiServer({ chains: [], routes: projectRoutes() }).listen(0, '127.0.0.1')
  // Answers every request with the status named by the path (`/503/...`).
  bare = createServer((request, response) => void response.writeHead(Number(request.url?.split('/')[1]) || 500).end('{}'))
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`
  await preloadModal()
})
afterAll(async () => {
  await api.close()
  await new Promise((resolve) => bare.close(resolve))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function openWith(config: CreateFoyerConfigParameters, connector: CreateConnectorFn = mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })) {
  const foyer = createTestFoyerConfig(config)
  renderWithModal({ connectors: [connector], provider: { config: foyer } })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
  return { user, dialog }
}

async function alertIn(dialog: HTMLElement) {
  const alert = await vi.waitFor(() => {
    const found = dialog.querySelector<HTMLElement>('[data-alert-code]')
    if (!found) throw new Error('no alert yet')
    return found
  }, { timeout: 10_000 })
  return { code: alert.dataset.alertCode, text: alert.textContent ?? '' }
}

describe('ModalRoot: setup alerts', () => {
  it('an origin the project does not allow: APKT002, and e-mail sign-in refuses at once', async () => {
    const { user, dialog } = await openWith({ apiUrl: api.url, projectId: 'foyer-restricted' }, authConnector({ config: createTestFoyerConfig({ projectId: 'foyer-restricted' }) }))
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT002', text: expect.stringContaining('Invalid App Configuration') })
    await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(within(dialog).getByTestId('foyer-auth-error').textContent).toBe('Invalid App Configuration')
    expect(within(dialog).queryByText('Sending…')).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('an API that cannot be reached: Server Error, "could not be reached", not APKT008', async () => {
    const { dialog } = await openWith({ apiUrl: deadUrl })
    const alert = await alertIn(dialog)
    expect(alert).toMatchObject({ code: 'APKT009', text: expect.stringContaining("Foyer's API could not be reached") })
  })

  it('an API answering 503: Server Error with the server-error words', async () => {
    const { dialog } = await openWith({ apiUrl: `${bareUrl}/503` })
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT009', text: expect.stringContaining('answered with a server error') })
  })

  it('an API answering 429: Rate Limited', async () => {
    const { dialog } = await openWith({ apiUrl: `${bareUrl}/429` })
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT010', text: expect.stringContaining('Rate Limited') })
  })

  it('a project id missing from the configuration: APKT008 naming it, logged once as a FoyerConfigError', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { dialog } = await openWith({ projectId: undefined, apiUrl: api.url })
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT008', text: expect.stringContaining('The projectId option is missing') })
    const errors = logged.mock.calls.map(([error]) => error).filter((error) => error instanceof FoyerConfigError)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ option: 'projectId', reason: 'missing' })
  })

  it('an API URL missing from the configuration: APKT008 naming it, and no request anywhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { dialog } = await openWith({ apiUrl: undefined })
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT008', text: expect.stringContaining('The apiUrl option is missing') })
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('127.0.0.1:8787'))).toEqual([])
  })
})
