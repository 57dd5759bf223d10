import { describe, expect, it } from 'vitest'
import { loadServerConfig, oauthConfigFromEnv } from '../../server/loadServerConfig'
import { isAllowedProviderUrl, oauthConfigSchema } from './oauthConfig'

const problems = (input: unknown) => {
  const parsed = oauthConfigSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the oauth configuration', () => {
  it('allows https provider URLs, and http only on a loopback host', () => {
    for (const url of ['https://accounts.example', 'http://127.0.0.1:4100', 'http://localhost:4100/realms/x', 'http://[::1]:4100']) {
      expect(isAllowedProviderUrl(url)).toBe(true)
    }
    for (const url of ['http://idp.example', 'http://127.0.0.2:4100', 'ftp://127.0.0.1', 'not a url']) expect(isAllowedProviderUrl(url)).toBe(false)
    expect(problems({ google: { clientId: 'c', clientSecret: 's', issuer: 'http://accounts.example' } })).toEqual([
      'google.issuer: Expected an https URL (http only on a loopback host: 127.0.0.1, localhost, [::1])',
    ])
    expect(problems({ github: { clientId: 'c', clientSecret: 's', tokenEndpoint: 'https://user:pw@github.example/token' } })).toEqual([
      'github.tokenEndpoint: A provider URL may not carry credentials or a fragment',
    ])
  })

  it("requires the operator provider's issuer and a button name of 1 to 40 characters, and an https icon", () => {
    const oidc = { issuer: 'https://sso.example/realms/main', clientId: 'foyer', clientSecret: 's', name: 'Example SSO' }
    expect(problems({ oidc })).toEqual([])
    expect(problems({ oidc: { ...oidc, issuer: undefined, name: '' } }).map((problem) => problem.split(':')[0])).toEqual(['oidc.issuer', 'oidc.name'])
    expect(problems({ oidc: { ...oidc, name: 'x'.repeat(41) } })).toHaveLength(1)
    expect(problems({ oidc: { ...oidc, iconUrl: 'http://sso.example/icon.svg' } })).toEqual(['oidc.iconUrl: Expected an https URL'])
    expect(problems({ apple: { clientId: 'c', clientSecret: 'k' } }).map((problem) => problem.split(':')[0])).toEqual(['apple.teamId', 'apple.keyId'])
    expect(problems({ github: { clientId: 'c', clientSecret: 's', issuer: 'https://github.com' } })).toEqual(['github: Unrecognized key: "issuer"'])
    expect(problems({ myspace: {} })).toHaveLength(1)
  })

  it('reads every field from FOYER_OAUTH_<PROVIDER>_* variables', () => {
    const config = loadServerConfig({
      FOYER_OAUTH_OIDC_ISSUER: 'https://sso.example/realms/main',
      FOYER_OAUTH_OIDC_CLIENT_ID: 'foyer',
      FOYER_OAUTH_OIDC_CLIENT_SECRET: 'oidc-secret',
      FOYER_OAUTH_OIDC_NAME: 'Example SSO',
      FOYER_OAUTH_OIDC_ICON_URL: 'https://sso.example/icon.svg',
      FOYER_OAUTH_GOOGLE_CLIENT_ID: 'g',
      FOYER_OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      FOYER_OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4100',
      FOYER_OAUTH_DISCORD_CLIENT_ID: 'd',
      FOYER_OAUTH_DISCORD_CLIENT_SECRET: 'd-secret',
      FOYER_OAUTH_DISCORD_AUTHORIZATION_ENDPOINT: 'http://127.0.0.1:4100/auth',
      FOYER_OAUTH_DISCORD_TOKEN_ENDPOINT: 'http://127.0.0.1:4100/token',
      FOYER_OAUTH_DISCORD_USERINFO_ENDPOINT: 'http://127.0.0.1:4100/me',
    })
    expect(config.oauth).toEqual({
      oidc: {
        issuer: 'https://sso.example/realms/main',
        clientId: 'foyer',
        clientSecret: 'oidc-secret',
        name: 'Example SSO',
        iconUrl: 'https://sso.example/icon.svg',
      },
      google: { clientId: 'g', clientSecret: 'g-secret', issuer: 'http://127.0.0.1:4100' },
      discord: {
        clientId: 'd',
        clientSecret: 'd-secret',
        authorizationEndpoint: 'http://127.0.0.1:4100/auth',
        tokenEndpoint: 'http://127.0.0.1:4100/token',
        userinfoEndpoint: 'http://127.0.0.1:4100/me',
      },
    })
  })

  it('reads the oauth variables alone for the development stack, naming an invalid one', () => {
    expect(oauthConfigFromEnv({ FOYER_OAUTH_X_CLIENT_ID: 'x', FOYER_OAUTH_X_CLIENT_SECRET: 'x-secret', FOYER_PROJECTS: 'not json' })).toEqual({
      x: { clientId: 'x', clientSecret: 'x-secret' },
    })
    expect(oauthConfigFromEnv({})).toEqual({})
    expect(() =>
      oauthConfigFromEnv({ FOYER_OAUTH_X_CLIENT_ID: 'x', FOYER_OAUTH_X_CLIENT_SECRET: 's', FOYER_OAUTH_X_TOKEN_ENDPOINT: 'http://x.example/token' }),
    ).toThrow(/oauth\.x\.tokenEndpoint: Expected an https URL .*\(FOYER_OAUTH_X_TOKEN_ENDPOINT\)/)
  })
})
