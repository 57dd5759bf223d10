/*
 * The legal checkbox in the demo (`?legal=1`): the wallet rows are disabled with the reason until the
 * box is ticked with the keyboard; then the injected test wallet connects. After a reload the
 * acceptance is remembered: disconnecting shows Connect with the box ticked and the rows enabled.
 */
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { dialog, expect, fullDialog, test, testWalletName } from './fixtures'

const account = ANVIL_ACCOUNTS[1]!
const agreement = 'I agree to the Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab)'

test('the box is ticked with the keyboard before the wallet connects, and remembered after a reload', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?legal=1')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = fullDialog(page, 'Connect Wallet')
  const box = connect.getByRole('checkbox', { name: agreement })
  await expect(box).not.toBeChecked()
  const row = connect.getByRole('button', { name: testWalletName, exact: true })
  await expect(row).toBeDisabled()
  await expect(connect.getByText('Agree to the terms first: connecting is off until the box is ticked.')).toBeVisible()
  await expect(connect.getByRole('link', { name: 'Terms of Service (opens in a new tab)' })).toHaveAttribute('target', '_blank')

  // Keyboard only: the box takes the dialog's first focus; Space ticks it.
  await expect(box).toBeFocused()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
  await expect(row).toBeEnabled()
  await row.click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await page.keyboard.press('Escape')

  await page.reload()
  await page.getByRole('button', { name: shortenAddress(account.address) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  const again = fullDialog(page, 'Connect Wallet')
  await expect(again.getByRole('checkbox', { name: agreement })).toBeChecked()
  await expect(again.getByRole('button', { name: testWalletName, exact: true })).toBeEnabled()
})
