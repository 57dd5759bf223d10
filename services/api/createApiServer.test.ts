import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { captureLogger, LOG_LEVEL } from '../../test/services/captureLogger'
import type { ApiEnv } from './apiDomain'
import { createApiServer } from './createApiServer'
import { HttpError } from './HttpError'
import { invalidInput, jsonBody } from './jsonBody'
import type { RunningServer } from './listenHttp'

/*
 * The API server over real HTTP on a free port, with a chain nobody listens on (so /health reports it)
 * and an extra domain standing in for the modules that extend it.
 */
const { logger, lines } = captureLogger()
let server: RunningServer

beforeAll(async () => {
  server = await createApiServer({
    chains: [{ id: 31337, name: 'Nowhere', rpcUrl: 'http://127.0.0.1:1' }],
    allowedOrigins: ['http://127.0.0.1:*'],
    logger,
    domains: [
      {
        app: new Hono<ApiEnv>()
          .post('/dev/echo/:name', jsonBody, zValidator('json', z.object({ amount: z.number() }), invalidInput), (context) =>
            context.json({ name: context.req.param('name'), amount: context.req.valid('json').amount }, 201),
          )
          .get('/dev/teapot', () => {
            throw new HttpError(418, 'I am a teapot')
          })
          .get('/dev/broken', () => {
            throw new Error('secret detail at http://rpc.test/v1/key?code=123456')
          }),
      },
    ],
  }).listen(0)
})
afterAll(() => server.close())

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body })

describe('createApiServer', () => {
  it('lists the chains as CAIP-2 ids', async () => {
    const response = await fetch(`${server.url}/v1/supported-chains`)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ http: ['eip155:31337'], ws: [] })
  })

  it('reports an unreachable chain on /health with 503', async () => {
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, chains: [31337], unreachable: [31337] })
  })

  it('answers 404 JSON for unknown paths and 405 for a known path with another method', async () => {
    const missing = await fetch(`${server.url}/nope`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found' })
    const wrong = await post('/health', '{}')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
  })

  it('runs extra domains with path params and zod-checked bodies', async () => {
    const ok = await post('/dev/echo/alice', JSON.stringify({ amount: 5 }))
    expect(ok.status).toBe(201)
    expect(await ok.json()).toEqual({ name: 'alice', amount: 5 })
    const invalid = await post('/dev/echo/alice', JSON.stringify({ amount: 'five' }))
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ error: 'Invalid request' })
    expect((await post('/dev/echo/alice', '{nope')).status).toBe(400)
    expect((await post('/dev/echo/alice', 'amount=5', 'text/plain')).status).toBe(415)
  })

  it('maps HttpError to its status and hides other errors behind a 500', async () => {
    const teapot = await fetch(`${server.url}/dev/teapot`)
    expect(teapot.status).toBe(418)
    expect(await teapot.json()).toEqual({ error: 'I am a teapot' })
    const broken = await fetch(`${server.url}/dev/broken?token=abc`, { headers: { authorization: 'Bearer top-secret' } })
    expect(broken.status).toBe(500)
    expect(await broken.json()).toEqual({ error: 'Internal error' })
    const errors = lines.filter((line) => line.level >= LOG_LEVEL.error)
    expect(errors).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/dev/broken',
        msg: 'route failed',
        error: expect.objectContaining({ type: 'Error', message: 'secret detail at http://rpc.test/v1/key?…' }),
      }),
    ])
    // Neither the query string, nor the Authorization header, nor a URL's query in the message is logged.
    expect(JSON.stringify(lines)).not.toMatch(/token=abc|top-secret|code=123456/)
  })

  it('echoes an allowed Origin only', async () => {
    const allowed = await fetch(`${server.url}/v1/supported-chains`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(allowed.headers.get('vary')).toBe('Origin')
    const other = await fetch(`${server.url}/v1/supported-chains`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers preflights, with CORS headers for allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/dev/echo/x`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
    const allowed = await preflight('http://127.0.0.1:5173')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Content-Type')
    const other = await preflight('http://localhost:5173')
    expect(other.status).toBe(204)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(other.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('refuses a bad configuration', () => {
    expect(() => createApiServer({ chains: [], allowedOrigins: ['http://127.0.0.1/app'] })).toThrow(/Invalid allowed-origin/)
    const health = { app: new Hono<ApiEnv>().get('/health', (context) => context.json(null)) }
    expect(() => createApiServer({ chains: [], domains: [health] })).toThrow('API route registered twice: GET /health')
  })
})
