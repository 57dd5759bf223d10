import { z } from 'zod'

/** Record kinds of a Farcaster channel: the channel (by token hash) and its public connect id. */
export const CHANNEL_KIND = 'farcaster-channel'
export const CONNECT_KIND = 'farcaster-connect'

/** A channel as stored: pending until the sign-in completes, then the user it signed in. */
export const channelValueSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), deviceId: z.string(), connectId: z.string() }),
  z.object({
    state: z.literal('completed'),
    deviceId: z.string(),
    connectId: z.string(),
    userId: z.string(),
    isNewUser: z.boolean(),
    userName: z.string().optional(),
  }),
])
