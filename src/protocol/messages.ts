import { z } from 'zod'
import {
  accountTypeSchema,
  addressSchema,
  chainIdSchema,
  dappDataSyncSchema,
  emailSchema,
  emailUpdateSchema,
  frameUserSchema,
  httpUrlSchema,
  otpSchema,
  socialConnectSchema,
  socialProviderSchema,
  themeSyncSchema,
} from './payloads'
import { FRAME_PROTOCOL_VERSION } from './version'

const empty = z.object({})

/** Payload schema of every request type: the whole vocabulary of the host-frame protocol. */
export const frameRequestPayloadSchemas = {
  connectEmail: z.object({ email: emailSchema }),
  connectOtp: z.object({ otp: otpSchema }),
  connectDevice: z.object({ otp: otpSchema }),
  /** After connectOtp answered 4011: waits until the device is approved by the e-mailed link. */
  awaitDeviceApproval: empty,
  /** Sends the device-approval link again (throttled like codes). */
  resendDeviceLink: empty,
  getSocialRedirectUri: z.object({ provider: socialProviderSchema }),
  connectSocial: socialConnectSchema,
  getFarcasterUri: empty,
  connectFarcaster: empty,
  getUser: z.object({ chainId: chainIdSchema.optional(), preferredAccountType: accountTypeSchema.optional() }),
  isConnected: empty,
  getChainId: empty,
  switchNetwork: z.object({ chainId: chainIdSchema, rpcUrl: httpUrlSchema }),
  rpcRequest: z.object({
    method: z.string().min(1).max(100),
    params: z.unknown().optional(),
    chainId: chainIdSchema,
    rpcUrl: httpUrlSchema,
  }),
  rpcAbort: z.object({ requestId: z.uuidv4() }),
  signOut: empty,
  updateEmail: emailUpdateSchema,
  updateEmailPrimaryOtp: z.object({ otp: otpSchema }),
  updateEmailSecondaryOtp: z.object({ otp: otpSchema }),
  syncTheme: themeSyncSchema,
  syncDappData: dappDataSyncSchema,
  getSmartAccountEnabledNetworks: empty,
  initSmartAccount: empty,
  setPreferredAccount: z.object({ type: accountTypeSchema }),
  reload: empty,
} as const

/** Result schema of every request type: the `result` of a successful reply. */
export const frameResultSchemas = {
  connectEmail: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  connectOtp: frameUserSchema,
  connectDevice: frameUserSchema,
  awaitDeviceApproval: frameUserSchema,
  resendDeviceLink: empty,
  getSocialRedirectUri: z.object({ uri: httpUrlSchema }),
  connectSocial: frameUserSchema,
  getFarcasterUri: z.object({ url: httpUrlSchema }),
  connectFarcaster: frameUserSchema,
  getUser: frameUserSchema,
  isConnected: z.object({ isConnected: z.boolean() }),
  getChainId: z.object({ chainId: chainIdSchema }),
  switchNetwork: z.object({ chainId: chainIdSchema }),
  rpcRequest: z.object({ result: z.unknown() }),
  rpcAbort: empty,
  signOut: empty,
  updateEmail: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  updateEmailPrimaryOtp: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  updateEmailSecondaryOtp: z.object({ email: emailSchema }),
  syncTheme: empty,
  syncDappData: empty,
  getSmartAccountEnabledNetworks: z.object({ smartAccountEnabledNetworks: z.array(chainIdSchema) }),
  initSmartAccount: z.object({ address: addressSchema, isDeployed: z.boolean() }),
  setPreferredAccount: z.object({ type: accountTypeSchema, address: addressSchema }),
  reload: empty,
} as const satisfies Record<keyof typeof frameRequestPayloadSchemas, z.ZodType>

/** A request type, e.g. `'connectEmail'`. */
export type FrameRequestType = keyof typeof frameRequestPayloadSchemas

/** Every request type, in the order of the contract. */
export const frameRequestTypes = Object.keys(frameRequestPayloadSchemas) as readonly FrameRequestType[]

/** The request types whose timeout is the connect timeout (120 s) and whose timeout alert is APKT004. */
export const frameConnectRequestTypes = [
  'connectEmail',
  'connectOtp',
  'connectDevice',
  'awaitDeviceApproval',
  'connectSocial',
  'connectFarcaster',
] as const satisfies readonly FrameRequestType[]

