// @vitest-environment jsdom
/*
 * wagmi's generic `injected()` connector drives `window.ethereum`. In a browser without a wallet
 * extension there is none, so the Connect view does not offer it (an "Injected ·
 * Installed" row there could only fail); with `window.ethereum` it is listed after the wallets
 * announced through EIP-6963, as before.
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { injected, mock } from 'wagmi'
import { preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

/** An EIP-1193 provider that answers nothing: what matters here is only that one exists. */
const provider = { request: async () => [], on: () => undefined, removeListener: () => undefined }

// A wallet announced through EIP-6963 becomes an injected connector whose id is its rdns.
const announced = () => injected({ target: { id: 'io.example.wallet', name: 'Example Wallet', provider: () => provider as never } })

async function openConnect(connectors: Parameters<typeof renderWithModal>[0]['connectors']) {
  renderWithModal({ connectors })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return within(dialog)
}

const rowNames = (dialog: ReturnType<typeof within>): string[] => dialog.queryAllByRole('button').map((button: HTMLElement) => button.textContent ?? '')

beforeAll(async () => {
  await preloadModal()
})
afterEach(() => {
  cleanup()
  Reflect.deleteProperty(window, 'ethereum')
})

describe('Connect: the generic injected connector', () => {
  it('is not listed without window.ethereum', async () => {
    expect('ethereum' in window).toBe(false)
    const dialog = await openConnect([injected(), announced(), mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })])
    await dialog.findByRole('button', { name: 'Example Wallet' })
    expect(dialog.queryByRole('button', { name: 'Injected' })).toBeNull()
    expect(rowNames(dialog).some((name) => name.includes('Injected'))).toBe(false)
  })

  it('is listed, after the announced wallets, with window.ethereum', async () => {
    Object.assign(window, { ethereum: provider })
    const dialog = await openConnect([injected(), announced()])
    const row = await dialog.findByRole('button', { name: 'Injected' })
    expect(row.textContent).toContain('Installed')
    const names = rowNames(dialog)
    const announcedAt = names.findIndex((name) => name.includes('Example Wallet'))
    expect(announcedAt).toBeGreaterThanOrEqual(0)
    expect(names.findIndex((name) => name.includes('Injected'))).toBeGreaterThan(announcedAt)
  })
})
