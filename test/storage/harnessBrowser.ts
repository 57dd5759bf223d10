import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { chromiumLaunchOptions } from '../chromium'
import { serveKitStorageHarness } from './serveKitStorageHarness'

/**
 * The kit-storage browser tests' set-up, registered in the calling file: the harness server, one
 * headless Chromium for the file, and a context of its own for every test (an empty profile:
 * IndexedDB and localStorage). `visit` loads the harness page in that context; `seed` is written to
 * localStorage first, on the blank page of the origin (what an earlier version left there).
 *
 * @example
 * const { server, context, visit } = useHarnessBrowser()
 * const page = await visit({ 'foyer.recentWallets': '[]' })
 */
export function useHarnessBrowser() {
  const server = serveKitStorageHarness()
  let browser: Browser
  let current: BrowserContext
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions())
  }, 30_000)
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    current = await browser.newContext()
  })
  afterEach(async () => {
    await current.close()
  })
  const visit = async (seed?: Record<string, string>): Promise<Page> => {
    const page = await current.newPage()
    await page.goto(server.url)
    if (seed) await page.evaluate((values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)), seed)
    return page
  }
  return { server, context: () => current, visit }
}
