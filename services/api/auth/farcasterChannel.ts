import { z } from 'zod'

/** Record kind of a Farcaster channel, keyed by the hash of the frame's channel token. */
export const CHANNEL_KIND = 'farcaster-channel'

/**
 * A channel as stored while its sign-in is pending: the device it signs in, the relay's own channel
 * token (never sent to a browser: with it anyone could read the relay's answer first) and the nonce
 * the signed message must carry.
 */
export const channelValueSchema = z.object({
  state: z.literal('pending'),
  deviceId: z.string(),
  relayToken: z.string(),
  nonce: z.string(),
})

/** A stored pending channel. */
export type FarcasterChannelValue = z.infer<typeof channelValueSchema>
