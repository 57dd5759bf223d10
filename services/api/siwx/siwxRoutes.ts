import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { chainClients } from '../chainClients'
import type { Hex, PublicClient } from 'viem'
import { generateSiweNonce, verifySiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { hitCounter } from '../../store/hitCounter'
import { enforceRateLimits, requesterKey } from '../auth/rateLimits'
import type { RateCheck, RateLimit } from '../auth/rateLimits'
import { developmentDefault } from '../../http/developmentDefault'
import { clientIpOf } from '../apiDomain'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import { jsonBody } from '../jsonBody'
import { localProjects } from '../projectRoutes'
import type { ProjectConfig } from '../projectRoutes'
import { createTokenSigner, sessionKeysOrDevelopment } from '../auth/sessionKeys'
import type { SessionKeys } from '../auth/sessionKeys'
import { checkSiwxMessage } from './checkSiwxMessage'
import { siwxStore } from './siwxStore'
import type { SiwxSessionRecord } from './siwxStore'
import type { SiwxSessionWire } from '../../../src/api/wire/siwxSchemas'

/** Options of {@link siwxRoutes}. */
export type SiwxRoutesOptions = {
  /** Chains whose RPC verifies signatures (ERC-1271 and ERC-6492 smart accounts included). */
  chains: readonly ApiChain[]
  /** Projects whose allowed origins a message's domain must be on. Required in production. @default localProjects */
  projects?: readonly ProjectConfig[]
  /** Where nonces and sessions live. Required in production. @default the development database */
  database?: SqlDatabase
  /** How long an issued nonce can be used. @default 10 minutes */
  nonceTtlMs?: number
  /** How long a session lasts when its message sets no `expirationTime`. @default 7 days */
  defaultSessionMs?: number
  /**
   * The longest a session lasts, whatever its message says: a signed `expirationTime` years away
   * must not make a stolen session id good for years.
   * @default 30 days
   */
  maxSessionMs?: number
  /**
   * Per-client limits, counted in the database (shared by every API instance on it). A nonce is a
   * row and a sign-in one signature check on the chain's RPC, so both are limited per IP; nonces
   * also per project. @default {@link DEFAULT_SIWX_RATE_LIMITS}
   */
  rateLimits?: SiwxRateLimits
  /** @default Date.now */
  now?: () => number
  /**
   * The keys session ids are signed with (the auth service's `sessionKeys`): an id no accepted key
   * signed is refused before the database is asked. Required in production.
   * @default a random key per process (development only)
   */
  sessionKeys?: SessionKeys
}

/** Limits of the SIWX routes. */
export type SiwxRateLimits = {
  /** Nonces one IP may ask for. @default 60 per 10 min */
  noncesPerIp: RateLimit
  /**
   * Nonces of one project, from every IP: a ceiling far above real traffic (the per-IP limit is
   * counted first), so a few dozen addresses cannot keep a project's visitors from signing in.
   * @default 60000 per 10 min
   */
  noncesPerProject: RateLimit
  /** Sign-ins (`POST /v1/sessions`, valid or not) from one IP. @default 60 per 10 min */
  signInsPerIp: RateLimit
}

/** The default SIWX limits: far above one person signing in on a few networks, far below scanning. */
export const DEFAULT_SIWX_RATE_LIMITS: SiwxRateLimits = {
  noncesPerIp: { limit: 60, windowMs: 10 * 60_000 },
  noncesPerProject: { limit: 60_000, windowMs: 10 * 60_000 },
  signInsPerIp: { limit: 60, windowMs: 10 * 60_000 },
}

const projectQuerySchema = z.object({ projectId: z.string().min(1).max(200) })
const createBody = z.object({
  message: z.string().min(1).max(10_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,}$/, 'Invalid signature'),
})

