/*
 * The modal's setup alerts in a real browser against the real stack: an API whose CORS refuses the
 * page's origin (the stack's API behind a proxy that answers without Access-Control-Allow-Origin, as
 * an API configured for other origins does) shows APKT002 Invalid App Configuration, not APKT008,
 * and e-mail sign-in says so at once instead of hanging on 'Sending…'; an API that cannot be reached
 * shows Server Error with "could not be reached"; a project id the API does not know shows APKT007.
 */
import { expect } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dialog, test } from './fixtures'
import { e2eUrls } from './stackPorts'

let proxy: Server
let proxyUrl = ''
const proxied: string[] = []

test.beforeAll(async () => {
  proxy = createServer((request, response) => {
    proxied.push(request.url ?? '')
    void fetch(`${e2eUrls.api}${request.url ?? '/'}`, { method: request.method, headers: { origin: String(request.headers.origin ?? '') } }).then(
      async (answer) => {
        const headers = Object.fromEntries(
          [...answer.headers].filter(([name]) => !name.startsWith('access-control-') && name !== 'content-encoding' && name !== 'content-length'),
        )
        response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()))
      },
      () => response.writeHead(502).end(),
    )
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve))
})

test('an API that refuses the page by CORS: APKT002, and e-mail sign-in refuses at once', async ({ page, wallet }) => {
  void wallet
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(`/?apiUrl=${proxyUrl}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = dialog(page, 'Connect Wallet')
  const alert = modal.locator('[data-alert-code]')
  await expect(alert).toHaveAttribute('data-alert-code', 'APKT002')
  await expect(alert).toContainText('Invalid App Configuration')
  // The browser really refused it: the allowed-origins call was made and blocked by CORS.
  expect(proxied.some((url) => url.startsWith('/projects/v1/origins'))).toBe(true)
  expect(consoleErrors.some((text) => /CORS|Access-Control-Allow-Origin/i.test(text))).toBe(true)

  await modal.getByLabel('E-mail', { exact: true }).fill('ada@example.com')
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal.getByTestId('foyer-auth-error')).toHaveText('Invalid App Configuration', { timeout: 2_000 })
  await expect(modal.getByText('Sending…')).toHaveCount(0)
})

test('an API that cannot be reached: Server Error, "could not be reached", not APKT008', async ({ page, wallet }) => {
  void wallet
  // Port 9 (discard) has no listener on loopback: the connection is refused.
  await page.goto('/?apiUrl=http://127.0.0.1:9')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const alert = dialog(page, 'Connect Wallet').locator('[data-alert-code]')
  await expect(alert).toHaveAttribute('data-alert-code', 'APKT009')
  await expect(alert).toContainText("Foyer's API could not be reached")
})

test('a project id the API does not know: Invalid Project ID (APKT007), not Project ID Missing', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?projectId=no-such-project')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const alert = dialog(page, 'Connect Wallet').locator('[data-alert-code]')
  await expect(alert).toHaveAttribute('data-alert-code', 'APKT007')
  await expect(alert).toContainText('Invalid Project ID')
})
