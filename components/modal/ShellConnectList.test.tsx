// @vitest-environment jsdom
/*
 * The cold wallet list: the page's dialog shell lists the rows that need no registry in its first
 * frame, actionable at once; the registry's recommended wallets fill the placeholders in place
 * without moving focus; a registry that refuses or is down replaces the placeholders with the
 * catalogue error and its retry, which loads the list once the registry is back, in the shell and
 * in the full dialog. Against the real API behind a switchable gateway; the full dialog's code is
 * held back by a gate the test opens itself.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import { ModalControls } from '../../test/components/ModalControls'
import { renderWithModal } from '../../test/components/renderWithModal'

const gate = vi.hoisted(() => {
  let open = () => {}
  let opened = Promise.resolve()
  return {
    close() {
      opened = new Promise<void>((resolve) => (open = resolve))
    },
    open: () => open(),
    wait: () => opened,
  }
})
vi.mock('../loadModal', async (importOriginal) => {
  const real = await importOriginal<typeof import('../loadModal')>()
  return { ...real, loadModal: () => gate.wait().then(real.loadModal), loadedModal: () => undefined }
})

/** How the gateway treats the registry's requests: passes them on, holds them, answers 503 or drops the connection. */
type RegistryMode = 'pass' | 'hold' | 'refuse' | 'down'

let api: { url: string; close(): Promise<void> }
let gateway: Server
let gatewayUrl = ''
let mode: RegistryMode = 'pass'
let held: Array<() => void> = []

beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
  gateway = createServer((request, response) => {
    const forward = () =>
      void fetch(`${api.url}${request.url ?? '/'}`, { headers: { origin: String(request.headers.origin ?? 'http://localhost:3000') } }).then(
        async (answer) => {
          const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'))
          response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()))
        },
        () => response.writeHead(502).end(),
      )
    if (!request.url?.includes('/getWallets')) return forward()
    if (mode === 'refuse') return void response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}')
    if (mode === 'down') return void request.socket.destroy()
    if (mode === 'hold') return void held.push(forward)
    forward()
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
  // Compile the full dialog once (slow on a busy machine), without letting the app see it.
  await import('./ModalRoot')
})
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve))
  await api.close()
})
beforeEach(() => {
  gate.close()
  mode = 'pass'
  held = []
})
afterEach(() => {
  gate.open()
  for (const release of held) release()
  cleanup()
})

async function openShell() {
  renderWithModal({
    connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })],
    provider: { config: createFoyerConfig({ apiUrl: gatewayUrl, projectId: 'foyer-local', development: false }) },
    children: <ModalControls openLabel="Connect Wallet" />,
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog.hasAttribute('data-foyer-shell')).toBe(true)
  return { user, dialog, list: within(dialog).getByRole('list', { name: 'Wallets' }) }
}

const placeholders = (list: HTMLElement) => list.querySelectorAll(':scope > li[aria-hidden="true"]').length
const registryRows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .filter((row) => !/Mock Connector/.test(row.textContent ?? ''))

describe('the cold wallet list', () => {
  it('shows the rows that need no registry in its first frame, and fills in the recommended ones in place without moving focus', async () => {
    mode = 'hold'
    const { user, dialog, list } = await openShell()
    // The same frame as the click: the browser wallet, enabled, four placeholders, "All wallets".
    const row = within(list).getByRole('button', { name: /Mock Connector/ })
    expect((row as HTMLButtonElement).disabled).toBe(false)
    expect(placeholders(list)).toBe(4)
    expect(list.getAttribute('aria-busy')).toBe('true')
    const allWallets = within(dialog).getByRole('button', { name: 'All wallets' })
    await waitFor(() => expect(document.activeElement).toBe(row))
    await user.tab()
    expect(document.activeElement).toBe(allWallets)
    await waitFor(() => expect(held.length).toBeGreaterThan(0))

    for (const release of held.splice(0)) release()
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBeNull())
    // The recommended wallets took the placeholders' places, after the row that was already there.
    expect(placeholders(list)).toBe(0)
    expect(registryRows(list).length).toBe(4)
    expect(within(list).getAllByRole('button')[0]).toBe(row)
    expect(row.isConnected).toBe(true)
    expect(document.activeElement).toBe(allWallets)
  })

  it('keeps focus on the control the user is on when the full dialog takes over', async () => {
    mode = 'hold'
    const { user, dialog, list } = await openShell()
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('button', { name: /Mock Connector/ })))
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'All wallets' }))
    await waitFor(() => expect(held.length).toBeGreaterThan(0))
    for (const release of held.splice(0)) release()
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBeNull())
    await act(async () => gate.open())
    const full = await waitFor(() => {
      const found = screen.getByRole('dialog', { name: 'Connect Wallet' })
      expect(found.hasAttribute('data-foyer-shell')).toBe(false)
      return found
    })
    // Not the first row, as an opening without the shell would focus: the same control as before.
    await waitFor(() => expect(document.activeElement).toBe(within(full).getByRole('button', { name: 'All wallets' })))
  })

  it('hands a wallet picked before the registry answered to the Connect view, which connects it', async () => {
    mode = 'hold'
    const { user, list } = await openShell()
    const row = within(list).getByRole('button', { name: /Mock Connector/ })
    await user.click(row)
    expect(row.getAttribute('aria-busy')).toBe('true')
    await act(async () => gate.open())
    const full = await waitFor(() => {
      const found = screen.getByRole('dialog', { name: 'Account' })
      expect(found.hasAttribute('data-foyer-shell')).toBe(false)
      return found
    })
    expect(full).toBeTruthy()
  })

  for (const failure of ['refuse', 'down'] as const) {
    it(`a registry that is ${failure === 'refuse' ? 'refusing (503)' : 'down'}: the error and its retry replace the placeholders, and the retry loads the list once it is back`, async () => {
      mode = failure
      const { user, dialog, list } = await openShell()
      const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 })
      expect(alert.textContent).toBe('Network Error: Wallet Load Failed')
      expect(placeholders(list)).toBe(0)
      expect(list.getAttribute('aria-busy')).toBeNull()
      // The rows that need no registry stay usable.
      expect((within(list).getByRole('button', { name: /Mock Connector/ }) as HTMLButtonElement).disabled).toBe(false)

      mode = 'pass'
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(registryRows(list).length).toBe(4))
      expect(within(dialog).queryByRole('alert')).toBeNull()
      expect(list.getAttribute('aria-busy')).toBeNull()
    })
  }

  it('the full dialog keeps the error and its retry when it takes over from a shell whose registry failed', async () => {
    mode = 'refuse'
    const { user, dialog } = await openShell()
    await within(dialog).findByRole('alert', {}, { timeout: 10_000 })
    await act(async () => gate.open())
    const full = await waitFor(() => {
      const found = screen.getByRole('dialog', { name: 'Connect Wallet' })
      expect(found.hasAttribute('data-foyer-shell')).toBe(false)
      return found
    })
    const list = within(full).getByRole('list', { name: 'Wallets' })
    expect(within(list).getByRole('alert').textContent).toBe('Network Error: Wallet Load Failed')
    expect(placeholders(list)).toBe(0)
    mode = 'pass'
    await user.click(within(list).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(registryRows(list).length).toBe(4))
    expect(within(full).queryByRole('alert')).toBeNull()
  })
})
