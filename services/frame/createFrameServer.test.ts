import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_PROTOCOL_VERSION } from '../../src/protocol/version'
import type { RunningServer } from '../api/listenHttp'
import { createFrameServer } from './createFrameServer'

let server: RunningServer
beforeAll(async () => {
  server = await createFrameServer({ allowedOrigins: ['http://127.0.0.1:*', 'https://*.example.com'] }).listen(0)
})
afterAll(() => server.close())

describe('createFrameServer', () => {
  it('serves the page with a strict CSP whose frame-ancestors are the allowed origins', async () => {
    const response = await fetch(`${server.url}/?origin=http://127.0.0.1:5173`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; " +
        'frame-ancestors http://127.0.0.1:* https://*.example.com',
    )
    const html = await response.text()
    expect(html).toContain('<script src="/frame.js" defer></script>')
    expect(html).toContain('"allowedOrigins":["http://127.0.0.1:*","https://*.example.com"]')
    // No inline code or outside resources: the only executable script is /frame.js.
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1:\*|\*\.example\.com)/)
  })

  it('serves /frame.js with the protocol version and an exact targetOrigin', async () => {
    const response = await fetch(`${server.url}/frame.js`)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain(`const VERSION = ${FRAME_PROTOCOL_VERSION}`)
    expect(script).toContain("postMessage({ type: 'frame:ready', version: VERSION }, origin)")
    expect(script).not.toContain("'*'")
  })

  it('answers 404 and 405 for anything else', async () => {
    expect((await fetch(`${server.url}/secret`)).status).toBe(404)
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405)
  })
})
