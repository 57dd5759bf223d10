// The `foyer-kit/protocol` entry: host <-> login-frame messages, shared with services/frame.
export { FRAME_PROTOCOL_VERSION } from '../src/protocol/version'
/** @deprecated The handshake is now the `ready` event of `frameEventSchema`; kept for older frames' tests. */
export { frameReadySchema, parseFrameReady, type FrameReady } from '../src/protocol/frameReady'
export {
  accountTypeSchema,
  addressSchema,
  authProviderSchema,
  chainIdSchema,
  dappDataSyncSchema,
  emailSchema,
  emailUpdateSchema,
  frameUserSchema,
  httpUrlSchema,
  otpSchema,
  siwxMessageSchema,
  socialConnectSchema,
  socialProviderSchema,
  themeSyncSchema,
  type AccountType,
  type FrameUser,
  type SocialProvider,
} from '../src/protocol/payloads'
export {
  frameApprovalEventSchema,
  frameErrorEventSchema,
  frameConnectRequestTypes,
  frameEventSchema,
  frameReadyEventSchema,
  frameReplySchema,
  frameRequestPayloadSchemas,
  frameRequestSchema,
  frameRequestTypes,
  frameResultSchemas,
  parseFrameEvent,
  parseFrameReply,
  parseFrameRequest,
  type FrameErrorReply,
  type FrameEvent,
  type FramePayload,
  type FrameReply,
  type FrameRequest,
  type FrameRequestType,
  type FrameResult,
  type FrameSuccessReply,
} from '../src/protocol/messages'
export {
  classifyRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type RpcMethodClass,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from '../src/protocol/rpcMethods'
export {
  frameErrorCodes,
  frameErrorMessages,
  FrameRequestError,
  toFrameErrorPayload,
  type FrameErrorCode,
  type FrameRequestErrorType,
} from '../src/protocol/frameErrors'
export { FrameAlertError, type FrameAlertErrorType, type FrameFailureReason } from '../src/protocol/frameAlertError'
export {
  createHostTransport,
  type CreateHostTransportOptions,
  type FrameRequestOptions,
  type HostTransport,
  type HostTransportTimeouts,
} from '../src/protocol/createHostTransport'
export {
  createFrameEndpoint,
  type CreateFrameEndpointOptions,
  type FrameEndpoint,
  type FrameRequestContext,
  type FrameRequestHandlers,
  type FrameRequestPayload,
} from '../src/protocol/createFrameEndpoint'
export {
  checkHostOrigin,
  type CheckHostOriginOptions,
  type HostOriginCheck,
  type HostOriginFailure,
} from '../src/protocol/checkHostOrigin'
