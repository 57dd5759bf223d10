import { connect } from 'node:net'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { captureLogger, LOG_LEVEL } from '../../test/services/captureLogger'
import { rawHttp } from '../../test/services/rawHttp'
import { createApiServer } from './createApiServer'
import type { RunningServer } from './listenHttp'
import { clientIpOf } from './apiDomain'
import type { ApiDomain, ApiEnv } from './apiDomain'
import { invalidInput, jsonBody } from './jsonBody'

/*
 * What the framework move added to the API over real HTTP: the Host allow-list, the security headers,
 * the client's IP behind proxies, body limits and how a client leaving mid-body is logged.
 */
const seen: { clientIp: string }[] = []
const routes: ApiDomain = {
  app: new Hono<ApiEnv>()
    .get('/dev/who', (context) => {
      seen.push({ clientIp: clientIpOf(context) })
      return context.json({ clientIp: clientIpOf(context) })
    })
    .get('/dev/own', (context) =>
      context.body('own', 200, { 'content-type': 'text/plain', 'Referrer-Policy': 'same-origin', Vary: 'Accept', 'Cache-Control': 'max-age=60' }),
    )
    .post('/dev/size', jsonBody, zValidator('json', z.unknown(), invalidInput), (context) =>
      context.json({ size: JSON.stringify(context.req.valid('json')).length }),
    ),
}
const local = captureLogger()
const proxied = captureLogger()
let api: RunningServer
let behindProxy: RunningServer
let publicHost: RunningServer

beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [routes], logger: local.logger }).listen(0)
  behindProxy = await createApiServer({ chains: [], domains: [routes], trustProxy: 1, logger: proxied.logger }).listen(0)
  publicHost = await createApiServer({ chains: [], domains: [routes], allowedHosts: ['api.example.com', '*.foyer.test:8443'], logger: local.logger }).listen(0)
})
afterAll(() => Promise.all([api.close(), behindProxy.close(), publicHost.close()]))

describe('API Host allow-list', () => {
  it('serves loopback hosts on any port by default and refuses any other host before a route runs', async () => {
    for (const host of ['127.0.0.1', 'localhost:8787', '[::1]:9', 'LOCALHOST']) {
      expect((await rawHttp(`${api.url}/dev/who`, { headers: { host } })).status).toBe(200)
    }
    seen.length = 0
    for (const host of ['attacker.example', 'localhost.attacker.example', '127.0.0.1.nip.io:80', 'localhost@evil']) {
      const answer = await rawHttp(`${api.url}/dev/who`, { headers: { host } })
      expect([421, 400]).toContain(answer.status)
      if (host === 'attacker.example') expect(JSON.parse(answer.body)).toEqual({ error: 'Unknown host' })
    }
    // HTTP/1.0 may leave Host out altogether.
    const socket = connect(Number(new URL(api.url).port), '127.0.0.1')
    socket.end('GET /dev/who HTTP/1.0\r\n\r\n')
    const reply = await new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
    })
    expect(reply).toMatch(/^HTTP\/1\.[01] 4\d\d /)
    expect(seen).toEqual([])
    // Preflights and unknown paths are refused the same way, with the security headers.
    const preflight = await rawHttp(`${api.url}/dev/who`, { method: 'OPTIONS', headers: { host: 'attacker.example', origin: 'http://127.0.0.1:5173' } })
    expect(preflight.status).toBe(421)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves only the configured hosts when given, with their ports', async () => {
    expect((await rawHttp(`${publicHost.url}/dev/who`, { headers: { host: 'api.example.com' } })).status).toBe(200)
    expect((await rawHttp(`${publicHost.url}/dev/who`, { headers: { host: 'API.example.com:443' } })).status).toBe(200)
    expect((await rawHttp(`${publicHost.url}/dev/who`, { headers: { host: 'eu.foyer.test:8443' } })).status).toBe(200)
    expect((await rawHttp(`${publicHost.url}/dev/who`, { headers: { host: 'eu.foyer.test:8444' } })).status).toBe(421)
    expect((await rawHttp(`${publicHost.url}/dev/who`, { headers: { host: 'foyer.test:8443' } })).status).toBe(421)
    expect((await rawHttp(`${publicHost.url}/dev/who`)).status).toBe(421)
  })

  it('refuses invalid host patterns', () => {
    expect(() => createApiServer({ chains: [], allowedHosts: ['https://api.example.com'] })).toThrow(/Invalid allowed-host pattern/)
    expect(() => createApiServer({ chains: [], allowedHosts: ['api.*.com'] })).toThrow(/Invalid allowed-host pattern/)
  })
})

