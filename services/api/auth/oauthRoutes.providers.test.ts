/*
 * The production sign-in path, end to end over HTTP, against a real OpenID Provider started locally
 * (`oidc-provider`): start -> the provider's login and consent -> callback -> the frame's
 * /social-result -> exchange -> session. Google by discovery, a GitHub-shaped OAuth 2 provider
 * pointed at the provider's endpoints, and the operator's own `oidc` provider.
 */
import { exportPKCS8, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TESTBED_SECRET, oauth2At, startOAuthTestbed } from '../../../test/services/oauthTestbed'
import type { OAuthTestbed } from '../../../test/services/oauthTestbed'
import { startLocalOidcProvider } from '../../../test/services/localOidcProvider'

const DEVICE = 'device-oauth-0001'

async function exchange(bed: OAuthTestbed, result: URL) {
  expect(result.origin + result.pathname).toBe(`${bed.frame}/social-result`)
  expect(result.searchParams.get('error')).toBeNull()
  const exchanged = await bed.server.post('/auth/v1/oauth/exchange', { result: result.searchParams.get('result'), deviceId: DEVICE })
  expect(exchanged.status).toBe(200)
  const session = await bed.server.get('/auth/v1/session', String(exchanged.body.sessionToken))
  return { exchanged: exchanged.body, session: session.body }
}

