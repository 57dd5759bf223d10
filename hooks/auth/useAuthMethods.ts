import { useMemo } from 'react'
import { detectTelegramPlatform, filterSocialsForTelegram } from '../../src/auth/telegramFilter'
import type { OidcDisplay, SocialProvider as FeatureSocial } from '../../src/features/remoteFeatures'
import type { SocialProvider } from '../../src/protocol/payloads'
import { useRemoteFeatures } from '../useProjectChecks'
import { useAuthConnector } from './useAuthConnector'

/** Return type of {@link useAuthMethods}. */
export type AuthMethods = {
  /** Show the e-mail field. */
  email: boolean
  /** OAuth social providers to show, in the remote order, Telegram-filtered. */
  socials: SocialProvider[]
  /** Show Farcaster (a QR flow, not a popup). */
  farcaster: boolean
  /** The name and icon of the operator's own OpenID Provider, when `socials` has `'oidc'`. */
  oidc: OidcDisplay | undefined
}

const oauthProviders: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'oidc']

/**
 * Which embedded-wallet methods the Connect view offers: only when the wagmi config has the auth
 * connector and the project's remote features allow e-mail / socials (pay switches both off), with the
 * socials a Telegram in-app browser cannot complete left out. `'oidc'` shows only when the answer
 * also carries its name (a button without a name could not say where it signs in).
 *
 * @example
 * const { email, socials, farcaster, oidc } = useAuthMethods()
 */
export function useAuthMethods(): AuthMethods {
  const auth = useAuthConnector()
  const features = useRemoteFeatures()
  return useMemo(() => {
    if (!auth) return { email: false, socials: [], farcaster: false, oidc: undefined }
    const remote: readonly FeatureSocial[] = features.socials === false ? [] : features.socials
    const allowed = filterSocialsForTelegram(remote, detectTelegramPlatform())
    const oidc = allowed.includes('oidc') ? features.oidc : undefined
    return {
      email: features.email,
      socials: allowed.filter((provider): provider is SocialProvider => oauthProviders.includes(provider) && (provider !== 'oidc' || oidc !== undefined)),
      farcaster: allowed.includes('farcaster'),
      oidc,
    }
  }, [auth, features.email, features.socials, features.oidc])
}
