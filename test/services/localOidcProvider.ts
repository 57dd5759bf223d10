/**
 * A real OpenID Provider (`oidc-provider`, OpenID Certified) on loopback, for tests that run the
 * production OAuth/OIDC code path. Tests only.
 *
 * ```ts
 * const op = await startLocalOidcProvider({
 *   clients: [{ clientId: 'foyer', clientSecret: 'secret', redirectUris: ['http://127.0.0.1:8787/auth/v1/oauth/google/callback'] }],
 *   accounts: { alice: { email: 'alice@example.com', email_verified: true, name: 'Alice' } },
 *   scopes: { github: ['id', 'login'] }, // extra scope -> claims (userinfo answers them)
 * })
 * op.issuer                      // 'http://127.0.0.1:<port>' (discovery at /.well-known/openid-configuration)
 * op.endpoints                   // { authorization, token, userinfo, jwks } URLs
 * await op.authorize(url, { login: 'alice' })   // login + consent over HTTP: the redirect to the callback (code, state, iss)
 * await op.authorize(url, { consent: false })   // "Cancel": the redirect carries error=access_denied
 * await op.authorizeFormPost(url, { login: 'alice' }) // response_mode=form_post: { action, fields } to POST
 * op.reissueIdTokens((claims) => ({ ...claims, aud: 'other' }))  // next token responses carry a re-signed id_token
 * op.reissueIdTokens((claims) => claims, { key: 'stranger' })    // ... signed by a key outside the JWKS
 * op.reissueIdTokens(undefined)  // back to the provider's own tokens
 * op.signingKey / op.strangerKey // { kid, alg, privateKey } to sign tokens by hand (jose SignJWT)
 * await op.close()
 * ```
 *
 * - PKCE S256 is required for every client; clients authenticate with `client_secret_basic` unless
 *   they say `client_secret_post`. A client with `appleSecret` authenticates as Apple's clients do:
 *   its `client_secret` is an ES256 JWT (iss = team id, sub = client id, aud = the issuer, kid = key
 *   id), checked against the public key given.
 * - The development login and consent pages are on (a browser can fill them: any login name, any
 *   password); the login name is the account's subject (`sub`). An account not in `accounts` has no
 *   claims besides `sub`.
 * - Scopes `email` (`email`, `email_verified`), `profile` (`name`, `preferred_username`) and those of `scopes` give claims
 *   through userinfo and, unless `conformIdTokenClaims`, in the id_token too (as Google does).
 * - The signing key (RS256) is generated at start; nothing is written to disk.
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, jwtVerify } from 'jose'
import type { CryptoKey, JWTPayload } from 'jose'
import { Provider } from 'oidc-provider'
import type { Account, ClientMetadata } from 'oidc-provider'
import { runAuthorization } from './localOidcInteraction'

/** A client registered at the local provider. */
export type LocalOidcClient = {
  clientId: string
  clientSecret: string
  /** Exact redirect URIs the client may use. */
  redirectUris: string[]
  /** How the client authenticates at the token endpoint. @default 'client_secret_basic' */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post'
  /** Authenticate as Sign in with Apple does: a JWT client secret signed by this key (see the top). */
  appleSecret?: { publicKey: CryptoKey; teamId: string; keyId: string }
}

/** An account's claims besides `sub` (e.g. `email`, `email_verified`, `name`, or a scope's own claims). */
export type LocalOidcAccount = Readonly<Record<string, unknown>>

/** Options of {@link startLocalOidcProvider}. */
export type LocalOidcProviderOptions = {
  /** @default 0 (a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  clients: readonly LocalOidcClient[]
  /** Login name (the subject) -> claims. @default {} */
  accounts?: Readonly<Record<string, LocalOidcAccount>>
  /**
   * More scopes and the claims each one grants.
   * @example { github: ['id', 'login'] }
   */
  scopes?: Readonly<Record<string, readonly string[]>>
  /** Only userinfo carries the scopes' claims; the id_token has `sub` and the protocol claims. @default false */
  conformIdTokenClaims?: boolean
}

/** A private key of the local provider (or a stranger's), to sign tokens by hand. */
export type LocalSigningKey = { kid: string; alg: 'RS256'; privateKey: CryptoKey }

/** How the next id_tokens are re-signed: with the provider's own key or with one outside its JWKS. */
export type ReissueOptions = { key?: 'issuer' | 'stranger' }

/** A running local OpenID Provider. */
export type LocalOidcProvider = {
  /** `http://<host>:<port>`; the discovery document is at `/.well-known/openid-configuration`. */
  issuer: string
  endpoints: { authorization: string; token: string; userinfo: string; jwks: string }
  /** The key the provider signs id_tokens with (its JWKS holds the public part). */
  signingKey: LocalSigningKey
  /** A key of the same kind that is not in the provider's JWKS, with the same `kid`. */
  strangerKey: LocalSigningKey
  /** The `oidc-provider` instance. */
  provider: Provider
  /**
   * Runs an authorization request the way a user in the popup would: opens `url` (the provider's
   * authorization URL), signs in as `login`, then consents (or cancels when `consent` is false),
   * keeping the provider's cookies between steps.
   *
   * @returns the provider's final redirect (to the client's redirect URI: `code`, `state`, `iss`, or `error`).
   * @throws when the provider answers something else (e.g. an error page for a bad request).
   */
  authorize(url: string | URL, options?: { login?: string; consent?: boolean }): Promise<URL>
  /**
   * The same for `response_mode=form_post`.
   * @returns the form the provider's page posts: its target (the redirect URI) and fields.
   */
  authorizeFormPost(url: string | URL, options?: { login?: string; consent?: boolean }): Promise<{ action: URL; fields: URLSearchParams }>
  /**
   * While set, the token endpoint's id_token is replaced by the real claims passed through `edit`,
   * signed again (RS256, same `kid`). `undefined` stops it.
   */
  reissueIdTokens(edit: ((claims: JWTPayload) => JWTPayload) | undefined, options?: ReissueOptions): void
  close(): Promise<void>
}

