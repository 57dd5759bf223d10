import { z } from 'zod'
import { isHttpsOrLoopback } from '../../http/loopbackUrl'

/**
 * Whether a provider URL may be used: https, or http on a loopback host (a provider started on this
 * machine, e.g. in tests). Anything else would send codes and client secrets in the clear.
 *
 * @example
 * isAllowedProviderUrl('http://127.0.0.1:4100') // true
 * isAllowedProviderUrl('http://idp.example')   // false
 */
export const isAllowedProviderUrl = isHttpsOrLoopback

const providerUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Invalid URL (expected https://)' })
  .refine((text) => !URL.canParse(text) || isAllowedProviderUrl(text), 'Expected an https URL (http only on a loopback host: 127.0.0.1, localhost, [::1])')
  .refine(
    (text) => !URL.canParse(text) || (!new URL(text).username && !new URL(text).password && !new URL(text).hash),
    'A provider URL may not carry credentials or a fragment',
  )

const scopesSchema = z
  .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'Invalid scope'))
  .min(1)
  .max(30)
const secretSchema = z.string().min(1).max(10_000)
const clientIdSchema = z.string().min(1).max(500)

/** Google: OIDC by discovery from `issuer`. */
const googleSchema = z.strictObject({
  clientId: clientIdSchema,
  clientSecret: secretSchema,
  issuer: providerUrlSchema.optional(),
  scopes: scopesSchema.optional(),
})

/** Apple: OIDC by discovery; the client secret is a JWT signed with the PKCS#8 key (`clientSecret`). */
const appleSchema = z.strictObject({
  clientId: clientIdSchema,
  clientSecret: secretSchema,
  teamId: z.string().min(1).max(100),
  keyId: z.string().min(1).max(100),
  issuer: providerUrlSchema.optional(),
  scopes: scopesSchema.optional(),
})

/** GitHub, Discord, X, Facebook: plain OAuth 2 with the provider's endpoints. */
const oauth2Schema = z.strictObject({
  clientId: clientIdSchema,
  clientSecret: secretSchema,
  authorizationEndpoint: providerUrlSchema.optional(),
  tokenEndpoint: providerUrlSchema.optional(),
  userinfoEndpoint: providerUrlSchema.optional(),
  scopes: scopesSchema.optional(),
})

/** The operator's own OpenID Provider (Keycloak, Auth0, Okta, Entra ID...), by issuer. */
const oidcSchema = z.strictObject({
  issuer: providerUrlSchema,
  clientId: clientIdSchema,
  clientSecret: secretSchema,
  name: z.string().trim().min(1).max(40),
  iconUrl: z.url({ protocol: /^https$/, error: 'Expected an https URL' }).optional(),
  scopes: scopesSchema.optional(),
})

/**
 * The `oauth` configuration: one entry per provider the API signs in with. A provider left out is
 * off (outside development, where the development stand-in serves it).
 *
 * @example
 * oauthConfigSchema.parse({ google: { clientId: '…apps.googleusercontent.com', clientSecret: '…' } })
 */
export const oauthConfigSchema = z
  .strictObject({
    google: googleSchema.optional(),
    apple: appleSchema.optional(),
    github: oauth2Schema.optional(),
    discord: oauth2Schema.optional(),
    x: oauth2Schema.optional(),
    facebook: oauth2Schema.optional(),
    oidc: oidcSchema.optional(),
  })
  .default({})

/** The parsed `oauth` configuration. */
export type OAuthConfig = z.output<typeof oauthConfigSchema>

/** An OIDC provider's configuration (Google, Apple, or the operator's `oidc`). */
export type OidcProviderConfig = z.output<typeof googleSchema> | z.output<typeof appleSchema> | z.output<typeof oidcSchema>

/** A plain OAuth 2 provider's configuration (GitHub, Discord, X, Facebook). */
export type OAuth2ProviderConfig = z.output<typeof oauth2Schema>

/** The providers signed in by OIDC discovery. */
export type OidcProviderId = 'google' | 'apple' | 'oidc'

/** The providers signed in by plain OAuth 2. */
export type OAuth2ProviderId = 'github' | 'discord' | 'x' | 'facebook'

/** Where Google and Apple publish their discovery documents, and the scopes asked for by default. */
export const OIDC_DEFAULTS: Readonly<Record<OidcProviderId, { issuer?: string; scopes: readonly string[] }>> = {
  google: { issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'] },
  apple: { issuer: 'https://appleid.apple.com', scopes: ['openid', 'email', 'name'] },
  oidc: { scopes: ['openid', 'email', 'profile'] },
}

/**
 * Each OAuth 2 provider's endpoints as its developer documentation gives them, and the least scopes
 * that read the account's id and name.
 */
export const OAUTH2_DEFAULTS: Readonly<
  Record<OAuth2ProviderId, { authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string; scopes: readonly string[] }>
> = {
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scopes: ['read:user'],
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify'],
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v25.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v25.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v25.0/me?fields=id,name',
    scopes: ['public_profile'],
  },
}
