import { z } from 'zod'
import { FRAME_PROTOCOL_VERSION } from './version'

/** The first message the login frame posts to its parent once its script runs. */
export const frameReadySchema = z.object({
  type: z.literal('frame:ready'),
  version: z.literal(FRAME_PROTOCOL_VERSION),
})

/** The frame's READY message. */
export type FrameReady = z.infer<typeof frameReadySchema>

/** Parses an untrusted message: the READY message, or `undefined` for anything else. */
export function parseFrameReady(data: unknown): FrameReady | undefined {
  const parsed = frameReadySchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
