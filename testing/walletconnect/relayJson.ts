import { z } from 'zod'

// WalletConnect clients number their requests with ids above 2^53 and write them as bare JSON
// numbers. `JSON.parse` would round them, the reply would carry another id and the client's
// request would never settle, so integers of 16+ digits are kept exact as bigints.
const longIntegerOutsideStrings = /([[:,]\s*)(-?\d{16,})(?=\s*[,\]}])/g
const longIntegerMarker = /^-?\d{16,}n$/

/**
 * Parses relay JSON, keeping integers of 16 digits or more exact as `bigint`.
 *
 * @throws {SyntaxError} when `text` is not JSON.
 * @example
 * parseRelayJson('{"id":1712345678901234567}') // { id: 1712345678901234567n }
 */
export function parseRelayJson(text: string): unknown {
  // Relay payloads put long integers only in `id`-like fields: message bodies are base64 and
  // topics are hex, neither of which holds ':' or ',' before a run of digits.
  const marked = text.replace(longIntegerOutsideStrings, '$1"$2n"')
  return JSON.parse(marked, (_key, value: unknown) => (typeof value === 'string' && longIntegerMarker.test(value) ? BigInt(value.slice(0, -1)) : value))
}

/**
 * Serialises relay JSON, writing `bigint` values as bare JSON numbers (the inverse of
 * {@link parseRelayJson}).
 *
 * @example
 * stringifyRelayJson({ id: 1712345678901234567n, result: true }) // '{"id":1712345678901234567,"result":true}'
 */
export function stringifyRelayJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item)).replace(/"(-?\d+)n"/g, '$1')
}

/** A JSON-RPC id as the relay keeps it. */
export const relayIdSchema = z.union([z.number(), z.string(), z.bigint()])

/** A JSON-RPC id as the relay keeps it: numbers above 2^53 stay exact as `bigint`. */
export type RelayId = z.infer<typeof relayIdSchema>

/** A request from a client. */
export const relayRequestSchema = z.object({
  id: relayIdSchema,
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1),
  params: z.unknown().optional(),
})

/** A client's answer to one of the relay's own requests (the ack of `irn_subscription`). */
export const relayResponseSchema = z.object({
  id: relayIdSchema,
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

const topic = z.string().min(1)
const publishOptions = {
  ttl: z.number().int().positive().optional(),
  tag: z.number().int().optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
}

/** Params of each relay method this relay implements, by method name. */
export const relayParamsSchemas = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic) }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.object({ subscriptions: z.array(z.object({ topic, id: z.string().optional() })) }),
  irn_publish: z.object({ topic, message: z.string().min(1), ...publishOptions }),
  irn_batchPublish: z.object({ messages: z.array(z.object({ topic, message: z.string().min(1), ...publishOptions })) }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic) }),
  // 2.25's dapp sends the proposal through the relay's own method, so the relay can keep it for
  // the wallet that has not subscribed yet...
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: z.string().min(1), ...publishOptions }),
  // ...and the wallet answers on the pairing topic and settles on the new session topic at once.
  wc_approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: z.string().min(1),
    sessionSettlementRequest: z.string().min(1),
    ...publishOptions,
  }),
} as const

/** A relay method this relay implements. */
export type RelayMethod = keyof typeof relayParamsSchemas

/** Type guard: does this relay implement `method`? */
export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayParamsSchemas, method)
}

const jwtPayloadSchema = z.object({ iss: z.string().min(1) })

/**
 * The client id (`did:key:…`) a WalletConnect client signs into the `auth` query parameter of the
 * socket URL, or `undefined` when it is missing or malformed. The signature is not checked: this
 * relay only needs to tell clients apart.
 *
 * @example
 * clientIdFromSocketUrl('/?auth=eyJ…&projectId=foyer-local') // 'did:key:z6Mk…'
 */
export function clientIdFromSocketUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  const auth = new URL(url, 'ws://relay.invalid').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data.iss : undefined
  } catch {
    return undefined
  }
}
