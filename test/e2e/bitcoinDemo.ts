import { expect, type Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { dialog } from './fixtures'

/** The message the demo's "Sign message" button signs with the active namespace account. */
export const demoMessage = 'Sign in to the Foyer demo'

/**
 * With the modal closed, checks the demo shows `address` as its active Bitcoin account, presses
 * "Sign message" and checks the BIP-322 signature verifies for the demo's message by `address` (and
 * not for another message). Returns the signature.
 */
export async function signDemoMessage(page: Page, address: string): Promise<string> {
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'bip122')
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', address)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('demo-namespace-signature')
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  const signed = (await signature.textContent()) as string
  expect(Verifier.verifySignature(address, demoMessage, signed)).toBe(true)
  expect(Verifier.verifySignature(address, `${demoMessage}!`, signed)).toBe(false)
  return signed
}

/** Makes the wallet refuse `signMessage` once and checks the demo shows the refusal. */
export async function expectDemoSignRefused(page: Page, wallet: { setRejectRequests(reject: false | ['signMessage']): void }): Promise<void> {
  wallet.setRejectRequests(['signMessage'])
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-namespace-error')).toHaveText('Error signing message')
  wallet.setRejectRequests(false)
}

/** Loads the demo with Bitcoin on `esploraUrl`, opens Connect and returns it with `walletName`'s row, which shows the Bitcoin badge. */
export async function openConnectWithBitcoin(page: Page, esploraUrl: string, walletName: string) {
  await page.goto(`/?bitcoin=${encodeURIComponent(esploraUrl)}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const row = connect.getByRole('button', { name: walletName, exact: true })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Bitcoin')
  return { connect, row }
}

/**
 * Closes the Account modal, signs through the demo and sees a refusal, then reloads (after
 * `beforeReload`, e.g. emptying the test's request log) and signs again with the restored connection.
 */
export async function signAcrossReload(
  page: Page,
  wallet: Parameters<typeof expectDemoSignRefused>[1],
  address: string,
  beforeReload: () => void,
): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(dialog(page, 'Account')).toBeHidden()
  await signDemoMessage(page, address)
  await expectDemoSignRefused(page, wallet)
  beforeReload()
  await page.reload()
  await signDemoMessage(page, address)
}
