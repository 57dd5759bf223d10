/**
 * Version of the host <-> login-frame message protocol. Both sides check it at
 * the handshake and drop messages of any other version.
 */
export const FRAME_PROTOCOL_VERSION = 1
