import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'

const DEVICE = 'device-social-0001'
const HOST = 'http://127.0.0.1:5173'
const FRAME = 'http://127.0.0.1:8788'

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
})
afterEach(async () => {
  await server.close()
})

const start = (provider: string, body: Record<string, unknown> = {}) =>
  server.post(`/auth/v1/oauth/${provider}/start`, { projectId: 'foyer-local', deviceId: DEVICE, hostOrigin: HOST, frameOrigin: FRAME, ...body })

/** GET without following redirects; returns status, Location and text. */
async function visit(url: string): Promise<{ status: number; location: string; text: string }> {
  const response = await fetch(new URL(url, server.url), { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() }
}

/** Runs the popup part: consent page, choose the identity (by its label), follow to the callback. */
async function consent(uri: string, label: string): Promise<URL> {
  const page = await visit(uri)
  expect(page.status).toBe(200)
  const links = [...page.text.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({
    href: (match[1] ?? '').replaceAll('&#38;', '&'),
    label: match[2],
  }))
  const choice = links.find((link) => link.label === label)
  if (!choice) throw new Error(`no "${label}" in ${links.map((link) => link.label).join(', ')}`)
  const approve = await visit(choice.href)
  if (approve.status !== 302) return new URL(approve.location || 'http://invalid/')
  const callback = await visit(approve.location)
  expect(callback.status).toBe(302)
  return new URL(callback.location)
}

describe('social sign-in with the development provider', () => {
  it('runs start -> consent -> callback -> social-result -> exchange, once', async () => {
    const started = await start('github')
    expect(started.status).toBe(200)
    const uri = new URL(String(started.body.uri))
    expect(uri.origin).toBe(server.url)
    expect(uri.pathname).toBe('/auth/v1/dev-oauth/github/authorize')
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const page = await visit(uri.toString())
    expect(page.text).toContain('Continue as octocat (dev)')
    expect(page.text).toContain('>Cancel</a>')

    const result = await consent(uri.toString(), 'Continue as octocat (dev)')
    expect(result.origin + result.pathname).toBe(`${FRAME}/social-result`)
    expect(result.searchParams.get('hostOrigin')).toBe(HOST)
    const id = result.searchParams.get('result') ?? ''
    expect(id).toMatch(/^[A-Za-z0-9_-]{96}$/)

    const exchanged = await server.post('/auth/v1/oauth/exchange', { result: id, deviceId: DEVICE })
    expect(exchanged.status).toBe(200)
    expect(exchanged.body).toMatchObject({ isNewUser: true, newDevice: true, userName: 'octocat' })
    const session = await server.get('/auth/v1/session', String(exchanged.body.sessionToken))
    expect(session.body).toEqual({ userId: expect.any(String), authProvider: 'github', userName: 'octocat' })

    expect(await server.post('/auth/v1/oauth/exchange', { result: id, deviceId: DEVICE })).toEqual({ status: 400, body: { error: 'invalid_result' } })

    const again = await consent(String((await start('github')).body.uri), 'Continue as octocat (dev)')
    const second = await server.post('/auth/v1/oauth/exchange', { result: again.searchParams.get('result'), deviceId: DEVICE })
    expect(second.body).toMatchObject({ isNewUser: false, userName: 'octocat' })
  })

  it("drops discord's trailing 0 from the user name", async () => {
    const result = await consent(String((await start('discord')).body.uri), 'Continue as wumpus0 (dev)')
    const exchanged = await server.post('/auth/v1/oauth/exchange', { result: result.searchParams.get('result'), deviceId: DEVICE })
    expect(exchanged.body.userName).toBe('wumpus')
  })

  it('offers every social provider', async () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      const started = await start(provider)
      expect(started.status).toBe(200)
      expect((await visit(String(started.body.uri))).text).toMatch(/Continue as [^<]+ \(dev\)/)
    }
  })

  it('refuses a code whose PKCE verifier does not match (a code injected from another sign-in)', async () => {
    const victim = new URL(String((await start('github')).body.uri))
    const attacker = new URL(String((await start('github')).body.uri))
    // The attacker's own authorization (their challenge) delivered to the victim's callback state.
    const injected = new URL(attacker)
    injected.searchParams.set('state', victim.searchParams.get('state') ?? '')
    const result = await consent(injected.toString(), 'Continue as hubot (dev)')
    expect(result.pathname).toBe('/social-result')
    expect(result.searchParams.get('error')).toBe('exchange_failed')
    expect(result.searchParams.get('result')).toBeNull()
  })

  it('sends Cancel back to the frame as access_denied', async () => {
    const page = await visit(String((await start('google')).body.uri))
    const cancel = (/href="([^"]+)">Cancel</.exec(page.text)?.[1] ?? '').replaceAll('&#38;', '&')
    expect(new URL(cancel).pathname).toBe('/auth/v1/oauth/google/callback')
    const back = await visit(cancel)
    expect(back.status).toBe(302)
    const frame = new URL(back.location)
    expect(frame.origin + frame.pathname).toBe(`${FRAME}/social-result`)
    expect(frame.searchParams.get('error')).toBe('access_denied')
  })

  it('uses each state once and refuses unknown or expired ones', async () => {
    const uri = new URL(String((await start('github')).body.uri))
    const page = await visit(uri.toString())
    const href = (/href="([^"]+)"/.exec(page.text)?.[1] ?? '').replaceAll('&#38;', '&')
    const approve = await visit(href)
    expect((await visit(approve.location)).status).toBe(302)
    expect(await visit(approve.location)).toMatchObject({ status: 400 })
    expect((await visit('/auth/v1/oauth/github/callback?code=x&state=nope')).status).toBe(400)

    // A state sent to another provider's callback is refused there and still works on its own.
    const google = new URL(String((await start('google')).body.uri))
    const googlePage = await visit(google.toString())
    const googleApprove = await visit((/href="([^"]+)"/.exec(googlePage.text)?.[1] ?? '').replaceAll('&#38;', '&'))
    const onGithub = new URL(googleApprove.location)
    onGithub.pathname = '/auth/v1/oauth/github/callback'
    expect(JSON.parse((await visit(onGithub.toString())).text)).toEqual({ error: 'invalid_state' })
    const own = await visit(googleApprove.location)
    expect(new URL(own.location).searchParams.get('result')).toMatch(/^[A-Za-z0-9_-]{96}$/)

    const late = new URL(String((await start('github')).body.uri))
    const latePage = await visit(late.toString())
    const lateApprove = await visit((/href="([^"]+)"/.exec(latePage.text)?.[1] ?? '').replaceAll('&#38;', '&'))
    server.clock.now += 10 * 60_000
    expect(JSON.parse((await visit(lateApprove.location)).text)).toEqual({ error: 'invalid_state' })
  })

  it('binds the result to the starting device (a try from another device does not burn it) and expires it', async () => {
    const stolen = await consent(String((await start('x')).body.uri), 'Continue as jack (dev)')
    const id = stolen.searchParams.get('result')
    expect((await server.post('/auth/v1/oauth/exchange', { result: id, deviceId: 'another-device-01' })).body).toEqual({ error: 'invalid_result' })
    expect(await server.post('/auth/v1/oauth/exchange', { result: id, deviceId: DEVICE })).toMatchObject({ status: 200, body: { userName: 'jack' } })
    expect((await server.post('/auth/v1/oauth/exchange', { result: id, deviceId: DEVICE })).body).toEqual({ error: 'invalid_result' })

    const slow = await consent(String((await start('x')).body.uri), 'Continue as jack (dev)')
    server.clock.now += 5 * 60_000
    expect((await server.post('/auth/v1/oauth/exchange', { result: slow.searchParams.get('result'), deviceId: DEVICE })).status).toBe(400)
    expect((await server.post('/auth/v1/oauth/exchange', { result: '!', deviceId: DEVICE })).status).toBe(400)
  })
})

