// @vitest-environment node
/*
 * examples/nextjs built and served by Next.js itself, with the packed kit: a server component renders
 * `<ConnectModal />` (a 500 while the build shipped no "use client"), the layout reads wagmi's cookie,
 * so after a reconnect the server's HTML already shows the account, hydration logs no warning and
 * never shows "Connect Wallet" in between, and the modal connects the injected test wallet against a
 * real API and a real anvil.
 */
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { type RunningAnvil, startAnvil } from '../../devstack/chain/startAnvil'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { chromiumLaunchOptions } from '../chromium'
import { buildNextApp, copyNextApp, type RunningNextApp, startNextApp } from './nextApp'
import { type ConsumerInstall, packFoyer } from './packFoyer'

const account = ANVIL_ACCOUNTS[1]!
const walletName = 'Foyer Test Wallet'
const connected = `Connected ${account.address}`
// What React reports when the server's HTML and the first client render differ.
const hydrationProblem = /hydrat|did not match|recoverable|Minified React error #(418|423|425)/i

/** Console errors and warnings, and uncaught page errors, of one page. */
function watchConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${String(error)}`))
  return messages
}

/** Waits until React has hydrated the page's button (React keeps its fiber on hydrated nodes). */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const button = document.querySelector('main > button')
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'))
    },
    undefined,
    { timeout: 60_000 },
  )
}

describe('examples/nextjs with the packed kit', () => {
  let install: ConsumerInstall
  let anvil: RunningAnvil
  let api: { url: string; close(): Promise<void> }
  let app: RunningNextApp
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    install = await packFoyer()
    anvil = await startAnvil({ chainId: 31337 })
    api = await createApiServer({ chains: [{ id: 31337, name: 'Foyer Local', rpcUrl: anvil.rpcUrl }], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
    // NEXT_PUBLIC_ variables are written into the build: the app is built for this API and chain.
    const env = { NEXT_PUBLIC_FOYER_PROJECT_ID: 'foyer-local', NEXT_PUBLIC_FOYER_API_URL: api.url, NEXT_PUBLIC_RPC_URL: anvil.rpcUrl }
    const dir = await copyNextApp(join(__dirname, '../../examples/nextjs'), install.root)
    await buildNextApp(dir, env)
    app = await startNextApp(dir, env)
    browser = await chromium.launch(chromiumLaunchOptions())
    context = await browser.newContext()
    const wallet = createTestWallet({ privateKey: account.privateKey, chains: [{ id: 31337, name: 'Foyer Local', rpcUrl: anvil.rpcUrl }] })
    await installTestWallet(context, wallet, { info: { name: walletName } })
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await api?.close()
    await anvil?.stop()
    await install?.remove()
  })

  it('a server component renders the modal: the page answers 200 and shows "Connect Wallet" without a cookie', async () => {
    const response = await fetch(app.url)
    const html = await response.text()
    expect(response.status, app.output()).toBe(200)
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('Connected 0x')
  })

  it('the modal opens and connects the injected wallet; after a reload the server renders the account', async () => {
    const page = await context.newPage()
    const messages = watchConsole(page)
    await page.goto(app.url)
    await hydrated(page)
    await page.locator('main > button').click()
    const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
    await modal.getByRole('button', { name: walletName, exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').getByTestId('foyer-address').textContent(), { timeout: 30_000 }).toBe(shortenAddress(account.address))
    await expect.poll(() => page.locator('main > button').textContent(), { timeout: 30_000 }).toBe(connected)

    // wagmi's cookie storage wrote the connection: the server reads it before any script runs.
    const cookie = (await context.cookies(app.url)).map(({ name, value }) => `${name}=${value}`).join('; ')
    expect(cookie).toContain('wagmi.store=')
    const serverHtml = await (await fetch(app.url, { headers: { cookie } })).text()
    expect(serverHtml).toContain(connected)

    // Reload: record every text the button shows from the first HTML on, to catch a "Connect Wallet" flash.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { buttonTexts: string[] }).buttonTexts = [])
      const record = () => {
        const text = document.querySelector('main > button')?.textContent
        if (text && seen.at(-1) !== text) seen.push(text)
      }
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    await hydrated(page)
    // The reconnect is through once the modal opens on the account: the button never said otherwise.
    await page.locator('main > button').click()
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Account' }).getByTestId('foyer-address').textContent(), { timeout: 30_000 })
      .toBe(shortenAddress(account.address))
    expect(await page.evaluate(() => (window as unknown as { buttonTexts: string[] }).buttonTexts)).toEqual([connected])
    expect(messages.filter((text) => hydrationProblem.test(text) || text.startsWith('pageerror:'))).toEqual([])
    await page.close()
  }, 120_000)
})
