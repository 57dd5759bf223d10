/*
 * Names against the real stack: the embedded wallet (e-mail sign-in with the code from the dev
 * mailbox) chooses a name from Account, the login frame asks to approve the registration message
 * (refused once: 'Error registering name' and the view stays usable; then approved), the API checks
 * the signature against anvil and stores the name; Account and the identity call show it, and the
 * demo's wagmi `useEnsName` resolves it through the local chain's universal resolver (CCIP-Read to
 * the API). axe on RegisterAccountName and RegisterAccountNameSuccess in both themes and directions.
 * The other names errors are triggered by the component tests (RegisterAccountNameView.test.tsx).
 */
import type { Page } from '@playwright/test'
import { answerApproval, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import { expectAxeCleanInEveryLook } from './axe'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

test.describe.configure({ timeout: 180_000 })

// Unique per run: the stack's database may outlive one test run.
const uniqueLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function typeAvailableName(page: Page, label: string) {
  const view = dialog(page, 'Choose a name')
  await view.getByLabel('Name', { exact: true }).fill(label)
  await expect(view.getByTestId('foyer-name-status')).toHaveText(`${label}.foyer.id is available`, { timeout: 15_000 })
  return view
}

test('the embedded wallet registers a name: Account, the identity call and useEnsName show it', async ({ page, request }) => {
  await page.goto('/')
  const address = await signInWithEmail(page, request, uniqueEmail('names'))
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Choose a name' }).click({ timeout: 30_000 })
  const view = dialog(page, 'Choose a name')
  // The rules show as they are broken, before anything is asked.
  await view.getByLabel('Name', { exact: true }).fill('ab')
  await expect(view.getByTestId('foyer-name-status')).toHaveText('A name needs at least 4 characters')
  await view.getByLabel('Name', { exact: true }).fill('ab c')
  await expect(view.getByTestId('foyer-name-status')).toHaveText('Use only letters, digits and hyphens')
  const label = uniqueLabel('e2e')
  await typeAvailableName(page, label)
  await expect(view.getByTestId('foyer-name-suggestions').getByRole('button').first()).toBeVisible()

  // Refused in the frame: back on the form, with the error and the name still typed.
  await view.getByRole('button', { name: 'Register', exact: true }).click()
  await answerApproval(page, 'Reject')
  const again = dialog(page, 'Choose a name')
  await expect(again.getByTestId('foyer-register-name-error')).toHaveText(`Error registering name ${label}.foyer.id`, { timeout: 30_000 })
  await expect(again.getByLabel('Name', { exact: true })).toHaveValue(label)

  // Approved: the API verifies the embedded wallet's signature on anvil and stores the name.
  await expect(again.getByTestId('foyer-name-status')).toHaveText(`${label}.foyer.id is available`, { timeout: 15_000 })
  await again.getByRole('button', { name: 'Register', exact: true }).click()
  await answerApproval(page, 'Approve')
  const success = dialog(page, 'Name registered')
  await expect(success.getByTestId('foyer-register-name-success').getByRole('heading')).toHaveText(`${label}.foyer.id is yours`, { timeout: 30_000 })
  await success.getByRole('button', { name: 'Done' }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-account-name')).toHaveText(`${label}.foyer.id`, { timeout: 15_000 })

  const identity = await request.get(`${e2eUrls.api}/v1/identity/${address}`)
  expect(await identity.json()).toMatchObject({ name: `${label}.foyer.id` })
  const held = await request.get(`${e2eUrls.api}/v1/profile/account/${label}`)
  expect(held.status()).toBe(200)

  // Any wagmi app: useEnsName on the local chain shows it at once, the registration refreshed it; and
  // again after a reload (the session is restored).
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-ens-name')).toHaveText(`ENS name: ${label}.foyer.id`, { timeout: 15_000 })
  await page.reload()
  await expect(page.getByTestId('demo-ens-name')).toHaveText(`ENS name: ${label}.foyer.id`, { timeout: 30_000 })
})

test('axe: RegisterAccountName and RegisterAccountNameSuccess have no violations, in both themes and directions', async ({ page, request }) => {
  await page.goto('/')
  await signInWithEmail(page, request, uniqueEmail('names-axe'))
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click({ timeout: 30_000 })
  await typeAvailableName(page, uniqueLabel('axe'))
  await expect(dialog(page, 'Choose a name').getByTestId('foyer-name-suggestions')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'RegisterAccountName')
  await dialog(page, 'Choose a name').getByRole('button', { name: 'Register', exact: true }).click()
  await answerApproval(page, 'Approve')
  await expect(dialog(page, 'Name registered')).toBeVisible({ timeout: 30_000 })
  await expectAxeCleanInEveryLook(page, 'RegisterAccountNameSuccess')
})
