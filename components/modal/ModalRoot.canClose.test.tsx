// @vitest-environment jsdom
/*
 * When the app requires sign-in, the approve view cannot be closed (close control disabled, Escape
 * ignored) while there is no sign-in session; without that requirement, and on other views, closing
 * works as usual.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { ModalControls, pushRoute } from '../../test/components/ModalControls'
import { renderWithModal, preloadModal } from '../../test/components/renderWithModal'

async function openOnApprove(signInRequired: boolean) {
  renderWithModal({
    connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })],
    provider: { signInRequired },
    children: <ModalControls />,
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  act(() => pushRoute({ view: 'ApproveTransaction', data: { requestId: '1', method: 'personal_sign' } }))
  const dialog = await screen.findByRole('dialog', { name: 'Approve request' })
  return { user, dialog }
}

afterEach(cleanup)
beforeAll(async () => {
  await preloadModal()
})

describe('ModalRoot: canClose', () => {
  it('with sign-in required, the approve view keeps its close control disabled and ignores Escape', async () => {
    const { user, dialog } = await openOnApprove(true)
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(close).toHaveProperty('disabled', true)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Approve request' })).toBeTruthy()
    // Back to a view that is not a sign view: closing works again.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(within(connect).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('without the requirement the approve view closes on Escape', async () => {
    const { user, dialog } = await openOnApprove(false)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
