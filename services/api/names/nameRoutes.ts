import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { MiddlewareHandler } from 'hono'
import { getAddress, isAddress } from 'viem'
import { chainClients } from '../chainClients'
import type { Hex } from 'viem'
import type { z } from 'zod'
import { nameRegistrationPayloadSchema, nameSuggestionsQuerySchema, registerNameBodySchema } from '../../../src/api/wire/namesRequests'
import type { NameSuggestion, ProfileName } from '../../../src/api/wire/namesSchemas'
import { DEFAULT_NAME_ZONE, chainOfCoinType, nameProblem } from '../../../src/names/nameRules'
import type { NameProblem } from '../../../src/names/nameRules'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { hitCounter } from '../../store/hitCounter'
import { enforceRateLimits, requesterKey } from '../auth/rateLimits'
import type { RateLimit } from '../auth/rateLimits'
import type { ApiChain } from '../coreRoutes'
import { clientIpOf } from '../apiDomain'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { HttpError } from '../HttpError'
import { invalidInput, jsonBody } from '../jsonBody'
import { nameGatewayRoute } from './nameGatewayRoute'
import { nameStore } from './nameStore'
import type { NameRecord } from './nameStore'

/** Options of {@link nameRoutes}. */
export type NameRoutesOptions = {
  /** Chains whose RPC verifies registration signatures (ERC-1271 and ERC-6492 smart accounts included). */
  chains: readonly ApiChain[]
  /** Where names live. Required in production. @default the development database */
  database?: SqlDatabase
  /** Zones names are registered under; the first is the default. @default ['foyer.id'] */
  zones?: readonly string[]
  /** How far a registration message's timestamp may be from the server's clock. @default 10 minutes */
  maxMessageAgeMs?: number
  /**
   * Registrations (`POST /v1/profile/account`, valid or not) from one IP, counted in the database
   * (shared by every API instance on it): each one is a signature check on a chain's RPC and may
   * take a name. @default 30 per 10 min
   */
  registrationsPerIp?: RateLimit
  /**
   * Private key the CCIP-Read gateway signs its answers with; the resolver contract on chain must
   * trust its address. Without one the gateway route is not mounted (names are still served over
   * the profile routes). Keep it secret like the recovery key. The local stack passes the local
   * chains' development key (`DEV_NAME_GATEWAY_KEY`); nothing falls back to it.
   * @default none: no gateway
   */
  gatewayKey?: Hex
  /** @default Date.now */
  now?: () => number
}

/** The default registration limit: far above a person choosing a name, far below squatting. */
export const DEFAULT_NAME_REGISTRATIONS_PER_IP: RateLimit = { limit: 30, windowMs: 10 * 60_000 }

const SUGGESTIONS = 4
const PROBLEM_TEXT: Record<NameProblem, string> = {
  tooShort: 'Name must be at least 4 characters',
  tooLong: 'Name must be at most 63 characters',
  invalidCharacters: 'Name may hold only letters, digits and hyphens',
}

/** A refusal the naming API explains: `{ error, reasons: [{ description }] }`. */
function refused(status: number, description: string): HttpError {
  return new HttpError(status, description, { reasons: [{ description }] })
}

/** A `zValidator` hook: a body that does not fit is refused with its first problem as the reason. */
function refusedInput(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): void {
  // A failed parse always carries an error with at least one issue, so the fallback text is never used.
  // Stryker disable next-line StringLiteral,OptionalChaining: see above.
  if (!result.success) throw refused(400, result.error?.issues[0]?.message ?? 'Invalid body')
}

/**
 * Names over the API's database, checked against the chains:
 *
 * - `GET /v1/profile/account/{name}` → a {@link ProfileName}; 404 when unregistered. A name
 *   without a zone is read in the default zone.
 * - `GET /v1/profile/reverse/{address}` → the address's names, newest (its primary name) first.
 * - `GET /v1/profile/suggestions/{name}?zone=` → `{ suggestions: [{ name, registered }] }`: the
 *   name asked for first, then free names like it.
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }` → `{ success, name }`:
 *   the message is the registration payload `{ name, attributes, timestamp }` as JSON, signed by
 *   `address` (verified with viem against the coin type's chain, so smart accounts register too).
 * - `GET /v1/profile/ccip/{sender}/{data}`: the CCIP-Read gateway the local chains' name resolver
 *   points at, so `getEnsName` / `getEnsAddress` resolve these names; its answers are signed with
 *   `gatewayKey`.
 *
 * @example
 * createApiServer({ chains, domains: [nameRoutes({ chains, database })] })
 */
