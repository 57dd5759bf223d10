// What the SIWX endpoints accept. The API validates requests with these schemas; the client only
// types its requests with them (type imports), so they never reach the browser bundle.
import * as z from 'zod/mini'

/** Schema of `POST /v1/sessions/nonce`'s query: the project the nonce is for. */
export const siwxProjectQuerySchema = z.object({ projectId: z.string().check(z.minLength(1), z.maxLength(200)) })

/** Schema of `POST /v1/sessions`' body: the EIP-4361 message and its signature. */
export const siwxSignInBodySchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(10_000)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,}$/, 'Invalid signature')),
})

/** The body of `POST /v1/sessions`. */
export type SiwxSignInBody = z.infer<typeof siwxSignInBodySchema>

/**
 * Schema of the `{id}` of `/v1/sessions/{id}`: a signed token, 96 base64url characters (32 random
 * bytes, the signing key's id and an HMAC-SHA256).
 */
export const siwxSessionParamSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{96}$/)) })
