import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mock } from 'wagmi'
import { connectFirst, renderWithModal, type RenderWithModalOptions } from './renderWithModal'

/** The first account of anvil's test mnemonic: the connected account of the modal tests. */
export const testAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Options of {@link openConnectedModal}. */
export type OpenConnectedModalOptions = Partial<RenderWithModalOptions> & {
  /** The accessible name of the dialog to wait for. */
  dialog: string
  /** The name of the page's button that opens the modal. @default 'Open' */
  button?: string
}

/**
 * Renders the app and the modal, connects wagmi's mock connector (on {@link testAccount} unless
 * `connectors` says otherwise), presses the page's button and waits for the dialog named `dialog`.
 *
 * @example
 * const { user, view } = await openConnectedModal({ dialog: 'Account', provider: { config } })
 */
export async function openConnectedModal({ dialog, button = 'Open', connectors = [mock({ accounts: [testAccount] })], ...options }: OpenConnectedModalOptions) {
  const rendered = renderWithModal({ connectors, ...options })
  await connectFirst(rendered.config)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: button }))
  const view = await screen.findByRole('dialog', { name: dialog })
  return { ...rendered, user, view }
}