/**
 * Starts the local OpenID Provider (see the top of this file for its API).
 *
 * @example
 * const op = await startLocalOidcProvider({ clients: [{ clientId: 'c', clientSecret: 's', redirectUris: ['http://127.0.0.1:1/cb'] }] })
 */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1'
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.writeHead(503).end()
  const server = createServer((request, response) => handler(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const kid = randomBytes(8).toString('hex')
  const own = await generateKeyPair('RS256', { extractable: true })
  const stranger = await generateKeyPair('RS256')
  const signingKey: LocalSigningKey = { kid, alg: 'RS256', privateKey: own.privateKey }
  const strangerKey: LocalSigningKey = { kid, alg: 'RS256', privateKey: stranger.privateKey }
  const accounts = options.accounts ?? {}
  const extraScopes = Object.fromEntries(Object.entries(options.scopes ?? {}).map(([scope, claims]) => [scope, [...claims]]))

  const provider = new Provider(issuer, {
    clients: options.clients.map(
      (client): ClientMetadata => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: client.appleSecret ? 'client_secret_post' : (client.tokenEndpointAuthMethod ?? 'client_secret_basic'),
      }),
    ),
    jwks: { keys: [{ ...(await exportJWK(own.privateKey)), kid, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], ...extraScopes },
    scopes: ['openid', 'email', 'profile', ...Object.keys(extraScopes)],
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    // Fixed lifetimes (in seconds): the defaults work but print a notice on every use.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 3600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub): Account => ({ accountId: sub, claims: () => ({ ...accounts[sub], sub }) }),
  })

  const appleClients = new Map(
    options.clients.flatMap((client) => (client.appleSecret ? [[client.clientId, { ...client.appleSecret, secret: client.clientSecret }] as const] : [])),
  )
  // Apple checks its JWT client secret itself; here the JWT is checked, then the registered secret
  // stands in for it, so the provider's own client authentication passes only for a good JWT.
  provider.use(async (ctx, next) => {
    if (appleClients.size > 0 && ctx.method === 'POST' && ctx.path === '/token') {
      const form = new URLSearchParams(await new Response(Readable.toWeb(ctx.req) as ReadableStream).text())
      const apple = appleClients.get(form.get('client_id') ?? '')
      if (apple) {
        const verified = await jwtVerify(form.get('client_secret') ?? '', apple.publicKey, {
          algorithms: ['ES256'],
          issuer: apple.teamId,
          subject: form.get('client_id') ?? '',
          audience: issuer,
        }).catch(() => undefined)
        form.set('client_secret', verified?.protectedHeader.kid === apple.keyId ? apple.secret : 'refused')
      }
      // oidc-provider reads a body already taken from the stream here.
      Object.assign(ctx.req, { body: form.toString() })
    }
    await next()
  })
  let reissue: { edit: (claims: JWTPayload) => JWTPayload; key: LocalSigningKey } | undefined
  provider.use(async (ctx, next) => {
    await next()
    const body: unknown = ctx.body
    if (!reissue || ctx.path !== '/token' || typeof body !== 'object' || body === null || !('id_token' in body)) return
    const idToken = (body as { id_token: unknown }).id_token
    if (typeof idToken !== 'string') return
    const claims = reissue.edit(decodeJwt(idToken))
    const signed = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: reissue.key.kid, typ: 'JWT' }).sign(reissue.key.privateKey)
    ctx.body = { ...body, id_token: signed }
  })
  handler = provider.callback()

  return {
    issuer,
    endpoints: { authorization: `${issuer}/auth`, token: `${issuer}/token`, userinfo: `${issuer}/me`, jwks: `${issuer}/jwks` },
    signingKey,
    strangerKey,
    provider,
    async authorize(url, authorizeOptions = {}) {
      const outcome = await runAuthorization(issuer, new URL(url), authorizeOptions.login ?? 'alice', authorizeOptions.consent ?? true)
      if (outcome.kind !== 'redirect') throw new Error('local OpenID Provider: the answer was form-posted (use authorizeFormPost)')
      return outcome.location
    },
    async authorizeFormPost(url, authorizeOptions = {}) {
      const outcome = await runAuthorization(issuer, new URL(url), authorizeOptions.login ?? 'alice', authorizeOptions.consent ?? true)
      if (outcome.kind !== 'formPost') throw new Error('local OpenID Provider: the answer was a redirect (use authorize)')
      return { action: outcome.action, fields: outcome.fields }
    },
    reissueIdTokens(edit, reissueOptions = {}) {
      reissue = edit ? { edit, key: reissueOptions.key === 'stranger' ? strangerKey : signingKey } : undefined
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
