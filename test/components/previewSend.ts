import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/** The form as a user fills it: the token's radio name, the amount, and first a wrong receiver then the right one. */
export type SendAttempt = { token: RegExp; amount: string; wrongReceiver: string; receiver: string }

/**
 * Fills WalletSend with an address of another network first: Preview refuses it ('Invalid address',
 * the form's message, focus on the receiver). Then with the right address Preview opens Review Send,
 * which is returned.
 */
export async function previewAfterInvalidAddress(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, attempt: SendAttempt): Promise<HTMLElement> {
  await user.click(within(dialog).getByRole('radio', { name: attempt.token }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), attempt.amount)
  const to = within(dialog).getByRole('textbox', { name: 'To' })
  expect(to.getAttribute('placeholder')).toBe('Address')
  await user.type(to, attempt.wrongReceiver)
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
  expect(within(dialog).getByText('Invalid address')).toBeTruthy()
  expect(within(dialog).getByTestId('foyer-send-error').textContent).toBe('An amount and receiver address are required')
  await waitFor(() => expect(document.activeElement).toBe(to))
  await user.clear(to)
  await user.type(to, attempt.receiver)
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
  return screen.findByRole('dialog', { name: 'Review Send' })
}
