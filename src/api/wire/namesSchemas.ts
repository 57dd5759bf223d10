// The names domain's wire: the API's routes type their answers with these schemas and the client
// parses the answers with them. The request schemas live in namesRequests.ts, which the browser
// never loads.
import { z } from 'zod'

/** Schema of one name as the profile endpoints answer it. */
export const profileNameSchema = z.object({
  /** Full name, e.g. `alice.foyer.id`. */
  name: z.string(),
  /** The owner by ENSIP-11 coin type (the coin type it was registered with). */
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
  /** ISO 8601. */
  registeredAt: z.string(),
})

/** One name as Foyer's API answers it. */
export type ProfileName = z.infer<typeof profileNameSchema>

/** Schema of `GET /v1/profile/reverse/{address}`: the address's names, newest (its primary name) first. */
export const profileNamesResponseSchema = z.array(profileNameSchema)

/** Schema of a name offered while choosing one; `registered` says it is taken. */
export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })

/** A name offered while choosing one; `registered` says it is taken. */
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>

/** Schema of `GET /v1/profile/suggestions/{name}`: the name asked for first, then free names like it. */
export const nameSuggestionsResponseSchema = z.object({ suggestions: z.array(nameSuggestionSchema) })

/** Schema of `POST /v1/profile/account`'s success. */
export const nameRegisteredResponseSchema = z.object({ success: z.literal(true), name: z.string() })

/** Schema of a refusal the naming API explains: `{ error, reasons: [{ description }] }`. */
export const nameRefusalSchema = z.object({ reasons: z.array(z.object({ description: z.string() })).min(1) })