export function nameRoutes(options: NameRoutesOptions): ApiDomain {
  const database = databaseOrDevelopment(options.database)
  const store = async () => nameStore(await database())
  const now = options.now ?? Date.now
  const zones = options.zones ?? [DEFAULT_NAME_ZONE]
  const defaultZone = zones[0] ?? DEFAULT_NAME_ZONE
  const maxAgeMs = options.maxMessageAgeMs ?? 10 * 60_000
  const perIp = options.registrationsPerIp ?? DEFAULT_NAME_REGISTRATIONS_PER_IP
  const clientOf = chainClients(options.chains)
  // `alice` → `alice.foyer.id`; a full name must be in one of the zones and have a valid label.
  const splitName = (value: string): { label: string; name: string } => {
    const lower = value.toLowerCase()
    const zone = zones.find((candidate) => lower.endsWith(`.${candidate}`))
    const label = zone ? lower.slice(0, -zone.length - 1) : lower
    if (!zone && lower.includes('.')) throw refused(400, 'Unknown name zone')
    const problem = nameProblem(label)
    if (problem) throw refused(400, PROBLEM_TEXT[problem])
    return { label, name: `${label}.${zone ?? defaultZone}` }
  }
  // Every registration counts, valid or not: each is a signature check on a chain's RPC.
  const registrationLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const db = await database()
    await enforceRateLimits({ hitCounter: (key, windowMs, time) => hitCounter(db, key, windowMs, time) }, now(), [
      { key: `names:register:ip:${requesterKey(clientIpOf(c))}`, limit: perIp },
    ])
    await next()
  }

  const app = new Hono<ApiEnv>()
    .get('/v1/profile/account/:name', async (c) => {
      const { name } = splitName(c.req.param('name'))
      const record = await (await store()).byName(name)
      if (!record) throw new HttpError(404, 'Name not found')
      return c.json(toWire(record))
    })
    .get('/v1/profile/reverse/:address', async (c) => {
      const address = c.req.param('address')
      if (!isAddress(address, { strict: false })) throw new HttpError(400, 'Invalid address')
      return c.json((await (await store()).byAddress(address)).map(toWire))
    })
    .get('/v1/profile/suggestions/:name', zValidator('query', nameSuggestionsQuerySchema, invalidInput), async (c) => {
      const zone = c.req.valid('query').zone ?? defaultZone
      if (!zones.includes(zone)) throw refused(400, 'Unknown name zone')
      const { label } = splitName(c.req.param('name'))
      const asked = `${label}.${zone}`
      const others = alternatives(label).map((candidate) => `${candidate}.${zone}`)
      const taken = await (await store()).taken([asked, ...others])
      const suggestions: NameSuggestion[] = [
        { name: asked, registered: taken.has(asked) },
        ...others
          .filter((candidate) => !taken.has(candidate))
          .slice(0, SUGGESTIONS)
          .map((candidate) => ({ name: candidate, registered: false })),
      ]
      return c.json({ suggestions })
    })
    .post('/v1/profile/account', registrationLimit, jsonBody, zValidator('json', registerNameBodySchema, refusedInput), async (c) => {
      const at = now()
      const body = c.req.valid('json')
      const chainId = chainOfCoinType(body.coin_type)
      if (chainId === undefined) throw refused(400, 'Invalid coin type')
      const client = clientOf(chainId)
      if (!client) throw refused(400, 'Network not supported for names')
      const payload = readPayload(body.message)
      const { name } = splitName(payload.name)
      if (Math.abs(payload.timestamp * 1000 - at) > maxAgeMs) throw refused(400, 'Registration message expired')
      const address = getAddress(body.address)
      // Stryker disable next-line ArrowFunction: a catch answering undefined refuses the registration just as false does.
      const valid = await client.verifyMessage({ address, message: body.message, signature: body.signature as Hex }).catch(() => false)
      if (!valid) throw refused(401, 'Invalid signature')
      const added = await nameStore(await database()).add({
        name,
        address,
        coinType: body.coin_type,
        attributes: payload.attributes,
        message: body.message,
        signature: body.signature,
        registeredAt: at,
      })
      if (!added) throw refused(409, `${name} is already registered`)
      return c.json({ success: true as const, name })
    })
  // Stryker disable next-line StringLiteral: Hono joins '' and '/' alike to the gateway's own paths.
  if (options.gatewayKey) app.route('/', nameGatewayRoute({ store, defaultZone, signingKey: options.gatewayKey }))
  return { app }
}

function readPayload(message: string): z.infer<typeof nameRegistrationPayloadSchema> {
  let json: unknown
  // Emptied, the catch would leave an unparsable message undefined, which the payload schema refuses
  // with the same answer. The directive sits before `catch`: Stryker reads one only as a node's
  // leading comment (here the catch clause's, whose block starts on that line).
  try {
    json = JSON.parse(message)
  } /* Stryker disable next-line BlockStatement: an unparsable message left undefined is refused alike. */ catch {
    throw refused(400, 'Invalid registration message')
  }
  const parsed = nameRegistrationPayloadSchema.safeParse(json)
  if (!parsed.success) throw refused(400, 'Invalid registration message')
  return parsed.data
}

// Close to what was asked, and each still a valid label.
function alternatives(label: string): string[] {
  const base = label.slice(0, 58)
  return [`${base}1`, `${base}2`, `${base}-id`, `${base}42`, `${base}3`, `${base}-web3`, `${base}7`]
}

/** A stored name as the profile endpoints answer it. */
export function toWire(record: NameRecord): ProfileName {
  return {
    name: record.name,
    addresses: { [String(record.coinType)]: { address: getAddress(record.address) } },
    attributes: record.attributes,
    registeredAt: new Date(record.registeredAt).toISOString(),
  }
}
