// @vitest-environment node
/*
 * SSR for real: the README's app (wagmi `ssr: true`, cookie storage) rendered by react-dom/server
 * with a connected wallet's cookie, served over HTTP by Vite in middleware mode, hydrated in headless
 * Chromium: the server's HTML already shows the connected account, and hydration logs no warning.
 */
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { type Browser, chromium } from 'playwright'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serialize } from 'wagmi'
import { chromiumLaunchOptions } from '../chromium'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const uid = 'ssr-connector-uid'
// The cookie wagmi's cookie storage writes for a wallet connected through the injected connector.
// It is written unencoded (JSON in the cookie), as wagmi itself writes it.
const storeValue = serialize({
  state: {
    connections: new Map([[uid, { accounts: [address], chainId: 31337, connector: { id: 'injected', name: 'Injected', type: 'injected', uid } }]]),
    chainId: 31337,
    current: uid,
  },
  version: 2,
})

describe('SSR hydration', () => {
  let vite: ViteDevServer
  let server: Server
  let browser: Browser
  let origin = ''
  const cacheDir = mkdtempSync(join(tmpdir(), 'foyer-ssr-vite-'))

  beforeAll(async () => {
    vite = await createViteServer({
      root: join(__dirname, '../..'),
      configFile: false,
      // Its own pre-bundled dependencies, so parallel runs never share Vite's cache directory.
      cacheDir,
      // Scan only the client's own module graph for dependencies to pre-bundle: by default Vite scans
      // every HTML file under the root, and the demo's (which imports `foyer-kit` by an alias this server
      // lacks) makes the scan fail. Without a scan, dependencies are found while the page loads, and
      // each new one re-optimizes and answers the page's earlier requests with 504.
      optimizeDeps: { entries: ['test/ssr/ssrClient.tsx'] },
      plugins: [vanillaExtractPlugin(), react()],
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      logLevel: 'error',
    })
    server = createHttpServer((request, response) => {
      if (request.url !== '/') return vite.middlewares(request, response)
      void (async () => {
        const { renderSsrApp } = (await vite.ssrLoadModule('/test/ssr/ssrServer.tsx')) as typeof import('./ssrServer')
        const body = renderSsrApp(request.headers.cookie)
        const html = await vite.transformIndexHtml(
          '/',
          `<!doctype html><html><head></head><body><div id="root">${body}</div><script type="module" src="/test/ssr/ssrClient.tsx"></script></body></html>`,
        )
        response.writeHead(200, { 'content-type': 'text/html' }).end(html)
      })().catch((error: unknown) => response.writeHead(500).end(String(error)))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch(chromiumLaunchOptions())
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    await vite?.close()
    rmSync(cacheDir, { recursive: true, force: true })
  })

  it('hydrates the connected app without a hydration warning', async () => {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'wagmi.store', value: storeValue, url: origin }])
    const page = await context.newPage()
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(String(error)))

    // Only the server's HTML is awaited here: Vite's dev server then compiles the client's modules on
    // first request, which on a busy 2-core machine takes well over half a minute.
    const response = await page.goto(origin, { waitUntil: 'commit' })
    const serverHtml = await response?.text()
    expect(serverHtml).toContain(`Connected ${address}`)
    await page.waitForFunction(() => (window as { hydrated?: boolean }).hydrated === true, undefined, { timeout: 120_000 })
    // Let React finish the hydration pass and report any mismatch before reading the console.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    // React owns the page: with no injected wallet in this browser, reconnecting ends disconnected.
    await expect.poll(() => page.getByRole('button').first().textContent(), { timeout: 20_000 }).toBe('Connect Wallet')
    expect(messages.filter((text) => /hydrat|did not match|recoverable/i.test(text))).toEqual([])
    await context.close()
  }, 180_000)
})
