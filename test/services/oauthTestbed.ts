import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthRoutesOptions } from '../../services/api/auth/authRoutes'
import type { OAuth2ProviderConfig, OAuth2ProviderId, OAuthConfig } from '../../services/api/auth/oauthConfig'
import { developmentDatabase } from '../../services/store/developmentDatabase'
import { startAuthTestServer } from './authTestServer'
import type { AuthTestServer } from './authTestServer'
import { startLocalOidcProvider } from './localOidcProvider'
import type { LocalOidcAccount, LocalOidcClient, LocalOidcProvider } from './localOidcProvider'

/** The API (auth routes, production OAuth clients) and the local OpenID Provider it signs in with. */
export type OAuthTestbed = {
  server: AuthTestServer
  op: LocalOidcProvider
  /** The frame origin the results are redirected to. */
  frame: string
  /** `POST /auth/v1/oauth/:provider/start` as the frame sends it: the status and the answer. */
  start(provider: string, deviceId?: string): Promise<{ status: number; body: Record<string, unknown> }>
  /**
   * Runs a social sign-in through the routes: start, the provider's login and consent, the callback.
   * @returns the start answer's authorization URL and where the callback redirected (the frame's `/social-result`).
   */
  signIn(provider: string, options?: { login?: string; consent?: boolean; deviceId?: string }): Promise<{ authorization: URL; result: URL }>
  /** Rows the sign-in may leave: users, linked accounts, sessions and one-time results. */
  stored(): Promise<{ users: number; identities: number; sessions: number; results: number }>
  close(): Promise<void>
}

/** A client id per provider at the local provider, and its secret. */
export const TESTBED_SECRET = 'local-client-secret-0123456789'

/**
 * A plain OAuth 2 provider (GitHub, Discord, X, Facebook) configured with the local provider's
 * endpoints: its userinfo answers the provider's own profile fields under a scope named after it
 * (the testbed's `scopes`), and needs `openid`.
 *
 * @example
 * startOAuthTestbed({ oauth: (issuer) => ({ github: oauth2At(issuer, 'github') }), clients: { github: { tokenEndpointAuthMethod: 'client_secret_post' } } })
 */
export function oauth2At(issuer: string, provider: OAuth2ProviderId, scopes: string[] = ['openid', provider]): OAuth2ProviderConfig {
  return {
    clientId: provider,
    clientSecret: TESTBED_SECRET,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/me`,
    scopes,
  }
}

/**
 * Starts the local OpenID Provider and an API whose `oauth` configuration points at it: `oauth` gets
 * the issuer; each provider named in `clients` is registered at the provider with the API's callback.
 *
 * @example
 * const bed = await startOAuthTestbed({ oauth: (issuer) => ({ google: { clientId: 'google', clientSecret: TESTBED_SECRET, issuer } }), clients: { google: {} } })
 */
export async function startOAuthTestbed(options: {
  oauth: (issuer: string) => OAuthConfig
  clients: Readonly<Record<string, Partial<Pick<LocalOidcClient, 'tokenEndpointAuthMethod' | 'appleSecret'>>>>
  accounts?: Readonly<Record<string, LocalOidcAccount>>
  scopes?: Readonly<Record<string, readonly string[]>>
  conformIdTokenClaims?: boolean
  server?: AuthRoutesOptions
}): Promise<OAuthTestbed> {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  const frame = 'http://127.0.0.1:8788'
  // Production OAuth: no development stand-in for any provider (the mailbox stays for e-mail sign-in).
  const server = await startAuthTestServer({ dev: { mailbox: true }, oauth: options.oauth(issuer), ...options.server })
  const op = await startLocalOidcProvider({
    port,
    clients: Object.entries(options.clients).map(([provider, client]) => ({
      clientId: provider,
      clientSecret: TESTBED_SECRET,
      redirectUris: [`${server.url}/auth/v1/oauth/${provider}/callback`],
      ...client,
    })),
    accounts: options.accounts ?? {},
    scopes: options.scopes ?? {},
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
  })

  const start: OAuthTestbed['start'] = (provider, deviceId = 'device-oauth-0001') =>
    server.post(`/auth/v1/oauth/${provider}/start`, { projectId: 'foyer-local', deviceId, hostOrigin: 'http://127.0.0.1:5173', frameOrigin: frame })

  return {
    server,
    op,
    frame,
    start,
    async signIn(provider, signInOptions = {}) {
      const started = await start(provider, signInOptions.deviceId)
      if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`)
      const authorization = new URL(String(started.body.uri))
      const callback = await op.authorize(authorization, { login: signInOptions.login ?? 'alice', consent: signInOptions.consent ?? true })
      return { authorization, result: await followCallback(callback) }
    },
    async stored() {
      const database = await developmentDatabase()
      const count = async (sql: string) => Number((await database.query(sql))[0]?.count ?? -1)
      return {
        users: await count('SELECT count(*) AS count FROM users'),
        identities: await count('SELECT count(*) AS count FROM identities'),
        sessions: await count('SELECT count(*) AS count FROM sessions'),
        results: await count("SELECT count(*) AS count FROM records WHERE kind = 'oauth-result'"),
      }
    },
    async close() {
      await Promise.all([op.close(), server.close()])
    },
  }
}

/**
 * Delivers the provider's redirect to the API's callback (as the popup would).
 * @returns where the callback redirected.
 * @throws when the callback does not redirect.
 */
export async function followCallback(callback: URL): Promise<URL> {
  const response = await fetch(callback, { redirect: 'manual' })
  const location = response.headers.get('location')
  const text = await response.text()
  if (response.status !== 302 || !location) throw new Error(`callback answered ${response.status}: ${text.slice(0, 200)}`)
  return new URL(location)
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
