import type { SocialProvider } from '../../../src/protocol/payloads'
import { oauth2Client } from './oauth2Client'
import type { OAuthConfig } from './oauthConfig'
import type { OAuthProvider } from './oauthProvider'
import { oidcClient } from './oidcClient'

/**
 * The configured providers' clients, built on first use and kept (so an OIDC provider's discovery
 * document is read once): Google, Apple and `oidc` by OIDC discovery, GitHub, Discord, X and Facebook
 * by their OAuth 2 endpoints.
 *
 * @returns a lookup answering undefined for a provider the configuration leaves out.
 * @example
 * const clients = oauthClients({ github: { clientId: 'id', clientSecret: 'secret' } })
 * clients('github')?.authorizationUrl({ state, codeVerifier, nonce, redirectUri })
 */
export function oauthClients(config: OAuthConfig): (provider: SocialProvider) => OAuthProvider | undefined {
  const built = new Map<SocialProvider, OAuthProvider>()
  const build = (provider: SocialProvider): OAuthProvider | undefined => {
    switch (provider) {
      case 'google':
      case 'apple':
      case 'oidc': {
        const entry = config[provider]
        return entry ? oidcClient(provider, entry) : undefined
      }
      case 'github':
      case 'discord':
      case 'x':
      case 'facebook': {
        const entry = config[provider]
        return entry ? oauth2Client(provider, entry) : undefined
      }
    }
  }
  return (provider) => {
    const existing = built.get(provider)
    if (existing) return existing
    const client = build(provider)
    if (client) built.set(provider, client)
    return client
  }
}