describe('social sign-in input checks', () => {
  it('answers 400 unknown_provider for a provider outside the list', async () => {
    expect(await start('myspace')).toEqual({ status: 400, body: { error: 'unknown_provider' } })
    expect((await visit('/auth/v1/oauth/myspace/callback?code=a&state=b')).status).toBe(400)
    expect((await visit('/auth/v1/dev-oauth/myspace/authorize')).status).toBe(404)
  })

  it('checks the host origin against the project, the frame origin against the frame origins, and the Origin header', async () => {
    expect((await start('github', { hostOrigin: 'https://evil.example' })).body).toEqual({ error: 'origin_not_allowed' })
    expect((await start('github', { projectId: 'foyer-restricted' })).body).toEqual({ error: 'origin_not_allowed' })
    expect((await start('github', { projectId: 'foyer-restricted', hostOrigin: 'https://app.example.com' })).status).toBe(200)
    expect((await start('github', { frameOrigin: 'https://evil.example' })).body).toEqual({ error: 'origin_not_allowed' })
    expect((await start('github', { hostOrigin: `${HOST}/path` })).status).toBe(400)
    expect((await start('github', { projectId: 'unknown' })).body).toEqual({ error: 'unknown_project' })
    expect((await start('github', { deviceId: '' })).status).toBe(400)
    const forged = await fetch(`${server.url}/auth/v1/oauth/github/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:9999' },
      body: JSON.stringify({ projectId: 'foyer-local', deviceId: DEVICE, hostOrigin: HOST, frameOrigin: FRAME }),
    })
    expect(forged.status).toBe(400)
  })

  it('lets the consent page redirect only to its own callback and requires PKCE S256', async () => {
    const uri = new URL(String((await start('github')).body.uri))
    const elsewhere = new URL(uri)
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/auth/v1/oauth/github/callback')
    expect((await visit(elsewhere.toString())).status).toBe(400)
    const otherPath = new URL(uri)
    otherPath.searchParams.set('redirect_uri', `${server.url}/somewhere`)
    expect((await visit(otherPath.toString())).status).toBe(400)
    const plain = new URL(uri)
    plain.searchParams.set('code_challenge_method', 'plain')
    expect((await visit(plain.toString())).status).toBe(400)
    const page = await visit(uri.toString())
    expect(page.status).toBe(200)
  })

  it('without dev providers and credentials answers 503; with credentials it goes to the real provider', async () => {
    const off = await startAuthTestServer({ dev: {} })
    try {
      expect(await off.post('/auth/v1/oauth/github/start', { projectId: 'foyer-local', deviceId: DEVICE, hostOrigin: HOST, frameOrigin: FRAME })).toEqual({
        status: 503,
        body: { error: 'provider_unavailable' },
      })
      expect((await fetch(`${off.url}/auth/v1/dev-oauth/github/authorize`)).status).toBe(404)
    } finally {
      await off.close()
    }
    const real = await startAuthTestServer({ oauth: { github: { clientId: 'client-1', clientSecret: 'secret-1' } } })
    try {
      const started = await real.post('/auth/v1/oauth/github/start', { projectId: 'foyer-local', deviceId: DEVICE, hostOrigin: HOST, frameOrigin: FRAME })
      const uri = new URL(String(started.body.uri))
      expect(uri.origin + uri.pathname).toBe('https://github.com/login/oauth/authorize')
      expect(uri.searchParams.get('client_id')).toBe('client-1')
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('redirect_uri')).toBe(`${real.url}/auth/v1/oauth/github/callback`)
      expect((await fetch(`${real.url}/auth/v1/dev-oauth/github/authorize`)).status).toBe(404)
      // Other providers without credentials still use the development provider.
      const google = await real.post('/auth/v1/oauth/google/start', { projectId: 'foyer-local', deviceId: DEVICE, hostOrigin: HOST, frameOrigin: FRAME })
      expect(new URL(String(google.body.uri)).pathname).toBe('/auth/v1/dev-oauth/google/authorize')
    } finally {
      await real.close()
    }
  })
})
