// The `foyer/protocol` entry: host <-> login-frame messages, shared with services/frame.
export { FRAME_PROTOCOL_VERSION } from '../src/protocol/version'
export { frameReadySchema, parseFrameReady, type FrameReady } from '../src/protocol/frameReady'
