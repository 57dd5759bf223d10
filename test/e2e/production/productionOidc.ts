import { randomBytes } from 'node:crypto'
import { startLocalOidcProvider } from '../../services/localOidcProvider'
import type { LocalOidcProvider } from '../../services/localOidcProvider'
import type { OidcClientConfig } from './productionConfig'

/**
 * The people of the local OpenID Provider: the login name the e2e types is the subject. Each
 * asserts a verified e-mail, as Google and an operator's directory do.
 */
export const OIDC_ACCOUNTS = {
  ada: { email: 'ada@acme.example', email_verified: true, name: 'Ada Lovelace' },
  grace: { email: 'grace@acme.example', email_verified: true, name: 'Grace Hopper' },
  linus: { email: 'linus@acme.example', email_verified: true, name: 'Linus Torvalds' },
} as const

/** The running provider and the two clients the configuration names. */
export type ProductionOidc = {
  provider: LocalOidcProvider
  /** `oauth.google`: Google's OIDC path (discovery from the issuer), pointed at the local provider. */
  google: OidcClientConfig
  /** `oauth.oidc`: the operator's own provider, shown as `ACME_SSO` (productionConfig.ts). */
  oidc: OidcClientConfig
}

/**
 * Starts the local OpenID Provider for the production stack with one client per configured
 * provider, each allowed only its API callback (`<api>/auth/v1/oauth/<provider>/callback`).
 *
 * @example
 * const oidc = await startProductionOidc(port, 'http://127.0.0.1:8787')
 */
export async function startProductionOidc(port: number, api: string): Promise<ProductionOidc> {
  const client = (provider: 'google' | 'oidc') => ({
    clientId: `foyer-e2e-${provider}`,
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: [`${api}/auth/v1/oauth/${provider}/callback`],
  })
  const [google, oidc] = [client('google'), client('oidc')]
  const provider = await startLocalOidcProvider({ port, clients: [google, oidc], accounts: OIDC_ACCOUNTS })
  const configOf = ({ clientId, clientSecret }: typeof google) => ({ issuer: provider.issuer, clientId, clientSecret })
  return { provider, google: configOf(google), oidc: configOf(oidc) }
}
