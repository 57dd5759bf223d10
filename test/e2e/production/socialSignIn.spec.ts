/*
 * Social sign-in as an operator runs it: the production server's Google provider and its own
 * OpenID Provider (`oauth.oidc`, "Acme SSO") both point at a real OpenID Provider started locally
 * (`oidc-provider`), and the real popup goes through that provider's login and consent pages. A new
 * person gets an embedded wallet that sends a mined transaction; the same person in a fresh browser
 * gets the same wallet; denied consent reaches the modal as 'Connection rejected' with nothing signed
 * in; the operator's provider shows its configured name and icon, and signs in.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { answerApproval } from '../auth/authHelpers'
import { dialog, expect } from '../fixtures'
import type { ProductionHarness } from './productionHarness'
import { ACME_SSO } from './productionConfig'
import { productionTest as test } from './productionTest'

const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#c33"/></svg>'

/**
 * Keeps the run off the network: the provider's pages import a web font (left unanswered), and the
 * operator's https icon is answered here, counting how often the page asked for it.
 */
async function offline(context: BrowserContext): Promise<{ iconRequests: () => number }> {
  let iconRequests = 0
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort())
  await context.route(ACME_SSO.iconUrl, (route) => {
    iconRequests += 1
    return route.fulfill({ contentType: 'image/svg+xml', body: ICON_SVG })
  })
  return { iconRequests: () => iconRequests }
}

/** Records the session tokens, authorization codes and result ids the run sees, for the log scan. */
function recordSecrets(page: Page, production: ProductionHarness) {
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${production.info.api}/auth/v1/`)) return
    const body = (await response.json().catch(() => undefined)) as { sessionToken?: unknown } | undefined
    if (typeof body?.sessionToken === 'string') await production.recordSecret('sessionToken', body.sessionToken)
  })
  page.on('popup', (popup) =>
    popup.on('request', (request) => {
      const url = new URL(request.url())
      for (const name of ['code', 'result']) {
        const value = url.searchParams.get(name)
        if (value && url.pathname !== '/auth') void production.recordSecret(`oauth-${name}`, value)
      }
    }),
  )
}

/** Opens Connect on the demo and clicks `button`; resolves with the popup it opened. */
async function openPopup(page: Page, demo: string, button: string) {
  await page.goto(demo)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const popup = page.waitForEvent('popup')
  await dialog(page, 'Connect Wallet').getByRole('button', { name: button, exact: true }).click()
  return popup
}

/** Signs in at the provider's own login page as `login` (the subject) and consents. */
async function consentAs(popup: Page, login: string) {
  await popup.getByPlaceholder('Enter any login').fill(login)
  await popup.getByPlaceholder('and password').fill('e2e-password')
  await popup.getByRole('button', { name: 'Sign-in' }).click()
  await popup.getByRole('button', { name: 'Continue' }).click()
  await popup.waitForEvent('close', { timeout: 30_000 })
}

/** Signs `login` in through `button`'s popup and returns the embedded wallet's address. */
async function signIn(page: Page, production: ProductionHarness, button: string, login: string): Promise<Address> {
  recordSecrets(page, production)
  await consentAs(await openPopup(page, production.info.demo, button), login)
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 30_000 })
  const address = await account.getByTestId('foyer-address').getAttribute('title')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address as Address
}

// A subject of its own per run: the stack's database lives as long as the worker.
const run = Date.now().toString(36)

test('Google: the real popup and provider sign a new person in; the wallet sends a mined transaction; again in a fresh browser, the same wallet', async ({
  page,
  browser,
  production,
}) => {
  await offline(page.context())
  const subject = `ada-${run}`
  const address = await signIn(page, production, 'Continue with Google', subject)

  const chain = production.info.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNTS[2]!.privateKey as Hex), transport: http(chain.rpcUrl) })
  const funded = await funder.sendTransaction({ chain: null, to: address, value: parseEther('1') })
  expect((await client.waitForTransactionReceipt({ hash: funded })).status).toBe('success')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await answerApproval(page, 'Approve')
  const hash = (await page.getByTestId('demo-tx-hash').textContent({ timeout: 30_000 })) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

  // Another browser, no storage of the first: the provider's subject finds the same wallet.
  const fresh = await browser.newContext()
  try {
    await offline(fresh)
    expect(await signIn(await fresh.newPage(), production, 'Continue with Google', subject)).toBe(address)
  } finally {
    await fresh.close()
  }
})

test("denied consent at the provider is 'Connection rejected'; the modal stays usable and nobody is signed in", async ({ page, production }) => {
  await offline(page.context())
  recordSecrets(page, production)
  const popup = await openPopup(page, production.info.demo, 'Continue with Google')
  await popup.getByPlaceholder('Enter any login').fill(`grace-${run}`)
  await popup.getByPlaceholder('and password').fill('e2e-password')
  await popup.getByRole('button', { name: 'Sign-in' }).click()
  await popup.getByRole('link', { name: '[ Cancel ]' }).click()
  await popup.waitForEvent('close', { timeout: 30_000 })
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByTestId('foyer-auth-error')).toHaveText('Connection rejected', { timeout: 30_000 })
  await expect(connect.getByRole('button', { name: 'Continue with Google', exact: true })).toBeEnabled()
  await expect(connect.getByRole('button', { name: 'Try again: Continue with Google' })).toBeEnabled()
  // Nothing was signed in: a reload finds no session, and Connect opens again.
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible()
})

test("the operator's own provider shows its configured name and icon, only the configured providers show, and it signs in", async ({ page, production }) => {
  const { iconRequests } = await offline(page.context())
  await page.goto(production.info.demo)
  // The icon is asked for only once the modal shows the button.
  expect(iconRequests()).toBe(0)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const button = connect.getByRole('button', { name: `Continue with ${ACME_SSO.name}`, exact: true })
  await expect(button).toHaveText(ACME_SSO.name)
  await expect(button.getByTestId('foyer-oidc-icon')).toHaveAttribute('src', ACME_SSO.iconUrl)
  await expect.poll(iconRequests).toBeGreaterThan(0)
  // Only what the configuration names: none of the providers it leaves out (Farcaster shows exactly
  // when the configuration has `farcaster`, which the Farcaster tests look at).
  const shown = await connect.getByRole('group', { name: 'Social sign-in' }).getByRole('button').allTextContents()
  expect(shown.filter((name) => name !== 'Farcaster')).toEqual(['Google', ACME_SSO.name])
  await signIn(page, production, `Continue with ${ACME_SSO.name}`, `linus-${run}`)
})
