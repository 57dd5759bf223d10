import { createServer, type Server } from 'node:http'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll } from 'vitest'
import { chromiumLaunchOptions } from '../chromium'

/** What {@link useDappPage} gives the tests of a file once its `beforeAll` ran. */
export type DappPage = {
  /** Headless Chromium, shared by the file's tests. */
  readonly browser: Browser
  /** A tiny local page (`<title>dapp</title>`) to install test wallets into. */
  readonly url: string
}

/**
 * Starts headless Chromium and a tiny local page for a test file (in `beforeAll`) and closes both
 * after it. The installers of the test wallets need a real page on an http origin: `about:blank`
 * runs no init scripts with bindings.
 * @example
 * const dapp = useDappPage()
 * test('registers', async () => { const page = await (await dapp.browser.newContext()).newPage(); await page.goto(dapp.url) })
 */
export function useDappPage(): DappPage {
  let browser: Browser | undefined
  let server: Server | undefined
  let url = ''
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end('<!doctype html><title>dapp</title><p>dapp</p>')
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
    browser = await chromium.launch(chromiumLaunchOptions())
  }, 30_000)
  afterAll(async () => {
    await Promise.all([browser?.close(), new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))])
  })
  return {
    get browser() {
      if (!browser) throw new Error('useDappPage: the browser starts in beforeAll')
      return browser
    },
    get url() {
      return url
    },
  }
}