/**
 * SIWX (sign in with the wallet, CAIP-122 / EIP-4361) over the API's database:
 *
 * - `POST /v1/sessions/nonce?projectId=` → `{ nonce, expiresAt }`: a nonce usable once, for
 *   10 minutes.
 * - `POST /v1/sessions` `{ message, signature }` → `{ id, session }`: checks the message (required
 *   fields, times, its domain against the request's `Origin` and the project's allowed origins, the
 *   nonce), verifies the signature with viem against the chain (so smart accounts sign in too),
 *   uses the nonce up and stores the session. `id` is the session's bearer secret.
 * - `GET /v1/sessions/{id}` → {@link SiwxSessionWire}; 404 unknown, 410 revoked or expired.
 * - `POST /v1/sessions/{id}/revoke` → `{ revoked: true }` (idempotent).
 * - `POST /v1/sessions/{id}/revoke-all` → `{ revoked: n }`: every live session of that session's
 *   address in its project (the sessions revoked by this call).
 *
 * A session ends at its message's `expirationTime`, else after `defaultSessionMs`, and never later
 * than `maxSessionMs` after it was made.
 *
 * @example
 * createApiServer({ chains, domains: [siwxRoutes({ chains, database })] })
 */
export function siwxRoutes(options: SiwxRoutesOptions): ApiDomain {
  const projects = new Map(developmentDefault(options.projects, localProjects, 'siwxRoutes({ projects })').map((project) => [project.id, project]))
  const database = databaseOrDevelopment(options.database)
  const store = async () => siwxStore(await database())
  const now = options.now ?? Date.now
  const signer = createTokenSigner(sessionKeysOrDevelopment(options.sessionKeys, 'siwxRoutes({ sessionKeys })'), now)
  const nonceTtlMs = options.nonceTtlMs ?? 10 * 60_000
  const defaultSessionMs = options.defaultSessionMs ?? 7 * 24 * 60 * 60_000
  const maxSessionMs = options.maxSessionMs ?? 30 * 24 * 60 * 60_000
  const limits = options.rateLimits ?? DEFAULT_SIWX_RATE_LIMITS
  // The auth service's fixed windows, in the same counters table.
  const enforce = async (checks: readonly RateCheck[], at: number) => {
    const db = await database()
    await enforceRateLimits({ hitCounter: (key, windowMs, time) => hitCounter(db, key, windowMs, time) }, at, checks)
  }
  const clientFor = chainClients(options.chains)
  const clientOf = (chainId: number): PublicClient => {
    const client = clientFor(chainId)
    if (!client) throw new HttpError(400, 'Network not supported for SIWX')
    return client
  }

  // Each input keeps its own answer: a bad project is unknown (404), a bad session id not found (404),
  // a bad body names its first problem (400).
  const projectQuery = zValidator('query', projectQuerySchema, (result) => {
    if (!result.success || !projects.has(result.data.projectId)) throw new HttpError(404, 'Unknown project')
  })
  // An id no accepted session key signed is not found either, and costs no query. Ids are signed
  // tokens: the signer's `verify` checks their length, alphabet and key.
  const sessionParamSchema = z.object({ id: z.string().refine((id) => signer.verify(id)) })
  const sessionId = zValidator('param', sessionParamSchema, (result) => {
    if (!result.success) throw new HttpError(404, 'Session not found')
  })
  const signInBody = zValidator('json', createBody, (result) => {
    // A failed parse always has an issue, so neither the fallback text nor the `?.` is ever used.
    // Stryker disable next-line StringLiteral,OptionalChaining: see above.
    if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid body')
  })
  // Counted before the body is read: every attempt, valid or not, uses the client's allowance.
  const signInLimit = createMiddleware<ApiEnv>(async (c, next) => {
    await enforce([{ key: `siwx:sign-in:ip:${requesterKey(clientIpOf(c))}`, limit: limits.signInsPerIp }], now())
    await next()
  })

  const app = new Hono<ApiEnv>()
    .post('/v1/sessions/nonce', projectQuery, async (c) => {
      const { projectId } = c.req.valid('query')
      const at = now()
      await enforce(
        [
          { key: `siwx:nonce:ip:${requesterKey(clientIpOf(c))}`, limit: limits.noncesPerIp },
          { key: `siwx:nonce:project:${projectId}`, limit: limits.noncesPerProject },
        ],
        at,
      )
      const nonce = generateSiweNonce()
      const expiresAt = at + nonceTtlMs
      await (await store()).addNonce(nonce, projectId, expiresAt, at)
      return c.json({ nonce, expiresAt: new Date(expiresAt).toISOString() })
    })
    .post('/v1/sessions', signInLimit, jsonBody, signInBody, async (c) => {
      const at = now()
      const { message, signature } = c.req.valid('json')
      const sessions = await store()
      const nonce = /\nNonce: ([a-zA-Z0-9]+)(?:\n|$)/.exec(message)?.[1]
      const projectId = nonce ? await sessions.nonceProject(nonce, at) : undefined
      const project = projectId ? projects.get(projectId) : undefined
      if (!project) throw new HttpError(400, 'Invalid or used SIWX nonce')
      const fields = checkSiwxMessage(message, { now: at, origin: c.req.header('origin'), allowedOrigins: project.allowedOrigins })
      // Stryker disable next-line ArrowFunction: a catch answering undefined refuses the sign-in just as false does.
      const valid = await verifySiweMessage(clientOf(fields.chainId), { message, signature: signature as Hex, time: new Date(at) }).catch(() => false)
      if (!valid) throw new HttpError(401, 'Invalid SIWX signature')
      // Used up only now: a bad signature sent with a sniffed nonce cannot spend the real signer's nonce.
      if ((await sessions.takeNonce(fields.nonce, at)) !== project.id) throw new HttpError(400, 'Invalid or used SIWX nonce')
      const id = signer.mint()
      const record: Omit<SiwxSessionRecord, 'revokedAt'> = {
        projectId: project.id,
        chainId: `eip155:${fields.chainId}`,
        address: fields.address,
        domain: fields.domain,
        uri: fields.uri,
        message,
        signature,
        createdAt: at,
        expiresAt: Math.min(fields.expirationTime ?? at + defaultSessionMs, at + maxSessionMs),
      }
      await sessions.addSession(id, record)
      return c.json({ id, session: toWire(record) }, 201)
    })
    .get('/v1/sessions/:id', sessionId, async (c) => {
      const session = await (await store()).session(c.req.valid('param').id)
      if (!session) throw new HttpError(404, 'Session not found')
      if (session.revokedAt !== null) throw new HttpError(410, 'Session revoked')
      if (session.expiresAt <= now()) throw new HttpError(410, 'Session expired')
      return c.json(toWire(session))
    })
    // Holding the id is the authority over the session, as for any bearer token.
    .post('/v1/sessions/:id/revoke', sessionId, async (c) => {
      if (!(await (await store()).revoke(c.req.valid('param').id, now()))) throw new HttpError(404, 'Session not found')
      return c.json({ revoked: true })
    })
    // A person who suspects a leaked session signs every one of that address out. The id of any
    // session of the address, live or not, is the authority (as for one session's revocation).
    .post('/v1/sessions/:id/revoke-all', sessionId, async (c) => {
      const sessions = await store()
      const session = await sessions.session(c.req.valid('param').id)
      if (!session) throw new HttpError(404, 'Session not found')
      const revoked = await sessions.revokeAll(session.projectId, session.address, now())
      return c.json({ revoked })
    })
  return { app }
}

function toWire(session: Omit<SiwxSessionRecord, 'revokedAt'>): SiwxSessionWire {
  return {
    chainId: session.chainId,
    address: session.address,
    domain: session.domain,
    uri: session.uri,
    message: session.message,
    signature: session.signature,
    createdAt: new Date(session.createdAt).toISOString(),
    expiresAt: new Date(session.expiresAt).toISOString(),
  }
}
