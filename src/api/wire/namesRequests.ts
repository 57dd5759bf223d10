// What the names endpoints accept. The API validates requests with these schemas; the client only
// types its requests with them (type imports), so they never reach the browser bundle.
import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * Schema of `POST /v1/profile/account`'s body: `message` is the registration payload as JSON
 * (`registrationMessage`), signed by `address`.
 */
export const registerNameBodySchema = z.object({
  coin_type: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ]),
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'Invalid address'),
  message: z.string().min(1).max(4_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,}$/, 'Invalid signature'),
})

/** The body of `POST /v1/profile/account`. */
export type RegisterNameBody = z.input<typeof registerNameBodySchema>

/** Schema of the payload a registration message carries (`NameRegistrationPayload`). */
export const nameRegistrationPayloadSchema = z.object({
  name: z.string().max(300),
  attributes: z.record(z.string().max(64), z.string().max(1_000)).refine((value) => Object.keys(value).length <= 20, 'Too many attributes'),
  timestamp: z.number().int().positive(),
})

/** Schema of `GET /v1/profile/suggestions/{name}`'s query. @default zone: the API's default zone */
export const nameSuggestionsQuerySchema = z.object({ zone: z.string().optional() })
