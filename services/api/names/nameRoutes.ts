import { createPublicClient, getAddress, http, isAddress } from 'viem'
import type { Hex, PublicClient } from 'viem'
import { z } from 'zod'
import { DEFAULT_NAME_ZONE, chainOfCoinType, nameProblem } from '../../../src/names/nameRules'
import type { NameProblem } from '../../../src/names/nameRules'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { hitCounter } from '../../store/hitCounter'
import { enforceRateLimits, requesterKey } from '../auth/rateLimits'
import type { RateLimit } from '../auth/rateLimits'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
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

/** One name as the profile endpoints answer it. */
export type ProfileNameWire = {
  /** Full name, e.g. `alice.foyer.id`. */
  name: string
  /** The owner by ENSIP-11 coin type (the coin type it was registered with). */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  /** ISO 8601. */
  registeredAt: string
}

/** The default registration limit: far above a person choosing a name, far below squatting. */
export const DEFAULT_NAME_REGISTRATIONS_PER_IP: RateLimit = { limit: 30, windowMs: 10 * 60_000 }

const SUGGESTIONS = 4
const PROBLEM_TEXT: Record<NameProblem, string> = {
  tooShort: 'Name must be at least 4 characters',
  tooLong: 'Name must be at most 63 characters',
  invalidCharacters: 'Name may hold only letters, digits and hyphens',
}

const registerBody = z.object({
  coin_type: z.union([z.number().int(), z.string().regex(/^\d{1,12}$/).transform(Number)]),
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'Invalid address'),
  message: z.string().min(1).max(4_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,}$/, 'Invalid signature'),
})
const registrationPayload = z.object({
  name: z.string().max(300),
  attributes: z.record(z.string().max(64), z.string().max(1_000)).refine((value) => Object.keys(value).length <= 20, 'Too many attributes'),
  timestamp: z.number().int().positive(),
})

/** A refusal the naming API explains: `{ error, reasons: [{ description }] }`. */
function refused(status: number, description: string): HttpError {
  return new HttpError(status, description, { reasons: [{ description }] })
}

/**
 * Names over the API's database, checked against the chains:
 *
 * - `GET /v1/profile/account/{name}` → {@link ProfileNameWire}; 404 when unregistered. A name
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
 * createApiServer({ chains, routes: nameRoutes({ chains, database }) })
 */
export function nameRoutes(options: NameRoutesOptions): ApiRoute[] {
  const database = databaseOrDevelopment(options.database)
  const store = async () => nameStore(await database())
  const now = options.now ?? Date.now
  const zones = options.zones ?? [DEFAULT_NAME_ZONE]
  const defaultZone = zones[0] ?? DEFAULT_NAME_ZONE
  const maxAgeMs = options.maxMessageAgeMs ?? 10 * 60_000
  const perIp = options.registrationsPerIp ?? DEFAULT_NAME_REGISTRATIONS_PER_IP
  const gatewayKey = options.gatewayKey
  const clients = new Map<number, PublicClient>()
  const clientOf = (chainId: number): PublicClient | undefined => {
    const chain = options.chains.find((candidate) => candidate.id === chainId)
    if (!chain) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }) })
      clients.set(chainId, client)
    }
    return client
  }
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

  return [
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      async handle({ params }) {
        const { name } = splitName(params.name ?? '')
        const record = await (await store()).byName(name)
        if (!record) throw new HttpError(404, 'Name not found')
        return { body: toWire(record) }
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      async handle({ params }) {
        const address = params.address ?? ''
        if (!isAddress(address, { strict: false })) throw new HttpError(400, 'Invalid address')
        return { body: (await (await store()).byAddress(address)).map(toWire) }
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      async handle({ params, url }) {
        const zone = url.searchParams.get('zone') ?? defaultZone
        if (!zones.includes(zone)) throw refused(400, 'Unknown name zone')
        const { label } = splitName(params.name ?? '')
        const candidates = [label, ...alternatives(label)].map((candidate) => `${candidate}.${zone}`)
        const taken = await (await store()).taken(candidates)
        const [asked, ...others] = candidates
        return {
          body: {
            suggestions: [
              { name: asked, registered: taken.has(asked ?? '') },
              ...others.filter((candidate) => !taken.has(candidate)).slice(0, SUGGESTIONS).map((candidate) => ({ name: candidate, registered: false })),
            ],
          },
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      async handle(request) {
        const at = now()
        const db = await database()
        await enforceRateLimits({ hitCounter: (key, windowMs, time) => hitCounter(db, key, windowMs, time) }, at, [
          { key: `names:register:ip:${requesterKey(request.clientIp)}`, limit: perIp },
        ])
        const body = registerBody.safeParse(await request.json())
        if (!body.success) throw refused(400, body.error.issues[0]?.message ?? 'Invalid body')
        const chainId = chainOfCoinType(body.data.coin_type)
        if (chainId === undefined) throw refused(400, 'Invalid coin type')
        const client = clientOf(chainId)
        if (!client) throw refused(400, 'Network not supported for names')
        const payload = readPayload(body.data.message)
        const { name } = splitName(payload.name)
        if (Math.abs(payload.timestamp * 1000 - at) > maxAgeMs) throw refused(400, 'Registration message expired')
        const address = getAddress(body.data.address)
        const valid = await client
          .verifyMessage({ address, message: body.data.message, signature: body.data.signature as Hex })
          .catch(() => false)
        if (!valid) throw refused(401, 'Invalid signature')
        const added = await nameStore(db).add({
          name,
          address,
          coinType: body.data.coin_type,
          attributes: payload.attributes,
          message: body.data.message,
          signature: body.data.signature,
          registeredAt: at,
        })
        if (!added) throw refused(409, `${name} is already registered`)
        return { body: { success: true, name } }
      },
    },
    ...(gatewayKey ? [nameGatewayRoute({ store, defaultZone, signingKey: gatewayKey })] : []),
  ]
}

function readPayload(message: string): z.infer<typeof registrationPayload> {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw refused(400, 'Invalid registration message')
  }
  const parsed = registrationPayload.safeParse(json)
  if (!parsed.success) throw refused(400, 'Invalid registration message')
  return parsed.data
}

// Close to what was asked, and each still a valid label.
function alternatives(label: string): string[] {
  const base = label.slice(0, 58)
  return [`${base}1`, `${base}2`, `${base}-id`, `${base}42`, `${base}3`, `${base}-web3`, `${base}7`]
}

/** A stored name as the profile endpoints answer it. */
export function toWire(record: NameRecord): ProfileNameWire {
  return {
    name: record.name,
    addresses: { [String(record.coinType)]: { address: getAddress(record.address) } },
    attributes: record.attributes,
    registeredAt: new Date(record.registeredAt).toISOString(),
  }
}
