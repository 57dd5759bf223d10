/*
 * Which user a provider account signs in to (see loginOrCreate's linking rule), through the real
 * routes and the local OpenID Provider: the same account always reaches the same user; a verified
 * e-mail joins the user who owns the address; an unverified one, or none, never joins anyone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestAuthStore } from '../../../test/services/authTestServer'
import { TESTBED_SECRET, oauth2At, startOAuthTestbed } from '../../../test/services/oauthTestbed'
import type { OAuthTestbed } from '../../../test/services/oauthTestbed'

const DEVICE = 'device-oauth-0001'

let bed: OAuthTestbed
beforeAll(async () => {
  bed = await startOAuthTestbed({
    oauth: (issuer) => ({
      google: { clientId: 'google', clientSecret: TESTBED_SECRET, issuer },
      oidc: { issuer, clientId: 'oidc', clientSecret: TESTBED_SECRET, name: 'Acme SSO' },
      github: oauth2At(issuer, 'github', ['openid', 'email', 'github']),
    }),
    clients: { google: {}, oidc: {}, github: { tokenEndpointAuthMethod: 'client_secret_post' } },
    accounts: {
      // The same person at two providers: each names its own subject (here, the login name).
      alice: { email: 'alice@example.com', email_verified: true },
      'alice-sso': { email: 'Alice@Example.com', email_verified: true, preferred_username: 'alice' },
      carol: { email: 'carol@example.com', email_verified: true },
      'carol-unverified': { email: 'carol@example.com', email_verified: false },
      'carol-gh': { email: 'carol@example.com', email_verified: true, id: 42, login: 'carol' },
    },
    scopes: { github: ['id', 'login'] },
  })
})
afterAll(() => bed.close())
beforeEach(async () => {
  await createTestAuthStore()
})

/** Signs in through the routes and returns the session's user id and whether the user was new. */
async function socialUser(provider: string, login: string): Promise<{ userId: string; isNewUser: boolean }> {
  const { result } = await bed.signIn(provider, { login, deviceId: DEVICE })
  const id = result.searchParams.get('result')
  if (!id) throw new Error(`sign-in refused: ${result.searchParams.get('error')}`)
  const exchanged = await bed.server.post('/auth/v1/oauth/exchange', { result: id, deviceId: DEVICE })
  const session = await bed.server.get('/auth/v1/session', String(exchanged.body.sessionToken))
  return { userId: String(session.body.userId), isNewUser: exchanged.body.isNewUser === true }
}

async function emailUser(email: string): Promise<{ userId: string; isNewUser: boolean }> {
  const verified = await bed.server.signIn(email, DEVICE)
  const session = await bed.server.get('/auth/v1/session', verified.sessionToken)
  return { userId: String(session.body.userId), isNewUser: verified.isNewUser }
}

describe('linking provider accounts to users', () => {
  it('signs the same provider account in to the same user every time', async () => {
    const first = await socialUser('google', 'alice')
    const second = await socialUser('google', 'alice')
    expect(first.isNewUser).toBe(true)
    expect(second).toEqual({ userId: first.userId, isNewUser: false })
    expect(await bed.stored()).toMatchObject({ users: 1, identities: 1 })
  })

  it('joins a second provider asserting the same verified e-mail (any case) to the first user', async () => {
    const google = await socialUser('google', 'alice')
    const sso = await socialUser('oidc', 'alice-sso')
    expect(sso).toEqual({ userId: google.userId, isNewUser: false })
    expect(await bed.stored()).toMatchObject({ users: 1, identities: 2 })
    // Each account keeps reaching that user.
    expect((await socialUser('oidc', 'alice-sso')).userId).toBe(google.userId)
  })

  it("joins a provider's verified e-mail to the e-mail sign-in user of that address, and the reverse", async () => {
    const byEmail = await emailUser('carol@example.com')
    expect(await socialUser('google', 'carol')).toEqual({ userId: byEmail.userId, isNewUser: false })

    await createTestAuthStore()
    const bySocial = await socialUser('google', 'carol')
    expect(bySocial.isNewUser).toBe(true)
    expect(await emailUser('carol@example.com')).toEqual({ userId: bySocial.userId, isNewUser: false })
  })

  it('refuses an unverified e-mail instead of joining or creating anyone', async () => {
    await emailUser('carol@example.com')
    const { result } = await bed.signIn('google', { login: 'carol-unverified' })
    expect(result.searchParams.get('error')).toBe('email_unverified')
    expect(await bed.stored()).toMatchObject({ users: 1, identities: 0 })
  })

  it('never joins through a plain OAuth 2 provider, whatever its profile says', async () => {
    const byEmail = await emailUser('carol@example.com')
    const github = await socialUser('github', 'carol-gh')
    expect(github.isNewUser).toBe(true)
    expect(github.userId).not.toBe(byEmail.userId)
  })
})
