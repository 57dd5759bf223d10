import type { FrameChain } from './frameConfig'

/** The frame's settings and in-progress flows, in memory only (nothing secret). */
export type FrameState = {
  /** The checked host origin. */
  hostOrigin: string
  /** This frame's origin (where /social-result lives). */
  frameOrigin: string
  projectId: string
  chainId: number
  /**
   * The chains the frame serves, with its own RPC URLs (from the frame server's config). URLs the
   * host sends are never used.
   */
  chains: readonly FrameChain[]
  /** The app's name (syncDappData), shown in the approval UI. */
  appName: string | undefined
  /** The e-mail of the sign-in in progress (connectEmail -> connectOtp/connectDevice). */
  pendingEmail: string | undefined
  /** The Farcaster channel in progress (getFarcasterUri -> connectFarcaster). Never sent to the host. */
  farcasterChannel: string | undefined
}
