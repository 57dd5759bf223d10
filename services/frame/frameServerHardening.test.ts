import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../api/listenHttp'
import { captureLogger } from '../../test/services/captureLogger'
import { rawHttp } from '../../test/services/rawHttp'
import { createFrameServer } from './createFrameServer'

/*
 * What the framework move added to the frame over real HTTP: the Host allow-list (loopback by default)
 * and the shared security headers, with the page's own CSP kept as it was.
 */
let local: RunningServer
let published: RunningServer
beforeAll(async () => {
  local = await createFrameServer({ logger: captureLogger().logger }).listen(0)
  published = await createFrameServer({ allowedHosts: ['frame.example.com'], trustProxy: 1, logger: captureLogger().logger }).listen(0)
})
afterAll(() => Promise.all([local.close(), published.close()]))

describe('frame Host allow-list', () => {
  it('serves loopback hosts by default and refuses any other host, for pages and scripts alike', async () => {
    expect((await rawHttp(`${local.url}/`, { headers: { host: 'localhost:8788' } })).status).toBe(200)
    for (const path of ['/', '/frame.js', '/social-result']) {
      const refused = await rawHttp(`${local.url}${path}`, { headers: { host: 'attacker.example' } })
      expect(refused.status).toBe(421)
      expect(refused.body).toBe('Unknown host')
      expect(refused.body).not.toContain('<script')
    }
  })

  it('serves only the configured hosts when given', async () => {
    expect((await rawHttp(`${published.url}/`, { headers: { host: 'frame.example.com' } })).status).toBe(200)
    expect((await rawHttp(`${published.url}/`)).status).toBe(421)
    expect(() => createFrameServer({ allowedHosts: ['frame.example.com/path'] })).toThrow(/Invalid allowed-host pattern/)
  })
})

describe('frame security headers', () => {
  it('sends them on pages, scripts, 404s and 405s, and lets only the CSP decide who frames the page', async () => {
    const answers = await Promise.all([
      fetch(`${local.url}/?origin=http://127.0.0.1:5173`),
      fetch(`${local.url}/frame.js`),
      fetch(`${local.url}/nope`),
      fetch(`${local.url}/`, { method: 'POST' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 405])
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-frame-options')).toBeNull()
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull()
      expect(answer.headers.get('strict-transport-security')).toBeNull()
    }
    expect(answers[0]?.headers.get('content-security-policy')).toMatch(/frame-ancestors http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*$/)
    expect(answers[3]?.headers.get('allow')).toBe('GET, HEAD')
    const head = await fetch(`${local.url}/`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('sends HSTS when a trusted proxy says the client came over https', async () => {
    const viaProxy = await rawHttp(`${published.url}/`, { headers: { host: 'frame.example.com', 'x-forwarded-proto': 'https' } })
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    const forged = await rawHttp(`${local.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(forged.headers['strict-transport-security']).toBeUndefined()
  })
})
