// @vitest-environment node
/* The `foyer-kit/protocol` entry's public surface: its names (snapshot) and main types. */
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as exports from './protocol'
import type { FrameRequestType, HostTransport } from './protocol'

describe('foyer-kit/protocol', () => {
  it('exports', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "FRAME_PROTOCOL_VERSION",
        "FrameAlertError",
        "FrameRequestError",
        "SAFE_RPC_METHODS",
        "UNSAFE_RPC_METHODS",
        "accountTypeSchema",
        "addressSchema",
        "authProviderSchema",
        "chainIdSchema",
        "checkHostOrigin",
        "classifyRpcMethod",
        "createFrameEndpoint",
        "createHostTransport",
        "dappDataSyncSchema",
        "emailSchema",
        "emailUpdateSchema",
        "frameApprovalEventSchema",
        "frameConnectRequestTypes",
        "frameErrorCodes",
        "frameErrorEventSchema",
        "frameErrorMessages",
        "frameEventSchema",
        "frameReadyEventSchema",
        "frameReadySchema",
        "frameReplySchema",
        "frameRequestPayloadSchemas",
        "frameRequestSchema",
        "frameRequestTypes",
        "frameResultSchemas",
        "frameUserSchema",
        "httpUrlSchema",
        "otpSchema",
        "parseFrameEvent",
        "parseFrameReady",
        "parseFrameReply",
        "parseFrameRequest",
        "siwxMessageSchema",
        "socialConnectSchema",
        "socialProviderSchema",
        "themeSyncSchema",
        "toFrameErrorPayload",
      ]
    `)
  })

  it('types', () => {
    expectTypeOf(exports.FRAME_PROTOCOL_VERSION).toBeNumber()
    expectTypeOf(exports.createHostTransport).returns.toEqualTypeOf<HostTransport>()
    expectTypeOf<FrameRequestType>().toExtend<string>()
    expectTypeOf<exports.FrameRequestError['code']>().toEqualTypeOf<number>()
  })
})
