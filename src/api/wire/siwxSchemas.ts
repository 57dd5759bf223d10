// The SIWX (sign in with the wallet) domain's wire: the API's routes type their answers with these
// schemas and the client parses the answers with them. zod/mini, as the SIWX client is in the app's
// first chunk. The request schemas live in siwxRequests.ts, which the browser never loads.
import * as z from 'zod/mini'

/** Schema of `POST /v1/sessions/nonce`: a nonce usable once, until `expiresAt` (ISO 8601). */
export const siwxNonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  expiresAt: z.optional(z.string()),
})

/** Schema of one sign-in session as the API keeps it. */
export const siwxSessionSchema = z.object({
  /** CAIP-2 network of the message, e.g. `eip155:1`. */
  chainId: z.string(),
  address: z.string(),
  domain: z.string(),
  uri: z.string(),
  /** The signed EIP-4361 message. */
  message: z.string(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
})

/** `GET /v1/sessions/{id}`'s answer (and `POST /v1/sessions`' `session`). */
export type SiwxSessionWire = z.infer<typeof siwxSessionSchema>

/** Schema of `POST /v1/sessions`: the session's id (its bearer secret: a signed token, 96 base64url characters) and the session. */
export const siwxCreatedResponseSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{96}$/)),
  session: z.optional(siwxSessionSchema),
})

/** Schema of `DELETE /v1/sessions/{id}`. */
export const siwxRevokedResponseSchema = z.object({ revoked: z.literal(true) })

/** `POST /v1/sessions/{id}/revoke-all`: how many live sessions of that account and project ended. */
export const siwxRevokedAllResponseSchema = z.object({ revoked: z.int().check(z.gte(0)) })