describe('Google and Apple (OIDC discovery) and GitHub, Discord, X and Facebook (OAuth 2 endpoints) against the local provider', () => {
  let bed: OAuthTestbed
  beforeAll(async () => {
    const appleKeys = await generateKeyPair('ES256', { extractable: true })
    const appleKey = await exportPKCS8(appleKeys.privateKey)
    bed = await startOAuthTestbed({
      oauth: (issuer) => ({
        google: { clientId: 'google', clientSecret: TESTBED_SECRET, issuer },
        apple: { clientId: 'apple', clientSecret: appleKey, teamId: 'TEAM123456', keyId: 'KEY1234567', issuer },
        github: oauth2At(issuer, 'github'),
        discord: oauth2At(issuer, 'discord'),
        x: oauth2At(issuer, 'x'),
        facebook: oauth2At(issuer, 'facebook'),
      }),
      clients: {
        google: {},
        github: { tokenEndpointAuthMethod: 'client_secret_post' },
        // Each as its token endpoint takes the secret: Discord and X by HTTP Basic, Facebook in the form.
        discord: {},
        x: {},
        facebook: { tokenEndpointAuthMethod: 'client_secret_post' },
        apple: { appleSecret: { publicKey: appleKeys.publicKey, teamId: 'TEAM123456', keyId: 'KEY1234567' } },
      },
      accounts: {
        alice: { email: 'Alice@Example.com', email_verified: true, name: 'Alice' },
        // Apple sends `email_verified` as a string.
        'apple-user': { email: 'apple-user@privaterelay.appleid.com', email_verified: 'true' },
        octo: { id: 583231, login: 'octocat' },
        // Each provider's profile answer as its API documents it.
        nelly: { id: '80351110224678912', username: 'nelly' },
        xdev: { data: { id: '2244994945', username: 'XDevelopers' } },
        fay: { id: '10158000000000001', name: 'Fay Book' },
      },
      scopes: { github: ['id', 'login'], discord: ['id', 'username'], x: ['data'], facebook: ['id', 'name'] },
    })
  })
  afterAll(() => bed.close())

  it('signs in with Google: discovery, PKCE S256, state and nonce, a checked id_token, then a session', async () => {
    const { authorization, result } = await bed.signIn('google', { login: 'alice' })
    expect(authorization.origin + authorization.pathname).toBe(`${bed.op.issuer}/auth`)
    expect(authorization.searchParams.get('client_id')).toBe('google')
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${bed.server.url}/auth/v1/oauth/google/callback`)
    expect(authorization.searchParams.get('response_type')).toBe('code')
    expect(authorization.searchParams.get('scope')).toBe('openid email profile')
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorization.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorization.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorization.searchParams.has('code_verifier')).toBe(false)

    const { exchanged, session } = await exchange(bed, result)
    expect(exchanged).toMatchObject({ isNewUser: true, newDevice: true, userName: 'alice@example.com' })
    expect(session).toMatchObject({ authProvider: 'google', userName: 'alice@example.com', email: 'alice@example.com' })
  })

  it('signs in with the OAuth 2 endpoints: PKCE S256 and state, no nonce, the account from userinfo', async () => {
    const { authorization, result } = await bed.signIn('github', { login: 'octo' })
    expect(authorization.origin + authorization.pathname).toBe(`${bed.op.issuer}/auth`)
    expect(authorization.searchParams.get('scope')).toBe('openid github')
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorization.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorization.searchParams.has('nonce')).toBe(false)

    const { exchanged, session } = await exchange(bed, result)
    expect(exchanged).toMatchObject({ isNewUser: true, userName: 'octocat' })
    expect(session).toMatchObject({ authProvider: 'github', userName: 'octocat' })
    expect(session.email).toBeUndefined()
  })

  it.each([
    { provider: 'discord', login: 'nelly', userName: 'nelly' },
    { provider: 'x', login: 'xdev', userName: 'XDevelopers' },
    { provider: 'facebook', login: 'fay', userName: 'Fay Book' },
  ])('signs in with $provider through its OAuth 2 endpoints, reading its own profile shape', async ({ provider, login, userName }) => {
    const { authorization, result } = await bed.signIn(provider, { login })
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.has('nonce')).toBe(false)
    const { exchanged, session } = await exchange(bed, result)
    expect(exchanged).toMatchObject({ isNewUser: true, userName })
    expect(session).toMatchObject({ authProvider: provider, userName })
    // The same account again: the same user.
    const again = await exchange(bed, (await bed.signIn(provider, { login })).result)
    expect(again.exchanged).toMatchObject({ isNewUser: false })
    expect(session.userId).toEqual(expect.any(String))
    expect(again.session.userId).toBe(session.userId)
  })

  it('takes a form-posted callback as it takes a redirect (the response mode Apple uses)', async () => {
    const state = (await bed.start('google', DEVICE)).body.uri
    const callback = await bed.op.authorize(String(state), { login: 'alice' })
    const target = `${callback.origin}${callback.pathname}`
    const wrongType = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: callback.searchParams.toString(),
      redirect: 'manual',
    })
    expect(wrongType.status).toBe(415)
    const posted = await fetch(target, { method: 'POST', body: callback.searchParams, redirect: 'manual' })
    expect(posted.status).toBe(302)
    const { exchanged } = await exchange(bed, new URL(posted.headers.get('location') ?? ''))
    expect(exchanged).toMatchObject({ userName: 'alice@example.com' })
  })

  it('signs in with Apple: a form-posted answer, PKCE S256, state and nonce, and the JWT client secret', async () => {
    const started = await bed.start('apple', DEVICE)
    const uri = new URL(String(started.body.uri))
    expect(uri.origin + uri.pathname).toBe(`${bed.op.issuer}/auth`)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      client_id: 'apple',
      response_mode: 'form_post',
      scope: 'openid email name',
      code_challenge_method: 'S256',
      redirect_uri: `${bed.server.url}/auth/v1/oauth/apple/callback`,
    })
    expect(uri.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const form = await bed.op.authorizeFormPost(uri, { login: 'apple-user' })
    expect(form.action.toString()).toBe(`${bed.server.url}/auth/v1/oauth/apple/callback`)
    // The browser posts it from the provider's page: a cross-site form POST.
    const posted = await fetch(form.action, { method: 'POST', body: form.fields, headers: { origin: bed.op.issuer }, redirect: 'manual' })
    expect(posted.status).toBe(302)
    const { exchanged, session } = await exchange(bed, new URL(posted.headers.get('location') ?? ''))
    expect(exchanged).toMatchObject({ isNewUser: true, userName: 'apple-user@privaterelay.appleid.com' })
    expect(session).toMatchObject({ authProvider: 'apple', email: 'apple-user@privaterelay.appleid.com' })
  })

  it('answers 503 provider_unavailable for a provider that is neither configured nor stood in for', async () => {
    // The operator's own provider has no development stand-in: without configuration it is off.
    const started = await bed.start('oidc', DEVICE)
    expect(started).toEqual({ status: 503, body: { error: 'provider_unavailable' } })
  })
})

describe("the operator's own OpenID Provider (`oidc`)", () => {
  let bed: OAuthTestbed
  beforeAll(async () => {
    bed = await startOAuthTestbed({
      oauth: (issuer) => ({ oidc: { issuer, clientId: 'oidc', clientSecret: TESTBED_SECRET, name: 'Acme SSO' } }),
      clients: { oidc: {} },
      accounts: { ada: { email: 'ada@acme.example', email_verified: true, preferred_username: 'ada', name: 'Ada' } },
      // Like many operators' providers: the id_token carries `sub`, the e-mail comes from userinfo.
      conformIdTokenClaims: true,
    })
  })
  afterAll(() => bed.close())

  it('signs in by issuer, client id and secret; the subject is `sub` and the e-mail is read from userinfo', async () => {
    const { authorization, result } = await bed.signIn('oidc', { login: 'ada' })
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { exchanged, session } = await exchange(bed, result)
    expect(exchanged).toMatchObject({ isNewUser: true, userName: 'ada' })
    expect(session).toMatchObject({ authProvider: 'oidc', userName: 'ada', email: 'ada@acme.example' })

    const again = await bed.signIn('oidc', { login: 'ada' })
    const second = await exchange(bed, again.result)
    expect(second.exchanged).toMatchObject({ isNewUser: false })
    expect(second.session.userId).toBe(session.userId)
  })

  it('answers 503 provider_unavailable while the issuer cannot be reached, and discovers it on a later start', async () => {
    const later = await startOAuthTestbed({
      oauth: (issuer) => ({ oidc: { issuer, clientId: 'oidc', clientSecret: TESTBED_SECRET, name: 'Later' } }),
      clients: { oidc: {} },
      accounts: { ada: { email: 'ada@acme.example', email_verified: true } },
    })
    const port = Number(new URL(later.op.issuer).port)
    await later.op.close()
    let restarted: Awaited<ReturnType<typeof startLocalOidcProvider>> | undefined
    try {
      const body = { projectId: 'foyer-local', deviceId: DEVICE, hostOrigin: 'http://127.0.0.1:5173', frameOrigin: later.frame }
      expect(await later.server.post('/auth/v1/oauth/oidc/start', body)).toEqual({ status: 503, body: { error: 'provider_unavailable' } })
      expect(await later.stored()).toMatchObject({ users: 0, results: 0 })
      restarted = await startLocalOidcProvider({
        port,
        clients: [{ clientId: 'oidc', clientSecret: TESTBED_SECRET, redirectUris: [`${later.server.url}/auth/v1/oauth/oidc/callback`] }],
      })
      const started = await later.server.post('/auth/v1/oauth/oidc/start', body)
      expect(started.status).toBe(200)
      expect(new URL(String(started.body.uri)).origin).toBe(restarted.issuer)
    } finally {
      await restarted?.close()
      await later.server.close()
    }
  })
})
