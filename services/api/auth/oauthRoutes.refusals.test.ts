/*
 * Every way a callback from a real provider can be wrong, each refused with its own answer and
 * nothing stored: no user, no linked account, no session, no one-time result. The provider is the
 * local `oidc-provider`; bad id_tokens are the real ones with one claim changed (or another key),
 * signed again and served by its own token endpoint, so the relying party's real checks see them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestAuthStore } from '../../../test/services/authTestServer'
import { TESTBED_SECRET, oauth2At, followCallback, startOAuthTestbed } from '../../../test/services/oauthTestbed'
import type { OAuthTestbed } from '../../../test/services/oauthTestbed'
import { OAuthExchangeError } from './oauthErrors'
import { oidcClient } from './oidcClient'

const DEVICE = 'device-oauth-0001'
const NOTHING = { users: 0, identities: 0, sessions: 0, results: 0 }

let bed: OAuthTestbed
beforeAll(async () => {
  bed = await startOAuthTestbed({
    oauth: (issuer) => ({
      google: { clientId: 'google', clientSecret: TESTBED_SECRET, issuer },
      github: oauth2At(issuer, 'github'),
    }),
    clients: { google: {}, github: { tokenEndpointAuthMethod: 'client_secret_post' } },
    accounts: {
      alice: { email: 'alice@example.com', email_verified: true },
      mallory: { email: 'alice@example.com', email_verified: false },
      apple_style: { email: 'alice@example.com', email_verified: 'false' },
      octo: { id: 583231, login: 'octocat' },
    },
    scopes: { github: ['id', 'login'] },
  })
})
afterAll(() => bed.close())
beforeEach(async () => {
  bed.op.reissueIdTokens(undefined)
  await createTestAuthStore()
})

const start = async (provider = 'google') => {
  const started = await bed.start(provider, DEVICE)
  return new URL(String(started.body.uri))
}

/** The frame's `error` for a sign-in whose id_token the provider re-signs after `edit`. */
async function refusalWith(edit: (claims: Record<string, unknown>) => Record<string, unknown>, key: 'issuer' | 'stranger' = 'issuer') {
  bed.op.reissueIdTokens(edit, { key })
  const { result } = await bed.signIn('google')
  expect(result.origin + result.pathname).toBe(`${bed.frame}/social-result`)
  // A refusal carries no result; a sign-in no error.
  expect(result.searchParams.has('result')).toBe(!result.searchParams.has('error'))
  return result.searchParams.get('error')
}

