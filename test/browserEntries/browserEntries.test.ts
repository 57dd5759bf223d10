// @vitest-environment node
/*
 * Every entry a page may import (`foyer-kit`, `/connectors`, `/protocol`, `/testing`, `/solana`,
 * `/bitcoin`, `/polkadot`, `/cosmos`, `/sui`, `/stacks`) loads in headless Chromium, through a
 * production build and through Vite's dev server (what `npm start` serves), with no Node built-in in
 * its module graph and no error in the page. Vite's dev server replaces a Node built-in with a stub
 * that throws when a page touches it, while a production build may drop the import: only the dev
 * server shows the white page, so both are loaded. The entries come from the sources through the
 * demo's kind of alias.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { type Browser, chromium } from 'playwright'
import { build, createLogger, createServer, preview, type InlineConfig, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../chromium'

const repositoryRoot = join(__dirname, '../..')
const entryFiles = {
  'foyer-kit': 'index',
  'foyer-kit/connectors': 'connectors',
  'foyer-kit/protocol': 'protocol',
  'foyer-kit/testing': 'testing',
  'foyer-kit/solana': 'solana',
  'foyer-kit/bitcoin': 'bitcoin',
  'foyer-kit/polkadot': 'polkadot',
  'foyer-kit/cosmos': 'cosmos',
  'foyer-kit/sui': 'sui',
  'foyer-kit/stacks': 'stacks',
}
// Vite's id for a Node built-in it cannot bundle for a browser (a module that throws on access).
const browserExternal = '__vite-browser-external'
// Node built-ins that a dependency asks for and copes without, each with the reason. Anything else,
// and any built-in that Foyer's own code imports, fails.
const toleratedNodeBuiltins = new Set([
  // bn.js (under @solana/web3.js, loaded when a Solana wallet signs) wraps `require('buffer')` in a
  // try/catch and falls back to its own code.
  'buffer (imported by /node_modules/bn.js/lib/bn.js)',
])

/** What one load found: Node built-ins Vite resolved for the page, and Vite's own warnings about them. */
type Findings = { nodeBuiltins: string[]; warnings: string[] }

/**
 * Records every import that Vite resolves to its browser stub for a Node built-in, with the module
 * that asked for it, before Vite's own resolver answers the same way.
 */
function nodeBuiltinProbe(findings: Findings): Plugin {
  return {
    name: 'foyer-node-builtin-probe',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(browserExternal)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const found = `${source} (imported by ${importer?.replace(repositoryRoot, '') ?? '?'})`
      if (resolved?.id.startsWith(browserExternal) && !toleratedNodeBuiltins.has(found) && !findings.nodeBuiltins.includes(found))
        findings.nodeBuiltins.push(found)
      return resolved
    },
  }
}

/** The shared Vite settings: the entries by alias to their sources, a cache of its own, warnings kept. */
function viteConfig(findings: Findings, cacheDir: string): InlineConfig {
  const logger = createLogger('warn')
  const warn = logger.warn
  logger.warn = (message, options) => {
    if (/externalized for browser compatibility|node:/i.test(message)) findings.warnings.push(message)
    warn(message, options)
  }
  return {
    root: __dirname,
    configFile: false,
    cacheDir,
    customLogger: logger,
    logLevel: 'warn',
    plugins: [nodeBuiltinProbe(findings), vanillaExtractPlugin(), react()],
    resolve: {
      alias: Object.entries(entryFiles).map(([name, file]) => ({
        find: new RegExp(`^${name.replace('/', '\\/')}$`),
        replacement: join(repositoryRoot, 'entries', `${file}.ts`),
      })),
    },
    optimizeDeps: { entries: ['index.html'] },
  }
}

/** Opens `url` and waits until the entries have loaded or the page has failed. */
async function loadPage(browser: Browser, url: string): Promise<{ entries: Record<string, number> | undefined; errors: string[] }> {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  try {
    // A page error ends the wait (the entries will not load after one); it can come before `load`.
    const failed = page.waitForEvent('pageerror', { timeout: 150_000 }).catch(() => undefined)
    await page.goto(url)
    // A dev server compiles each module on first request: on a busy two-core machine that is slow.
    const loaded = page.waitForFunction(() => '__foyerEntries' in window, undefined, { timeout: 150_000 }).catch(() => undefined)
    await Promise.race([loaded, failed])
    const entries = await page.evaluate(() => (window as { __foyerEntries?: Record<string, number> }).__foyerEntries)
    return { entries, errors }
  } finally {
    await page.close()
  }
}

function expectClean({ entries, errors }: Awaited<ReturnType<typeof loadPage>>, findings: Findings): void {
  // One comparison, so a failure shows the built-ins, the warnings and the page's errors together.
  expect({ ...findings, errors, entries: Object.keys(entries ?? {}).sort() }).toEqual({
    nodeBuiltins: [],
    warnings: [],
    errors: [],
    entries: Object.keys(entryFiles).sort(),
  })
  for (const [name, count] of Object.entries(entries ?? {})) expect(count, `${name}'s runtime exports`).toBeGreaterThan(0)
}

describe('browser-facing entries in Chromium', () => {
  let browser: Browser
  const workDir = mkdtempSync(join(tmpdir(), 'foyer-browser-entries-'))

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions())
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    rmSync(workDir, { recursive: true, force: true })
  })

  // The build runs first: Vite's build() switches the whole process to production while it runs,
  // and a dev server started meanwhile would believe it is a build.
  it('load from a production build', async () => {
    const findings: Findings = { nodeBuiltins: [], warnings: [] }
    const config = viteConfig(findings, join(workDir, 'cache-build'))
    const outDir = join(workDir, 'dist')
    const nodeEnv = process.env.NODE_ENV
    try {
      await build({ ...config, build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 } })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
    const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } })
    try {
      const url = server.resolvedUrls?.local[0]
      expect(url).toBeDefined()
      expectClean(await loadPage(browser, url ?? ''), findings)
    } finally {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    }
  }, 300_000)

  it("load through Vite's dev server", async () => {
    const findings: Findings = { nodeBuiltins: [], warnings: [] }
    const server = await createServer({ ...viteConfig(findings, join(workDir, 'cache-dev')), server: { host: '127.0.0.1', port: 0, hmr: false } })
    try {
      await server.listen()
      const url = server.resolvedUrls?.local[0]
      expect(url).toBeDefined()
      expectClean(await loadPage(browser, url ?? ''), findings)
    } finally {
      await server.close()
    }
  }, 300_000)
})
