// @vitest-environment jsdom
/*
 * The alert the modal shows about the app's setup, against real HTTP servers: an origin the project
 * does not allow (APKT002, and e-mail sign-in says so at once instead of waiting on the frame), an
 * API that cannot be reached or answers 5xx (APKT009 with the right words), 429 (APKT010), and a
 * project id or API URL truly missing from the configuration (APKT008 naming the option), a project id
 * the API does not know (APKT007), and an authConnector without `frameUrl` (its sign-in names it).
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
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
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

async function openWith(
  config: CreateFoyerConfigParameters,
  connector: CreateConnectorFn = mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }),
) {
  const foyer = createTestFoyerConfig(config)
  renderWithModal({ connectors: [connector], provider: { config: foyer } })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
  return { user, dialog }
}

async function alertIn(dialog: HTMLElement) {
  const alert = await vi.waitFor(
    () => {
      const found = dialog.querySelector<HTMLElement>('[data-alert-code]')
      if (!found) throw new Error('no alert yet')
      return found
    },
    { timeout: 10_000 },
  )
  return { code: alert.dataset.alertCode, text: alert.textContent ?? '' }
}

describe('ModalRoot: setup alerts', () => {
  it('an origin the project does not allow: APKT002, and e-mail sign-in refuses at once', async () => {
    const { user, dialog } = await openWith(
      { apiUrl: api.url, projectId: 'foyer-restricted' },
      authConnector({ config: createTestFoyerConfig({ projectId: 'foyer-restricted' }) }),
    )
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

  it('an API URL missing from the configuration: APKT008 naming it, no request anywhere, logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { dialog } = await openWith({ apiUrl: undefined })
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT008', text: expect.stringContaining('The apiUrl option is missing') })
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('127.0.0.1:8787'))).toEqual([])
    // The alert and the wallet list both need it: one line in the console, never a TypeError.
    const errors = logged.mock.calls.map(([error]) => error)
    expect(errors.filter((error) => error instanceof TypeError)).toEqual([])
    expect(errors.filter((error) => error instanceof FoyerConfigError)).toHaveLength(1)
  })

  it('a project id the API does not know: APKT007 Invalid Project ID, not APKT008', async () => {
    const { dialog } = await openWith({ apiUrl: api.url, projectId: 'no-such-project' })
    expect(await alertIn(dialog)).toMatchObject({ code: 'APKT007', text: expect.stringContaining('Invalid Project ID') })
  })

  it('authConnector without frameUrl: e-mail sign-in names the missing option (not "Failed to connect"), logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const foyer = { apiUrl: api.url, frameUrl: undefined }
    const { user, dialog } = await openWith(foyer, authConnector({ config: createTestFoyerConfig(foyer) }))
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.clear(within(dialog).getByLabelText('E-mail'))
      await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com')
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
      const message = await within(dialog).findByTestId('foyer-auth-error')
      expect(message.textContent).toBe('The frameUrl option is missing: pass it to createFoyerConfig().')
    }
    expect(within(dialog).queryByText('Failed to connect')).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
    const errors = logged.mock.calls.map(([error]) => error).filter((error) => error instanceof FoyerConfigError)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ option: 'frameUrl', reason: 'missing' })
  })
})
