/*
 * Names against the real stack: the embedded wallet (e-mail sign-in with the code from the dev
 * mailbox) chooses a name from Account, the login frame asks to approve the registration message
 * (refused once: 'Error registering name' and the view stays usable; then approved), the API checks
 * the signature against anvil and stores the name; Account and the identity call show it, and the
 * demo's wagmi `useEnsName` resolves it through the local chain's universal resolver (CCIP-Read to
 * the API). axe on RegisterAccountName in both themes and directions, RegisterAccountNameSuccess in
 * light (LTR) and dark (RTL).
 * The other names errors are triggered by the component tests (RegisterAccountNameView.test.tsx).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { answerApproval, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

test.describe.configure({ timeout: 180_000 })

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

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

  // Any wagmi app: useEnsName on the local chain resolves it (after a reload the session is restored).
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.getByTestId('demo-ens-name')).toHaveText(`ENS name: ${label}.foyer.id`, { timeout: 30_000 })
})

for (const dir of ['ltr', 'rtl'] as const) {
  test(`axe: RegisterAccountName (dark and light) and RegisterAccountNameSuccess (${dir === 'ltr' ? 'light' : 'dark'}) have no violations, ${dir}`, async ({ page, request }) => {
    await page.goto(`/?theme=dark&dir=${dir}`)
    await signInWithEmail(page, request, uniqueEmail(`names-axe-${dir}`))
    const openForm = async () => {
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: /^0x/ }).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click({ timeout: 30_000 })
    }
    const label = uniqueLabel(`axe-${dir}`)
    // The success view is checked in the theme set last: light for LTR, dark for RTL.
    const themes = dir === 'ltr' ? (['dark', 'light'] as const) : (['light', 'dark'] as const)
    for (const theme of themes) {
      await page.keyboard.press('Escape')
      await page.getByLabel('Theme').selectOption(theme)
      await openForm()
      await expect(dialog(page, 'Choose a name')).toHaveAttribute('dir', dir)
      await typeAvailableName(page, label)
      await expect(dialog(page, 'Choose a name').getByTestId('foyer-name-suggestions')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/RegisterAccountName-${theme}-${dir}.png` })
    }
    await dialog(page, 'Choose a name').getByRole('button', { name: 'Register', exact: true }).click()
    await answerApproval(page, 'Approve')
    await expect(dialog(page, 'Name registered')).toBeVisible({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await page.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/RegisterAccountNameSuccess-${themes[1]}-${dir}.png` })
  })
}