/** The payload of a request type (input side: optional fields may be left out). */
export type FramePayload<T extends FrameRequestType> = z.input<(typeof frameRequestPayloadSchemas)[T]>

/** The result of a request type. */
export type FrameResult<T extends FrameRequestType> = z.output<(typeof frameResultSchemas)[T]>

const version = z.literal(FRAME_PROTOCOL_VERSION)
const requestId = z.uuidv4()

/** A request, host -> frame. */
export type FrameRequest = {
  [T in FrameRequestType]: {
    v: typeof FRAME_PROTOCOL_VERSION
    kind: 'request'
    id: string
    type: T
    payload: z.output<(typeof frameRequestPayloadSchemas)[T]>
  }
}[FrameRequestType]

/** A successful reply, frame -> host. */
export type FrameSuccessReply = {
  [T in FrameRequestType]: {
    v: typeof FRAME_PROTOCOL_VERSION
    kind: 'reply'
    id: string
    type: T
    ok: true
    result: FrameResult<T>
  }
}[FrameRequestType]

/** An error reply, frame -> host. */
export type FrameErrorReply = {
  v: typeof FRAME_PROTOCOL_VERSION
  kind: 'reply'
  id: string
  type: FrameRequestType
  ok: false
  error: { code: number; message: string }
}

/** A reply, frame -> host: one per request, carrying the request's id and type. */
export type FrameReply = FrameSuccessReply | FrameErrorReply

/** Every request, discriminated on `type`; each payload parsed by its own schema. */
export const frameRequestSchema = z.discriminatedUnion(
  'type',
  frameRequestTypes.map((type) =>
    z.strictObject({
      v: version,
      kind: z.literal('request'),
      id: requestId,
      type: z.literal(type),
      payload: frameRequestPayloadSchemas[type],
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<FrameRequest>

const frameSuccessReplySchema = z.discriminatedUnion(
  'type',
  frameRequestTypes.map((type) =>
    z.strictObject({
      v: version,
      kind: z.literal('reply'),
      id: requestId,
      type: z.literal(type),
      ok: z.literal(true),
      result: frameResultSchemas[type],
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
)

const frameErrorReplySchema = z.strictObject({
  v: version,
  kind: z.literal('reply'),
  id: requestId,
  type: z.enum(frameRequestTypes as [FrameRequestType, ...FrameRequestType[]]),
  ok: z.literal(false),
  error: z.strictObject({ code: z.number().int(), message: z.string().max(1000) }),
})

/** Every reply: a success whose `result` matches its `type`, or an error. */
export const frameReplySchema = z.union([frameSuccessReplySchema, frameErrorReplySchema]) as unknown as z.ZodType<FrameReply>

/** The handshake event: the frame is running and speaks this protocol version. */
export const frameReadyEventSchema = z.strictObject({
  v: version,
  kind: z.literal('event'),
  type: z.literal('ready'),
  payload: z.strictObject({ version }),
})

/** The frame shows or hides its approval UI; the host shows or hides the iframe to match. */
export const frameApprovalEventSchema = z.strictObject({
  v: version,
  kind: z.literal('event'),
  type: z.literal('approval'),
  payload: z.strictObject({ visible: z.boolean() }),
})

/**
 * The frame refuses the host: `unverified_domain` when the page's origin is not among the project's
 * allowed origins (the host shows APKT005). Posted instead of READY, and only to the origin the
 * browser reports as the embedder, so it tells a page nothing about anyone else.
 */
export const frameErrorEventSchema = z.strictObject({
  v: version,
  kind: z.literal('event'),
  type: z.literal('error'),
  payload: z.strictObject({ error: z.literal('unverified_domain') }),
})

/** Every event, frame -> host, discriminated on `type`. */
export const frameEventSchema = z.discriminatedUnion('type', [frameReadyEventSchema, frameApprovalEventSchema, frameErrorEventSchema])

/** An event, frame -> host. */
export type FrameEvent = z.infer<typeof frameEventSchema>

/** Parses an untrusted message as a request, or `undefined`. */
export function parseFrameRequest(data: unknown): FrameRequest | undefined {
  const parsed = frameRequestSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}

/** Parses an untrusted message as a reply, or `undefined`. */
export function parseFrameReply(data: unknown): FrameReply | undefined {
  const parsed = frameReplySchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}

/** Parses an untrusted message as an event, or `undefined`. */
export function parseFrameEvent(data: unknown): FrameEvent | undefined {
  const parsed = frameEventSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
