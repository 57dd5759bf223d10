import { z } from 'zod'
import { socialProviders } from './featureDefaults'

export { defaultRemoteFeatures, resolveRemoteFeatures, socialProviders, type SocialProvider } from './featureDefaults'

/** Remote feature flags, as the API serves them. */
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

/** The config response: any subset of the flags; unknown flags are ignored. */
export const remoteConfigResponseSchema = z.object({ features: remoteFeaturesSchema.partial() })