describe('refused callbacks store nothing', () => {
  it('passes the unchanged re-signed token (the checks below fail for their change alone)', async () => {
    expect(await refusalWith((claims) => claims)).toBeNull()
  })

  it('refuses an id_token signed by a key outside the issuer JWKS: invalid_token', async () => {
    expect(await refusalWith((claims) => claims, 'stranger')).toBe('invalid_token')
    expect(await bed.stored()).toEqual(NOTHING)
  })

  it('refuses a wrong issuer, a wrong audience, an expired token and a wrong nonce: invalid_token', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(await refusalWith((claims) => ({ ...claims, iss: 'https://accounts.example' }))).toBe('invalid_token')
    expect(await refusalWith((claims) => ({ ...claims, aud: 'another-client' }))).toBe('invalid_token')
    expect(await refusalWith((claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 }))).toBe('invalid_token')
    expect(await refusalWith((claims) => ({ ...claims, nonce: 'a-nonce-from-another-sign-in' }))).toBe('invalid_token')
    expect(await bed.stored()).toEqual(NOTHING)
  })

  it('sends denied consent back as access_denied', async () => {
    const { result } = await bed.signIn('google', { consent: false })
    expect(result.searchParams.get('error')).toBe('access_denied')
    expect(await bed.stored()).toEqual(NOTHING)
  })

  it('refuses an e-mail the provider did not verify (false, or Apple-style "false"): email_unverified', async () => {
    for (const login of ['mallory', 'apple_style']) {
      const { result } = await bed.signIn('google', { login })
      expect(result.searchParams.get('error')).toBe('email_unverified')
    }
    expect(await bed.stored()).toEqual(NOTHING)
  })

  it('answers 400 invalid_state for a missing, unknown or reused state', async () => {
    const callback = await bed.op.authorize(await start(), { login: 'alice' })
    const missing = new URL(callback)
    missing.searchParams.delete('state')
    const unknown = new URL(callback)
    unknown.searchParams.set('state', 'x'.repeat(43))
    for (const url of [missing, unknown]) {
      const response = await fetch(url, { redirect: 'manual' })
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error: 'invalid_state' } })
    }
    expect(await bed.stored()).toEqual(NOTHING)

    expect((await followCallback(callback)).searchParams.get('result')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const before = await bed.stored()
    const reused = await fetch(callback, { redirect: 'manual' })
    expect({ status: reused.status, body: await reused.json() }).toEqual({ status: 400, body: { error: 'invalid_state' } })
    expect(await bed.stored()).toEqual(before)
  })

  it("refuses a code whose PKCE verifier is another sign-in's (the provider refuses it): exchange_failed", async () => {
    const victim = await start('google')
    const attacker = await bed.op.authorize(await start('google'), { login: 'alice' })
    // The attacker's code delivered with the victim's state: the API sends the victim's verifier.
    const injected = new URL(attacker)
    injected.searchParams.set('state', victim.searchParams.get('state') ?? '')
    expect((await followCallback(injected)).searchParams.get('error')).toBe('exchange_failed')
    expect(await bed.stored()).toEqual(NOTHING)
  })

  it('refuses a replayed authorization code: exchange_failed', async () => {
    for (const provider of ['google', 'github']) {
      const used = await bed.op.authorize(await start(provider), { login: provider === 'github' ? 'octo' : 'alice' })
      expect((await followCallback(used)).searchParams.get('result')).not.toBeNull()
      await createTestAuthStore()
      // The same code again, under a state of its own (a used state is refused before the provider is asked).
      const replay = new URL(used)
      replay.searchParams.set('state', (await start(provider)).searchParams.get('state') ?? '')
      expect((await followCallback(replay)).searchParams.get('error')).toBe('exchange_failed')
      expect(await bed.stored()).toEqual(NOTHING)
    }
  })

  it('refuses the very same code and verifier a second time (the provider allows one exchange)', async () => {
    const google = oidcClient('google', { clientId: 'google', clientSecret: TESTBED_SECRET, issuer: bed.op.issuer })
    const request = {
      state: 's'.repeat(43),
      codeVerifier: 'v'.repeat(43),
      nonce: 'n'.repeat(43),
      redirectUri: `${bed.server.url}/auth/v1/oauth/google/callback`,
    }
    const callback = await bed.op.authorize(await google.authorizationUrl(request), { login: 'alice' })
    const code = callback.searchParams.get('code') ?? ''
    expect(await google.identify({ ...request, code, params: callback.searchParams })).toEqual({
      subject: 'alice',
      userName: 'alice@example.com',
      email: 'alice@example.com',
    })
    await expect(google.identify({ ...request, code, params: callback.searchParams })).rejects.toBeInstanceOf(OAuthExchangeError)
  })

  it("refuses a callback whose `iss` is not the provider's: invalid_token", async () => {
    const callback = await bed.op.authorize(await start('google'), { login: 'alice' })
    callback.searchParams.set('iss', 'https://accounts.example')
    expect((await followCallback(callback)).searchParams.get('error')).toBe('invalid_token')
    expect(await bed.stored()).toEqual(NOTHING)
  })

  it("sends a provider's other errors back as provider_error", async () => {
    const state = (await start('google')).searchParams.get('state') ?? ''
    const callback = new URL(`${bed.server.url}/auth/v1/oauth/google/callback`)
    callback.search = new URLSearchParams({ error: 'server_error', state }).toString()
    expect((await followCallback(callback)).searchParams.get('error')).toBe('provider_error')
    expect(await bed.stored()).toEqual(NOTHING)
  })
})
