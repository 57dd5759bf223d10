/*
 * The production server as an operator runs it: a project on a non-local origin, public URLs, no
 * development stand-ins. Covers CORS and frame-ancestors from the project configuration, the Host
 * allow-list, URLs built from the public URL (never the Host header), and every development route
 * answering 404 (the Farcaster completion route among them hands anyone a session in development).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpRequest } from '../../test/services/httpRequest'
import { rawHttp } from '../../test/services/rawHttp'
import { loadServerConfig } from './loadServerConfig'
import { startServices, StartupRefusedError } from './startServices'
import type { RunningServices } from './startServices'
import { PRODUCTION_SERVE_ENV } from '../../test/services/productionTestEnv'

const productionEnv = {
  ...PRODUCTION_SERVE_ENV,
  FOYER_OAUTH_GITHUB_CLIENT_ID: 'github-client',
  FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
  // A health check from this machine, by a name no browser uses for these services.
  FOYER_ALLOWED_HOSTS: '["127.0.0.2"]',
}
const API_HOST = { host: 'api.example' }
const DEVICE = 'device-0001'

describe('startServices in production', () => {
  let services: RunningServices
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-serve-'))
  beforeAll(async () => {
    services = await startServices(loadServerConfig({ ...productionEnv, FOYER_DATA_DIR: dataDir }), { env: { NODE_ENV: 'production' } })
  })
  afterAll(async () => {
    await services?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('allows the configured project origin and the frame by CORS, and not the local origins', async () => {
    const preflight = (origin: string) =>
      httpRequest(`${services.urls.api}/auth/v1/email/start`, {
        method: 'OPTIONS',
        headers: { ...API_HOST, origin, 'access-control-request-method': 'POST' },
      })
    expect((await preflight('https://app.example')).headers['access-control-allow-origin']).toBe('https://app.example')
    expect((await preflight('https://frame.example')).headers['access-control-allow-origin']).toBe('https://frame.example')
    expect((await preflight('http://127.0.0.1:5173')).headers['access-control-allow-origin']).toBeUndefined()
    expect((await preflight('https://attacker.example')).headers['access-control-allow-origin']).toBeUndefined()
  })

  it('serves the configured projects only', async () => {
    const shop = await httpRequest(`${services.urls.api}/projects/v1/origins?projectId=shop`, { headers: API_HOST })
    expect(shop.json()).toEqual({ allowedOrigins: ['https://app.example'] })
    expect((await httpRequest(`${services.urls.api}/projects/v1/origins?projectId=foyer-local`, { headers: API_HOST })).status).toBe(404)
  })

  it("lets the project's origin embed the frame, and nothing else", async () => {
    const page = await httpRequest(`${services.urls.frame}/?origin=${encodeURIComponent('https://app.example')}`, { headers: { host: 'frame.example' } })
    expect(page.status).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toMatch(/frame-ancestors https:\/\/app\.example(;|$)/)
    expect(csp).toContain('connect-src')
    expect(csp).toContain('https://api.example')
    expect(page.text).toContain('https://api.example')
  })

  it('refuses a request whose Host is not one of the public URLs', async () => {
    expect((await httpRequest(`${services.urls.api}/health`, { headers: { host: 'attacker.example' } })).status).toBe(421)
    expect((await httpRequest(`${services.urls.api}/health`, { headers: API_HOST })).status).toBe(200)
    expect((await httpRequest(`${services.urls.frame}/`, { headers: { host: 'attacker.example' } })).status).toBe(421)
    expect((await httpRequest(`${services.urls.frame}/`, { headers: { host: 'frame.example' } })).status).toBe(200)
  })

  it("refuses loopback Host names on every route unless listed: only the operator's health-check name gets in", async () => {
    const routes = [
      `${services.urls.api}/health`,
      `${services.urls.api}/projects/v1/origins?projectId=shop`,
      `${services.urls.api}/auth/v1/session`,
      `${services.urls.frame}/`,
    ]
    for (const url of routes) {
      for (const host of ['127.0.0.1', `127.0.0.1:${new URL(url).port}`, 'localhost', 'LOCALHOST:80', '[::1]']) {
        const answer = await rawHttp(url, { headers: { host }, localAddress: '127.0.0.31' })
        expect(answer.status, `${host} ${url}`).toBe(421)
      }
    }
    expect((await rawHttp(`${services.urls.api}/health`, { headers: { host: '127.0.0.2' } })).status).toBe(200)
    expect((await rawHttp(`${services.urls.frame}/`, { headers: { host: `127.0.0.2:${new URL(services.urls.frame).port}` } })).status).toBe(200)
  })

  it('builds the OAuth redirect_uri from the public URL, whatever the Host header', async () => {
    const start = await httpRequest(`${services.urls.api}/auth/v1/oauth/github/start`, {
      method: 'POST',
      // An allowed Host that is not the public URL's: the redirect URI must not follow it.
      headers: { host: 'api.example:8443', origin: 'https://frame.example' },
      body: { projectId: 'shop', deviceId: DEVICE, hostOrigin: 'https://app.example', frameOrigin: 'https://frame.example' },
    })
    expect(start.status).toBe(200)
    const uri = new URL((start.json() as { uri: string }).uri)
    expect(uri.searchParams.get('redirect_uri')).toBe('https://api.example/auth/v1/oauth/github/callback')
  })

  it.each([
    ['GET', '/dev/mailbox?to=owner%40example.com'],
    ['POST', '/dev/test-wallet'],
    ['GET', '/dev/events'],
    ['DELETE', '/dev/events'],
    ['POST', '/auth/v1/dev-farcaster/any-connect-id/complete'],
    ['GET', '/auth/v1/dev-farcaster/any-connect-id'],
    ['GET', '/auth/v1/dev-oauth/google/authorize'],
    ['GET', '/auth/v1/dev-oauth/google/approve'],
  ])('answers %s %s with 404 outside development', async (method, path) => {
    const answer = await httpRequest(`${services.urls.api}${path}`, {
      method,
      headers: API_HOST,
      body: method === 'POST' ? { fid: 1001, username: 'alice' } : undefined,
    })
    expect(answer.status).toBe(404)
    // Not mounted at all: the development routes' own 404s name an unknown or expired channel.
    expect(answer.text).not.toMatch(/unknown_channel|expired/)
  })

  it('uses no development stand-in: no dev mailbox, no Farcaster sandbox, no dev OAuth provider', async () => {
    const email = await httpRequest(`${services.urls.api}/auth/v1/email/start`, {
      method: 'POST',
      headers: API_HOST,
      body: { projectId: 'shop', email: 'owner@example.com', deviceId: DEVICE },
    })
    expect(email.status).toBe(503)
    const farcaster = await httpRequest(`${services.urls.api}/auth/v1/farcaster/channel`, {
      method: 'POST',
      headers: API_HOST,
      body: { projectId: 'shop', deviceId: DEVICE },
    })
    expect(farcaster.status).toBe(503)
    const google = await httpRequest(`${services.urls.api}/auth/v1/oauth/google/start`, {
      method: 'POST',
      headers: { ...API_HOST, origin: 'https://frame.example' },
      body: { projectId: 'shop', deviceId: DEVICE, hostOrigin: 'https://app.example', frameOrigin: 'https://frame.example' },
    })
    expect(google.status).toBe(503)
  })
})

describe('startServices in development (FOYER_DEV=1)', () => {
  let services: RunningServices
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-serve-dev-'))
  beforeAll(async () => {
    services = await startServices(
      loadServerConfig({ FOYER_DEV: '1', FOYER_DATA_DIR: dataDir, FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0', FOYER_LOG_LEVEL: 'silent' }),
      { env: { NODE_ENV: 'test' } },
    )
  })
  afterAll(async () => {
    await services?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('mounts the development stand-ins and the local projects', async () => {
    expect((await httpRequest(`${services.urls.api}/dev/mailbox?to=owner%40example.com`)).status).toBe(200)
    expect((await httpRequest(`${services.urls.api}/dev/events`)).status).toBe(200)
    expect((await httpRequest(`${services.urls.api}/projects/v1/origins?projectId=foyer-local`)).status).toBe(200)
  })

  it('is refused under NODE_ENV=production, or with NODE_ENV unset, before anything listens', async () => {
    await expect(startServices(loadServerConfig({ FOYER_DEV: '1' }), { env: { NODE_ENV: 'production' } })).rejects.toBeInstanceOf(StartupRefusedError)
    await expect(startServices(loadServerConfig({ FOYER_DEV: '1' }), { env: {} })).rejects.toBeInstanceOf(StartupRefusedError)
  })
})
