import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/** A static server over one build folder. */
export type StaticServer = {
  /** Origin to navigate to, e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** Maps a URL this server answered to the file it sent, or undefined if it is not ours. */
  fileFor: (url: string) => string | undefined
  close: () => Promise<void>
}

// `/` is the page; everything else is a file under root. Refuses paths that
// normalise outside root rather than trusting the URL parser alone.
function resolvePath(root: string, pathname: string): string | undefined {
  const relative = pathname === '/' || pathname === '' ? 'index.html' : decodeURIComponent(pathname).replace(/^\/+/, '')
  const path = normalize(join(root, relative))
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? path : undefined
}

/**
 * Serves `root` on 127.0.0.1 (a free port) without compression, so sizes come from disk. The
 * bundler's hashed files (`/assets/`) are cacheable for good, as every static host serves them
 * (their name changes with their content), and everything else is never cached: a fresh context
 * fetches every file, and a returning visit (a reload in the same context) reads the page anew and
 * its chunks from the browser's cache, as a visitor's browser does.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const path = resolvePath(root, pathname)
    if (!path || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(path ? 405 : 403).end()
      return
    }
    readFile(path).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
          'content-length': body.length,
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
        })
        response.end(request.method === 'HEAD' ? undefined : body)
      },
      () => response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    fileFor: (url) => {
      const parsed = new URL(url)
      return parsed.origin === origin ? resolvePath(root, parsed.pathname) : undefined
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
