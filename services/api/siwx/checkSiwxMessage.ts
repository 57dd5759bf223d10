import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { HttpError } from '../HttpError'

/** The fields of a checked message the routes use. */
export type CheckedSiwxMessage = {
  address: `0x${string}`
  chainId: number
  domain: string
  uri: string
  nonce: string
  issuedAt: number
  /** When the message says it expires; `undefined` when it does not say. */
  expirationTime: number | undefined
}

// Stryker disable next-line StringLiteral: the refusal names the field, never this text.
const date = z.date().refine((value) => !Number.isNaN(value.getTime()), 'not a date')

// The CAIP-122 required fields: accountAddress, chainId, domain, uri, version, nonce.
const fieldsSchema = z.object({
  // Stryker disable next-line StringLiteral: the refusal names the field, never this text.
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'not an address'),
  chainId: z.number().int().positive(),
  domain: z.string().min(1),
  uri: z.url(),
  version: z.literal('1'),
  // The parser reads a nonce of letters and digits only; at least 8 of them.
  nonce: z.string().min(8),
  // Required by EIP-4361: viem's parser reads no field of a message without it.
  issuedAt: date,
  expirationTime: date.optional(),
  notBefore: date.optional(),
})

// A message signed a little ahead of the server's clock is still accepted.
const CLOCK_SKEW_MS = 60_000

/**
 * Parses an EIP-4361 message and checks it against the server's rules before any signature is
 * verified: required fields, times, and that its domain is the site that asked (the request's
 * `Origin`) and one of the project's allowed origins. Throws the reason as an `HttpError` 400.
 *
 * @example
 * const fields = checkSiwxMessage(message, { now: Date.now(), origin: 'http://127.0.0.1:5173', allowedOrigins })
 */
export function checkSiwxMessage(message: string, context: { now: number; origin: string | undefined; allowedOrigins: readonly string[] }): CheckedSiwxMessage {
  const parsed = fieldsSchema.safeParse(parseSiweMessage(message))
  if (!parsed.success) {
    // Every field is top-level and the parser always answers an object, so a refusal has an issue
    // with a one-key path: the separator and the fallback are never used.
    // Stryker disable next-line StringLiteral,OptionalChaining: see above.
    const field = parsed.error.issues[0]?.path.join('.') || 'message'
    throw new HttpError(400, `Invalid SIWX message: ${field}`)
  }
  const fields = parsed.data
  const { now } = context
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) throw new HttpError(400, 'SIWX message expired')
  if (fields.notBefore && fields.notBefore.getTime() > now + CLOCK_SKEW_MS) throw new HttpError(400, 'SIWX message not yet valid')
  if (fields.issuedAt.getTime() > now + CLOCK_SKEW_MS) throw new HttpError(400, 'SIWX message issued in the future')

  // EIP-4361: the domain is the authority (host[:port]) of the site asking; the uri lives on it.
  const uri = new URL(fields.uri)
  const originOfDomain = `${uri.protocol}//${fields.domain}`
  const domainMatchesUri = uri.host === fields.domain
  // A browser always sends Origin on these cross-origin POSTs: the message must name that site, so a
  // message signed for one site cannot open a session for another.
  const domainMatchesRequest = context.origin === undefined || context.origin === originOfDomain
  if (!domainMatchesUri || !domainMatchesRequest || !matchOrigin(originOfDomain, context.allowedOrigins)) {
    throw new HttpError(400, 'SIWX message domain not allowed')
  }
  return {
    address: getAddress(fields.address),
    chainId: fields.chainId,
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt.getTime(),
    expirationTime: fields.expirationTime?.getTime(),
  }
}
