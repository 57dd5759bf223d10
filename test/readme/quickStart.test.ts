// @vitest-environment node
/*
 * The README's quick start works exactly as pasted: its snippet, taken from README.md, becomes the
 * App.tsx of a fresh Vite + React app that installs the packed package, runs on Vite's dev server
 * (`vite`, in a process of its own), and opens in headless Chromium with the injected test wallet:
 * the modal opens, lists the wallets with no APKT alert, and connects the wallet.
 *
 * "Exactly as pasted" means the snippet gets no option, no environment variable and no rewritten
 * request: in a development build `createFoyerConfig()` reaches `npm start`'s API at its default
 * address, http://127.0.0.1:8787, and so must the page here. So the test serves the API there (the
 * routes the quick start uses: allowed origins, remote features, the wallet registry) when the port
 * is free. When it is taken by a running `npm start` (a developer's, while tests run), that API is
 * what a pasting user's page would reach, and the test uses it; anything else on that port fails the
 * test with a message naming it. Serving the stack on other ports would need the snippet changed or
 * the browser's requests redirected, and would no longer show that the pasted code connects. The
 * Vite server and the browser take free ports. The quick start has no `authConnector()`, so the login
 * frame (its default 127.0.0.1:8788) is not needed and not started.
 */
import { readFileSync } from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { foyerDevelopmentDefaults } from '../../src/config/createFoyerConfig'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { chromiumLaunchOptions } from '../chromium'
import { packFoyer, type ConsumerInstall } from '../consumers/packFoyer'
import { extractSnippets } from './markdownSnippets'
import { portTaken, startViteDevServer, writeViteReactApp, type DevServer } from './quickStartApp'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
// The README's first TSX snippet is its quick start (the app an integrator pastes first).
const quickStart = extractSnippets(readme, 'README.md').find((snippet) => snippet.lang === 'tsx' && !snippet.partial)
const account = ANVIL_ACCOUNTS[1]!
const defaultApi = new URL(foyerDevelopmentDefaults.apiUrl)

let install: ConsumerInstall | undefined
let vite: DevServer | undefined
let api: { url: string; close(): Promise<void> } | undefined
let browser: Browser | undefined

/** The API at npm start's default address: started when the port is free, a running npm start's otherwise. */
async function apiAtDefaultAddress(): Promise<typeof api> {
  if (!(await portTaken(Number(defaultApi.port)))) {
    return createApiServer({ chains: [], domains: [projectRoutes()] }).listen(Number(defaultApi.port), defaultApi.hostname)
  }
  const answer = await fetch(`${foyerDevelopmentDefaults.apiUrl}/projects/v1/origins?projectId=${foyerDevelopmentDefaults.projectId}`).catch(() => undefined)
  if (!answer?.ok) {
    throw new Error(
      `${foyerDevelopmentDefaults.apiUrl} is taken by something that is not Foyer's API: the quick start, pasted as it is, talks to that address in development. Free the port (or run npm start there).`,
    )
  }
  return undefined
}

beforeAll(async () => {
  if (!quickStart) throw new Error('README.md has no TSX snippet')
  const exported = /export function (\w+)/.exec(quickStart.code)?.[1]
  if (!exported) throw new Error("The README's quick start exports no component to render")
  ;[install, api, browser] = await Promise.all([packFoyer(), apiAtDefaultAddress(), chromium.launch(chromiumLaunchOptions())])
  await writeViteReactApp(install.root, quickStart.code, exported)
  vite = await startViteDevServer(install.root)
}, 240_000)

afterAll(async () => {
  await Promise.allSettled([vite?.stop(), api?.close(), browser?.close()])
  await install?.remove()
})

/** Every uncaught page error and every APKT alert the page ever showed, while the test ran. */
async function watch(page: Page) {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __foyerAlertsSeen: seen })
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-alert-code]')) seen.push(element.getAttribute('data-alert-code') ?? '?')
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  return { pageErrors, alertsSeen: () => page.evaluate(() => (window as unknown as { __foyerAlertsSeen: string[] }).__foyerAlertsSeen) }
}

describe("the README's quick start, pasted into a Vite app against npm start's API", () => {
  it('opens the modal, lists the wallets with no alert and connects the injected test wallet', async () => {
    const page = await browser!.newPage()
    try {
      const { pageErrors, alertsSeen } = await watch(page)
      // The quick start's chains are mainnet and Base: the wallet is on mainnet, with no node behind it
      // (connecting asks the wallet only).
      await installTestWallet(page, createTestWallet({ privateKey: account.privateKey, chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }] }))
      await page.goto(vite!.url)
      // The first visit makes Vite pre-bundle the app's dependencies: slow on a busy machine.
      const open = page.getByRole('button', { name: 'Connect', exact: true })
      await open.waitFor({ timeout: 120_000 })
      const origins = page.waitForResponse((response) => response.url().startsWith(`${foyerDevelopmentDefaults.apiUrl}/projects/v1/origins?`), {
        timeout: 60_000,
      })
      await open.click()
      const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
      await modal.waitFor({ timeout: 60_000 })
      // The development defaults reached npm start's API with the local project, which allows this
      // origin. An alert instead (APKT008 without options, APKT009 for an unreachable API) ends it early.
      const alert = modal.locator('[data-alert-code]').first()
      const shownAlert = alert
        .waitFor({ timeout: 60_000 })
        .then(async () => `alert ${await alert.getAttribute('data-alert-code')}: ${await alert.textContent()}`)
      shownAlert.catch(() => undefined)
      const answer = await Promise.race([origins, shownAlert.then((text) => Promise.reject(new Error(text)))])
      expect(answer.status()).toBe(200)
      expect(new URL(answer.url()).searchParams.get('projectId')).toBe(foyerDevelopmentDefaults.projectId)
      await modal.getByRole('button', { name: 'Foyer Test Wallet', exact: true }).waitFor({ timeout: 30_000 })
      // The registry's wallets came from the API too.
      await modal
        .getByRole('button', { name: /MetaMask/ })
        .first()
        .waitFor({ timeout: 30_000 })
      expect(await modal.locator('[data-alert-code]').count()).toBe(0)

      await modal.getByRole('button', { name: 'Foyer Test Wallet', exact: true }).click()
      const accountView = page.getByRole('dialog', { name: 'Account' })
      await accountView.getByTestId('foyer-address').waitFor({ timeout: 30_000 })
      expect(await accountView.getByTestId('foyer-address').textContent()).toBe(shortenAddress(account.address))
      expect(await alertsSeen()).toEqual([])
      expect(pageErrors).toEqual([])
    } finally {
      await page.close()
    }
  }, 300_000)
})
