import type { RemoteFeatures } from './remoteFeatures'
import { socialProviders } from './socialProviders'

export { socialProviders }

// Apart from the schema (remoteFeatures.ts), so the modal's first chunk can apply the defaults
// without loading zod: the flags themselves are fetched and parsed later. Apart from the app's own
// switches too (featureDefaults.ts), which the page reads: these only the modal's chunks use.

/**
 * Every social provider a project answer may name: the defaults plus `'oidc'`, the operator's own
 * OpenID Provider, which is never on by default (it exists only where the API configures it).
 */
export const servedSocialProviders = [...socialProviders, 'oidc'] as const

/** One social sign-in provider of the remote features, e.g. `'farcaster'` or `'oidc'`. */
export type SocialProvider = (typeof servedSocialProviders)[number]

/**
 * The defaults used while the flags load and when the config call fails: swaps, onramp, e-mail,
 * socials, activity and branding on; multi-wallet and e-mail capture off.
 */
export const defaultRemoteFeatures: RemoteFeatures = {
  email: true,
  socials: [...socialProviders],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  pay: false,
}

/**
 * Merges served flags over the defaults and applies the rule that pay switches e-mail and social
 * login off.
 *
 * @example
 * resolveRemoteFeatures({ pay: true }).email // false
 */
export function resolveRemoteFeatures(served: Partial<RemoteFeatures> | undefined): RemoteFeatures {
  const features = { ...defaultRemoteFeatures, ...served }
  return features.pay ? { ...features, email: false, socials: false } : features
}
