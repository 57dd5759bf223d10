// @vitest-environment jsdom
/*
 * Debug mode and the remote-configuration-ignored warning, against the real project API: the
 * warning is kept in the configuration's notification store and logged once whatever the mode, and
 * the modal shows the store's messages only with `debug` on.
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
import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../test/components/renderWithModal'

let api: { url: string; close(): Promise<void> }
let bare: Server
let bareUrl = ''

beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
  // Answers every request 200 with `{"features":{"email":"yes"}}`: a config answer of the wrong shape.
  bare = createServer((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end('{"features":{"email":"yes"}}'))
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

const wallet = () => mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })

async function open(config: FoyerConfig, connector: CreateConnectorFn = wallet(), captureEmail?: string) {
  renderWithModal({ connectors: [connector], provider: { config, captureEmail } })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
  return screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
}

const ignoredWarnings = (config: FoyerConfig) => config.notifications.getSnapshot().filter((item) => item.source === 'remote-configuration-ignored')

describe('ModalRoot: debug mode and the remote-configuration-ignored warning', () => {
  it('a local captureEmail the project turns off: kept and logged once, not shown without debug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const config = createTestFoyerConfig({ apiUrl: api.url, logLevel: 'warn' })
    const dialog = await open(config, wallet(), 'ada@example.com')
    await vi.waitFor(() => expect(ignoredWarnings(config)).toHaveLength(1), { timeout: 10_000 })
    expect(ignoredWarnings(config)[0]).toMatchObject({ level: 'warning', message: expect.stringContaining('captureEmail') })
    // Logged once, however often the modal renders.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(warn.mock.calls.filter(([line]) => String(line).includes('remote-configuration-ignored'))).toHaveLength(1)
    expect(config.logger.getLogs()).toContain('remote-configuration-ignored')
    expect(within(dialog).queryByTestId('foyer-debug-notifications')).toBeNull()
    expect(config.logger.getLogs()).not.toContain('DEBUG')
  })

  it('with debug on, the modal shows it: pay on overrules authConnector()', async () => {
    const debugLine = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const debugOut = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const config = createTestFoyerConfig({ apiUrl: api.url, projectId: 'foyer-pay', debug: true })
    expect(config.logger.level).toBe('debug')
    const dialog = await open(config, authConnector({ config }))
    const list = await within(dialog).findByTestId('foyer-debug-notifications', undefined, { timeout: 10_000 })
    const item = within(list).getByText(/authConnector\(\) \(pay is on/)
    expect(item.closest('li')?.dataset.source).toBe('remote-configuration-ignored')
    expect(debugLine).toHaveBeenCalled()
    // Debug lines (the tracked MODAL_OPEN) reach the console and the logs.
    expect(config.logger.getLogs()).toMatch(/DEBUG \[foyer-kit\] event MODAL_OPEN/)
    expect(debugOut).toHaveBeenCalledWith('[foyer-kit] event', 'MODAL_OPEN', {})
    // Dismissed from the modal and from the store.
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Dismiss' }))
    expect(within(dialog).queryByTestId('foyer-debug-notifications')).toBeNull()
    expect(ignoredWarnings(config)).toEqual([])
  })

  it('an answer of the wrong shape: the remote configuration is ignored and the defaults apply', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = createTestFoyerConfig({ apiUrl: bareUrl, debug: true })
    const dialog = await open(config)
    const list = await within(dialog).findByTestId('foyer-debug-notifications', undefined, { timeout: 10_000 })
    expect(list.textContent).toContain("The project's remote configuration was ignored")
  })

  it('nothing is ignored with the default project and no local option: no warning', async () => {
    const config = createTestFoyerConfig({ apiUrl: api.url, debug: true })
    const dialog = await open(config)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ignoredWarnings(config)).toEqual([])
    expect(within(dialog).queryByTestId('foyer-debug-notifications')).toBeNull()
  })
})
