// @vitest-environment jsdom
/*
 * The alerts a failure raises, shown at the top of the modal over the real project API: the
 * WalletConnect relay's refusals (invalid key → APKT007, origin not allowed → APKT002, token not yet
 * valid → APKT006) when a wallet fails to connect, and a network the app asks for that is not
 * configured (APKT001). Each code shows once per provider, until the modal closes.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { useSwitchNetwork } from '../../hooks/useSwitchNetwork'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { connectFirst, createTestFoyerConfig, preloadModal, renderWithModal } from '../../test/components/renderWithModal'
import { ModalControls } from '../../test/components/ModalControls'

let api: { url: string; close(): Promise<void> }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
  await preloadModal()
})
afterAll(() => api.close())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const relayClosed = (reason: string) => new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)

async function failToConnect(reason: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  renderWithModal({
    connectors: [mock({ accounts: [address], features: { connectError: relayClosed(reason) } })],
    provider: { config: createTestFoyerConfig({ apiUrl: api.url }) },
    children: <ModalControls openLabel="Connect Wallet" />,
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
  await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }))
  await within(dialog).findByText('Failed to connect', undefined, { timeout: 10_000 })
  return { user, dialog }
}

const alertCode = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-alert-code]')?.dataset.alertCode

describe('ModalRoot: alerts raised by failures', () => {
  it('the relay refusing the project key: APKT007 Invalid Project ID, once per provider', async () => {
    const { user, dialog } = await failToConnect('Unauthorized: invalid key')
    await waitFor(() => expect(alertCode(dialog)).toBe('APKT007'))
    expect(within(dialog).getByText('Invalid Project ID')).toBeTruthy()
    // Cleared when the modal closes; the same failure again does not raise it a second time.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const again = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(alertCode(again)).toBeUndefined()
    await user.click(within(again).getByRole('button', { name: /Mock Connector/ }))
    await within(again).findByText('Failed to connect')
    expect(alertCode(again)).toBeUndefined()
  })

  it('the relay refusing the page origin: APKT002 Invalid App Configuration', async () => {
    const { dialog } = await failToConnect('Unauthorized: origin not allowed')
    await waitFor(() => expect(alertCode(dialog)).toBe('APKT002'))
  })

  it('a token not yet valid: APKT006 Session Expired', async () => {
    const { dialog } = await failToConnect('JWT validation error: JWT Token is not yet valid:')
    await waitFor(() => expect(alertCode(dialog)).toBe('APKT006'))
    expect(within(dialog).getByText('Session Expired')).toBeTruthy()
  })

  it('a failure without such a text raises no alert', async () => {
    const { dialog } = await failToConnect('Internal error')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(alertCode(dialog)).toBeUndefined()
  })

  it('the app asking for a network that is not configured: APKT001 Network Not Found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let switchTo: ((id: string) => void) | undefined
    const Switcher = () => {
      const { switchNetwork } = useSwitchNetwork()
      switchTo = switchNetwork
      return null
    }
    const { config } = renderWithModal({
      connectors: [mock({ accounts: [address] })],
      provider: { config: createTestFoyerConfig({ apiUrl: api.url }) },
      children: (
        <>
          <Switcher />
          <ModalControls openLabel="Connect Wallet" />
        </>
      ),
    })
    await connectFirst(config)
    await act(async () => switchTo?.('eip155:999999'))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' }, { timeout: 10_000 })
    await waitFor(() => expect(alertCode(dialog)).toBe('APKT001'))
    expect(within(dialog).getByText('Network Not Found')).toBeTruthy()
  })
})
