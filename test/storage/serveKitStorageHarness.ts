import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll } from 'vitest'

/** What {@link serveKitStorageHarness} gives a test file once its `beforeAll` ran. */
export type KitStorageServer = {
  /** The page that loads the harness (`window.foyerStorage`). */
  readonly url: string
  /** A page whose only content is a sandboxed frame (scripts, no same-origin) running the harness. */
  readonly sandboxedUrl: string
  /** Registry requests (`/getWallets`) answered so far, by the `chains` they asked for. */
  readonly registryRequests: string[]
}

/**
 * Bundles test/storage/kitStorageHarness.ts for the browser and serves it on a local origin with a
 * wallet registry stand-in (`GET /getWallets`, the API's wire format: `{ data, count }`), whose
 * wallet name carries the request's number so a test can tell a stored answer from a fresh one.
 *
 * @example
 * const server = serveKitStorageHarness()
 * test('opens', async () => { await page.goto(server.url) })
 */
export function serveKitStorageHarness(): KitStorageServer {
  let server: Server | undefined
  let url = ''
  const registryRequests: string[] = []
  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [join(__dirname, 'kitStorageHarness.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      logLevel: 'error',
    })
    const script = bundle.outputFiles[0]?.text ?? ''
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost')
      if (path.pathname === '/harness.js') {
        response.setHeader('content-type', 'text/javascript')
        response.end(script)
      } else if (path.pathname === '/getWallets') {
        registryRequests.push(path.searchParams.get('chains') ?? '')
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ data: [registryWallet(`Wallet ${registryRequests.length}`)], count: 1 }))
      } else if (path.pathname === '/sandboxed') {
        response.setHeader('content-type', 'text/html')
        response.end('<!doctype html><title>host</title><iframe sandbox="allow-scripts" src="/"></iframe>')
      } else {
        response.setHeader('content-type', 'text/html')
        response.end('<!doctype html><title>dapp</title><script src="/harness.js"></script>')
      }
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  }, 60_000)
  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  })
  return {
    get url() {
      return url
    },
    get sandboxedUrl() {
      return `${url}sandboxed`
    },
    registryRequests,
  }
}

/** One registry wallet in the API's wire format. */
function registryWallet(name: string) {
  return {
    id: 'wallet-1',
    name,
    homepage: null,
    imageId: 'wallet-1',
    rdns: null,
    mobileLink: null,
    universalLink: null,
    desktopLink: null,
    webappLink: null,
    appStore: null,
    playStore: null,
    chromeStore: null,
    chains: ['eip155:1'],
    badgeType: 'none',
  }
}
