/**
 * How often the host checks that the login frame is still there while a request to it is open:
 * a frame the app took out of the page (or that went away with its document) cannot answer, so
 * its open requests fail within one heartbeat instead of at their timeout (two minutes for a
 * connect call, ten for an approval). No timer runs while nothing is open.
 */
export const FRAME_HEARTBEAT_MS = 5_000
