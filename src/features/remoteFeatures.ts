import { z } from 'zod'
import { servedSocialProviders } from './remoteFeatureDefaults'

export { defaultRemoteFeatures, resolveRemoteFeatures, servedSocialProviders, socialProviders, type SocialProvider } from './remoteFeatureDefaults'

/**
 * How the modal shows the operator's own OpenID Provider (`'oidc'`): the name on its button and an
 * optional icon, loaded only over https (the page never fetches a plain-http image).
 *
 * @example
 * oidcDisplaySchema.parse({ name: 'Acme SSO', iconUrl: 'https://sso.acme.example/icon.svg' })
 */
export const oidcDisplaySchema = z.object({
  name: z.string().trim().min(1).max(40),
  iconUrl: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .optional(),
})

/** The `'oidc'` button's name and icon, as the API serves them. */
export type OidcDisplay = z.infer<typeof oidcDisplaySchema>

/** Remote feature flags, as the API serves them. */
export const remoteFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.union([z.array(z.enum(servedSocialProviders)), z.literal(false)]),
  /** The name and icon of the `'oidc'` provider; present only when the API configures one. */
  oidc: oidcDisplaySchema.optional(),
  swaps: z.boolean(),
  onramp: z.boolean(),
  activity: z.boolean(),
  reownBranding: z.boolean(),
  multiWallet: z.boolean(),
  emailCapture: z.boolean(),
  pay: z.boolean(),
})

/** Remote feature flags after defaults and rules. */
export type RemoteFeatures = z.infer<typeof remoteFeaturesSchema>

/** The config response: any subset of the flags; unknown flags are ignored. */
export const remoteConfigResponseSchema = z.object({ features: remoteFeaturesSchema.partial() })
