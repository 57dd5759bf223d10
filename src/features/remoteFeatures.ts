import { z } from 'zod'

/** Social providers the spec lists, in its default order. */
export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** One social sign-in provider. */
export type SocialProvider = (typeof socialProviders)[number]

/** Remote feature flags (section 3), as the API serves them. */
export const remoteFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.union([z.array(z.enum(socialProviders)), z.literal(false)]),
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

/**
 * The spec's defaults (section 9), used when the config call fails: swaps, onramp,
 * e-mail, socials, activity and branding on; multi-wallet and e-mail capture off.
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

/** The config response: any subset of the flags; unknown flags are ignored. */
export const remoteConfigResponseSchema = z.object({ features: remoteFeaturesSchema.partial() })

/**
 * Merges served flags over the defaults and applies the spec's rule that pay
 * switches e-mail and social login off.
 *
 * @example
 * resolveRemoteFeatures({ pay: true }).email // false
 */
export function resolveRemoteFeatures(served: Partial<RemoteFeatures> | undefined): RemoteFeatures {
  const features = { ...defaultRemoteFeatures, ...served }
  return features.pay ? { ...features, email: false, socials: false } : features
}
