import type { SocialProvider } from '../../../src/features/remoteFeatures'

/**
 * The names the social sign-in buttons show, by provider. The operator's own OpenID Provider
 * (`'oidc'`) has none here: the project's answer names it.
 */
export const socialProviderNames: Readonly<Record<Exclude<SocialProvider, 'oidc'>, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