describe('API security headers', () => {
  it('sends them on answers, errors and 404s, HSTS only over https', async () => {
    for (const path of ['/v1/supported-chains', '/nope', '/getWalletImage/nope']) {
      const answer = await fetch(`${api.url}${path}`)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('strict-transport-security')).toBeNull()
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull()
    }
    // A client cannot claim https; a trusted proxy can.
    const forged = await fetch(`${api.url}/v1/supported-chains`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(forged.headers.get('strict-transport-security')).toBeNull()
    const viaProxy = await fetch(`${behindProxy.url}/v1/supported-chains`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('API answers made in one go', () => {
  // Route answers carry the security and CORS headers from the start (the middlewares add them to
  // errors, 404s and refusals only): both paths must send the same.
  const shared = [
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'cache-control',
    'vary',
    'access-control-allow-origin',
    'strict-transport-security',
  ]
  const pick = (headers: Record<string, unknown>) => Object.fromEntries(shared.map((name) => [name, headers[name]]))

  it('send the same shared headers as an error answer, each once', async () => {
    for (const [server, extra] of [
      [api, {}],
      [behindProxy, { 'x-forwarded-proto': 'https' }],
    ] as const) {
      for (const origin of ['http://127.0.0.1:5173', 'https://evil.example']) {
        const headers = { origin, ...extra }
        const routeAnswer = await rawHttp(`${server.url}/v1/supported-chains`, { headers })
        const missing = await rawHttp(`${server.url}/nope`, { headers })
        expect(routeAnswer.status).toBe(200)
        expect(missing.status).toBe(404)
        expect(pick(routeAnswer.headers)).toEqual(pick(missing.headers))
        expect(routeAnswer.headers.vary).toBe('Origin')
        expect(routeAnswer.headers['access-control-allow-origin']).toBe(origin.startsWith('http://127.0.0.1') ? origin : undefined)
        expect(routeAnswer.headers['strict-transport-security']).toBe(server === behindProxy ? 'max-age=63072000; includeSubDomains' : undefined)
        expect(routeAnswer.headers['content-type']).toBe('application/json; charset=utf-8')
      }
    }
  })

  it("keep a route's own headers, adding Origin to its Vary", async () => {
    const own = await rawHttp(`${api.url}/dev/own`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(own.body).toBe('own')
    expect(own.headers).toMatchObject({
      'content-type': 'text/plain',
      'referrer-policy': 'same-origin',
      'cache-control': 'max-age=60',
      vary: 'Accept, Origin',
      'access-control-allow-origin': 'http://127.0.0.1:5173',
      'x-content-type-options': 'nosniff',
    })
  })
})

describe('API client IP', () => {
  it('is the socket peer unless proxies are trusted, then the hop the outermost proxy appended', async () => {
    const forwarded = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }
    expect(await (await fetch(`${api.url}/dev/who`, { headers: forwarded })).json()).toEqual({ clientIp: '127.0.0.1' })
    expect(await (await fetch(`${behindProxy.url}/dev/who`, { headers: forwarded })).json()).toEqual({ clientIp: '203.0.113.7' })
    expect(await (await fetch(`${behindProxy.url}/dev/who`)).json()).toEqual({ clientIp: '127.0.0.1' })
    const garbage = await fetch(`${behindProxy.url}/dev/who`, { headers: { 'x-forwarded-for': 'not-an-ip' } })
    expect(await garbage.json()).toEqual({ clientIp: 'unknown' })
  })
})

describe('API request bodies', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    rawHttp(`${api.url}/dev/size`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

  it('reads up to 64 KiB and answers 413 past it, declared or chunked', async () => {
    const fits = JSON.stringify('x'.repeat(65_000))
    expect(JSON.parse((await post(fits)).body)).toEqual({ size: fits.length })
    const tooLarge = JSON.stringify('x'.repeat(64 * 1024 + 1))
    expect((await post(tooLarge)).status).toBe(413)
    expect((await post(tooLarge, { 'transfer-encoding': 'chunked' })).status).toBe(413)
  })

  it('logs a client that leaves mid-body as one info line and no error', async () => {
    const before = local.lines.length
    const socket = connect(Number(new URL(api.url).port), '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write('POST /dev/size HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":')
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.destroy()
    await vi.waitFor(() => expect(local.lines.length).toBeGreaterThan(before), { timeout: 5_000 })
    // Let anything else the abort would cause reach the log before looking.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const added = local.lines.slice(before).filter((line) => line.level >= LOG_LEVEL.info)
    expect(added).toEqual([
      expect.objectContaining({ level: LOG_LEVEL.info, method: 'POST', path: '/dev/size', msg: 'client closed the connection mid-request' }),
    ])
    expect(added[0]).not.toHaveProperty('stack')
  })
})
