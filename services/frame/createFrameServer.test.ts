import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../api/listenHttp'
import { createFrameServer } from './createFrameServer'

let server: RunningServer
beforeAll(async () => {
  server = await createFrameServer({
    allowedOrigins: ['http://127.0.0.1:*', 'https://*.example.com'],
    apiUrl: 'http://127.0.0.1:8787',
    rpcOrigins: ['http://127.0.0.1:*'],
  }).listen(0)
})
afterAll(() => server.close())

const config = /<script type="application\/json" id="foyer-frame-config">(.*?)<\/script>/

describe('createFrameServer', () => {
  it('serves the page with a strict CSP whose frame-ancestors are the allowed origins', async () => {
    const response = await fetch(`${server.url}/?origin=http://127.0.0.1:5173`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; " +
        "connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:*; base-uri 'none'; form-action 'none'; " +
        'frame-ancestors http://127.0.0.1:* https://*.example.com',
    )
    const html = await response.text()
    expect(html).toContain('<script type="module" src="/frame.js"></script>')
    expect(html).toContain('data-foyer-frame="loading"')
    expect(JSON.parse(config.exec(html)?.[1] ?? '')).toEqual({
      allowedOrigins: ['http://127.0.0.1:*', 'https://*.example.com'],
      apiUrl: 'http://127.0.0.1:8787',
      chains: [],
      solana: [],
    })
    // No inline code: the only executable script is /frame.js.
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it('answers a host origin that is not allowed with a page that runs nothing', async () => {
    const html = await (await fetch(`${server.url}/?origin=https://evil.example`)).text()
    expect(html).toContain('data-foyer-frame="origin-not-allowed"')
    expect(html).not.toContain('/frame.js')
  })

  it('serves /social-result with its own script and no framing', async () => {
    const response = await fetch(`${server.url}/social-result?result=abc&hostOrigin=http://127.0.0.1:5173`)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await response.text()).toContain('<script type="module" src="/social-result.js"></script>')
  })

  it('serves the bundled app: the protocol, exact target origins, no wildcard posts', async () => {
    const response = await fetch(`${server.url}/frame.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(/[`"']rpcAbort[`"']/.test(script)).toBe(true)
    expect(/postMessage\([^)]*[`"']\*[`"']\)/.test(script)).toBe(false)
    const imports = [...script.matchAll(/from\s*["`]\.\/(chunks\/[^"`]+)["`]/g)].map((match) => match[1])
    expect(imports.length).toBeGreaterThan(0)
    for (const path of imports) expect((await fetch(`${server.url}/${path}`)).status).toBe(200)
    expect((await fetch(`${server.url}/social-result.js`)).status).toBe(200)
    expect((await fetch(`${server.url}/frame.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('answers 404 and 405 for anything else', async () => {
    expect((await fetch(`${server.url}/secret`)).status).toBe(404)
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405)
  })

  it('refuses invalid origin patterns', () => {
    expect(() => createFrameServer({ allowedOrigins: ['http://x.test/path'] })).toThrow(/Invalid allowed-origin pattern/)
  })
})
