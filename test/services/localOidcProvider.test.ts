import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalOidcProvider } from './localOidcProvider'
import type { LocalOidcProvider } from './localOidcProvider'

const REDIRECT = 'http://127.0.0.1:1/callback'

let op: LocalOidcProvider
let config: client.Configuration
beforeAll(async () => {
  op = await startLocalOidcProvider({
    clients: [{ clientId: 'rp', clientSecret: 'rp-secret', redirectUris: [REDIRECT] }],
    accounts: { alice: { email: 'alice@example.com', email_verified: true, name: 'Alice', id: 7, login: 'alice-gh' } },
    scopes: { github: ['id', 'login'] },
  })
  config = await client.discovery(new URL(op.issuer), 'rp', undefined, client.ClientSecretBasic('rp-secret'), {
    execute: [client.allowInsecureRequests],
  })
  client.enableNonRepudiationChecks(config)
})
afterAll(() => op.close())

async function signIn(scope = 'openid email profile', login = 'alice') {
  const verifier = client.randomPKCECodeVerifier()
  const nonce = client.randomNonce()
  const state = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  })
  const callback = await op.authorize(url, { login })
  return { callback, verifier, nonce, state }
}

describe('the local OpenID Provider', () => {
  it('runs discovery, login, consent and the code exchange with PKCE, and answers the claims', async () => {
    const { callback, verifier, nonce, state } = await signIn('openid email profile github')
    expect(callback.origin + callback.pathname).toBe(REDIRECT)
    expect(callback.searchParams.get('iss')).toBe(op.issuer)
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state })
    expect(tokens.claims()).toMatchObject({ sub: 'alice', email: 'alice@example.com', email_verified: true, iss: op.issuer, aud: 'rp' })
    const info = await client.fetchUserInfo(config, tokens.access_token, 'alice')
    expect(info).toMatchObject({ sub: 'alice', id: 7, login: 'alice-gh', name: 'Alice' })
  })

  it('requires PKCE S256 and refuses a wrong verifier and a used code', async () => {
    const plain = new URL(client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', state: 's', nonce: 'n' }))
    const refused = await op.authorize(plain)
    expect(refused.searchParams.get('error')).toBe('invalid_request')
    const { callback, verifier, nonce, state } = await signIn()
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedNonce: nonce, expectedState: state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
    // The failed try above does not consume the code in oidc-provider; the first success does.
    await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state })
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    })
  })

  it('answers access_denied when the user cancels', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      state: 'st',
      nonce: 'n',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    })
    const callback = await op.authorize(url, { consent: false })
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe('st')
  })

  it('re-signs id_tokens on request, so a relying party sees a bad signature or claim', async () => {
    op.reissueIdTokens((claims) => claims, { key: 'stranger' })
    try {
      const { callback, verifier, nonce, state } = await signIn()
      await expect(
        client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }),
      ).rejects.toMatchObject({
        cause: { message: 'JWT signature verification failed' },
      })
      op.reissueIdTokens((claims) => ({ ...claims, aud: 'someone-else' }))
      const second = await signIn()
      await expect(
        client.authorizationCodeGrant(config, second.callback, { pkceCodeVerifier: second.verifier, expectedNonce: second.nonce, expectedState: second.state }),
      ).rejects.toMatchObject({ cause: { message: 'unexpected JWT "aud" (audience) claim value' } })
      op.reissueIdTokens((claims) => claims)
      const third = await signIn()
      const tokens = await client.authorizationCodeGrant(config, third.callback, {
        pkceCodeVerifier: third.verifier,
        expectedNonce: third.nonce,
        expectedState: third.state,
      })
      expect(tokens.claims()?.sub).toBe('alice')
    } finally {
      op.reissueIdTokens(undefined)
    }
  })
})
