// @vitest-environment jsdom
/*
 * UpdateEmailWallet changes the embedded wallet's e-mail only while that wallet is the connection
 * in use: opened from app code with another wallet connected, it refuses before asking the login
 * frame. The frame is a stand-in with the auth connector's operations; the whole flow (both codes,
 * the wait for the new address) runs against the real frame in test/e2e/auth.spec.ts.
 */
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { connect } from 'wagmi/actions'
import type { AuthConnectorProperties } from '../../../connectors/authConnectorTypes'
import { authOperations, embeddedWalletStandIn } from '../../../test/components/embeddedWalletStandIn'
import { ModalControls, openRoute } from '../../../test/components/ModalControls'
import { preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

const embedded = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const browserWallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(cleanup)
beforeAll(preloadModal)

/** An app with a browser wallet and the embedded wallet; `use` is the one connected and in use. */
async function openUpdateEmail(use: 'browser' | 'embedded') {
  const updateEmail = vi.fn<AuthConnectorProperties['updateEmail']>(() => Promise.resolve({ action: 'VERIFY_PRIMARY_OTP' }))
  const { config } = renderWithModal({
    connectors: [mock({ accounts: [browserWallet] }), embeddedWalletStandIn(embedded, authOperations({ updateEmail }))],
    children: <ModalControls />,
  })
  await act(async () => {
    await connect(config, { connector: config.connectors[use === 'browser' ? 0 : 1]! })
  })
  act(() => openRoute({ view: 'UpdateEmailWallet' }))
  const view = await screen.findByRole('dialog', { name: 'Update e-mail' }, { timeout: 10_000 })
  await userEvent.type(within(view).getByLabelText('New e-mail'), 'ada@example.org')
  await userEvent.click(within(view).getByRole('button', { name: 'Continue' }))
  return { view, updateEmail }
}

describe('UpdateEmailWallet', () => {
  it("with another wallet in use, says 'Not connected to email or social' and asks the frame nothing", async () => {
    const { view, updateEmail } = await openUpdateEmail('browser')
    expect((await within(view).findByTestId('foyer-auth-error')).textContent).toBe('Not connected to email or social')
    expect(updateEmail).not.toHaveBeenCalled()
  })

  it('with the embedded wallet in use, sends the new address and asks for the current address’s code', async () => {
    const { view, updateEmail } = await openUpdateEmail('embedded')
    expect(await within(view).findByText(/Enter the code we sent to your current address/)).toBeTruthy()
    expect(updateEmail).toHaveBeenCalledWith({ email: 'ada@example.org' })
    expect(within(view).queryByTestId('foyer-auth-error')).toBeNull()
  })
})
