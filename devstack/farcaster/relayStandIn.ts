import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { createPublicClient, http } from 'viem'
import type { Address } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'
import { listenHttp } from '../../services/api/listenHttp'
import { ID_REGISTRY_ADDRESS, idRegistryAbi } from '../chain/idRegistry'
import { approvalPage, approvalRoutes } from './relayApprovalPage'
import type { FarcasterTestUser } from './farcasterTestUsers'
import { RELAY_AUTH_KEY_HEADER } from './farcasterApp'
import { RELAY_STAND_IN_AUTH_KEY } from './relayStandInKey'

export { RELAY_STAND_IN_AUTH_KEY } from './relayStandInKey'

/**
 * How the stand-in answers: as the relay does (`normal`), with a 500 (`failing`), or not before the
 * caller gives up (`hanging`, for timeouts).
 */
export type RelayStandInMode = 'normal' | 'failing' | 'hanging'

/** Options of {@link startRelayStandIn}. */
export type RelayStandInOptions = {
  /** The chain holding the IdRegistry (`deployIdRegistry`): the relay reads custody addresses there, as the real one does on Optimism. */
  rpcUrl: string
  /** The accounts its approval page offers. */
  users: readonly FarcasterTestUser[]
  /** @default RELAY_STAND_IN_AUTH_KEY */
  authKey?: string
  /** @default 0 (a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
}

/** A running relay stand-in. */
export type RelayStandIn = {
  /** Its base URL, e.g. `http://127.0.0.1:43789`: the API's `farcaster.relayUrl`. */
  url: string
  authKey: string
  users: readonly FarcasterTestUser[]
  /** How it answers from now on. */
  mode: RelayStandInMode
  close(): Promise<void>
}

// The relay's own JSON schemas (apps/relay/src/schemas.ts), as zod: no other keys are accepted.
const createChannelSchema = z.strictObject({
  siweUri: z.url(),
  domain: z.string().regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/),
  nonce: z.string().optional(),
  notBefore: z.iso.datetime({ offset: true }).optional(),
  expirationTime: z.iso.datetime({ offset: true }).optional(),
  requestId: z.string().optional(),
  redirectUrl: z.string().optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateSchema = z.strictObject({
  message: z.string(),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int(),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/)
    .optional(),
  bio: z.string().optional(),
  displayName: z.string().optional(),
  pfpUrl: z.url().optional(),
})

/** A channel as the relay keeps it (its `RelaySession`). */
type RelaySession = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  connectUri: string
  signatureParams: z.infer<typeof createChannelSchema> & { nonce: string }
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
  expiresAt: number
} & Partial<Omit<z.infer<typeof authenticateSchema>, 'signature'>> & { signature?: string; custody?: Address; verifications?: string[] }

// The relay's channel tokens: 8 characters of this alphabet (apps/relay/src/tokens.ts).
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const CHANNEL_TTL_MS = 3_600_000

function channelToken(): string {
  return Array.from(randomBytes(8), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('')
}

/**
 * A local stand-in for the Farcaster Auth relay (development and tests only). It speaks the relay's
 * wire format (farcasterxyz/auth-monorepo, apps/relay): `POST /v1/channel` (201 with `channelToken`,
 * `url`, `connectUri`, `nonce`), `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`;
 * 202 while pending, 200 once completed, after which the channel is gone), `POST
 * /v1/channel/authenticate` (the Farcaster app, with the `X-Farcaster-Auth-Relay-Key` header), and
 * reads the fid's custody address from the IdRegistry as the relay does. Its sign-in URL,
 * `/~/siwf?channelToken=`, is a page standing in for the Farcaster app: approving there signs the
 * message with the chosen test user's custody key.
 *
 * @example
 * const relay = await startRelayStandIn({ rpcUrl: anvil.rpcUrl, users })
 */
export async function startRelayStandIn(options: RelayStandInOptions): Promise<RelayStandIn> {
  const authKey = options.authKey ?? RELAY_STAND_IN_AUTH_KEY
  const channels = new Map<string, RelaySession>()
  const chain = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0, timeout: 5_000 }) })
  // A channel lives an hour, as the relay's Redis keys do.
  const read = (token: string | undefined) => {
    const channel = token === undefined ? undefined : channels.get(token)
    if (!channel || channel.expiresAt > Date.now()) return channel
    channels.delete(token!)
    return undefined
  }
  const bearer = (c: Context) => c.req.header('authorization')?.split(' ')[1]
  const unauthorized = (c: Context) => c.json({ error: 'Unauthorized' }, 401)
  const app = new Hono()
  app.use(async (c, next) => {
    if (standIn.mode === 'failing') return c.json({ error: 'Internal Server Error' }, 500)
    if (standIn.mode === 'hanging') await new Promise((resolve) => setTimeout(resolve, 30_000).unref())
    return next()
  })
  app.get('/healthcheck', (c) => c.json({ status: 'OK' }))
  app.post('/v1/channel', async (c) => {
    const body = createChannelSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) return c.json({ error: 'Validation error', message: body.error.issues[0]?.message ?? 'Invalid body' }, 400)
    if (body.data.domain.includes('farcaster.xyz')) return c.json({ error: 'Domain not allowed' }, 400)
    const token = channelToken()
    const nonce = body.data.nonce ?? generateSiweNonce()
    const url = `${standIn.url}/~/siwf?${new URLSearchParams({ channelToken: token })}`
    channels.set(token, {
      state: 'pending',
      nonce,
      url,
      connectUri: url,
      acceptAuthAddress: body.data.acceptAuthAddress ?? true,
      signatureParams: { ...body.data, nonce },
      metadata: { ip: '127.0.0.1', userAgent: c.req.header('user-agent') ?? 'Unknown' },
      expiresAt: Date.now() + CHANNEL_TTL_MS,
    })
    return c.json({ channelToken: token, url, connectUri: url, nonce }, 201)
  })
  app.post('/v1/channel/authenticate', async (c) => {
    const token = bearer(c)
    if (!token) return unauthorized(c)
    if (c.req.header(RELAY_AUTH_KEY_HEADER) !== authKey) return unauthorized(c)
    const body = authenticateSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) return c.json({ error: 'Validation error', message: body.error.issues[0]?.message ?? 'Invalid body' }, 400)
    const custody = (await chain.readContract({
      address: ID_REGISTRY_ADDRESS,
      abi: idRegistryAbi,
      functionName: 'custodyOf',
      args: [BigInt(body.data.fid)],
    })) as Address
    const channel = read(token)
    if (!channel) return unauthorized(c)
    const { message, signature, authMethod, fid, username, displayName, bio, pfpUrl } = body.data
    const completed: RelaySession = {
      ...channel,
      state: 'completed',
      message,
      signature,
      authMethod: authMethod ?? 'custody',
      fid,
      ...(username === undefined ? {} : { username }),
      ...(displayName === undefined ? {} : { displayName }),
      ...(bio === undefined ? {} : { bio }),
      ...(pfpUrl === undefined ? {} : { pfpUrl }),
      // No hub here: a local account has no verified addresses.
      custody,
      verifications: [],
    }
    channels.set(token, completed)
    return c.json(publicView(completed, true), 201)
  })
  app.get('/v1/channel/status', (c) => {
    const token = bearer(c)
    const channel = read(token)
    if (!token || !channel) return unauthorized(c)
    if (channel.state === 'completed') {
      channels.delete(token)
      return c.json(publicView(channel, false), 200)
    }
    return c.json(publicView(channel, false), 202)
  })
  app.get('/~/siwf', (c) => approvalPage(c, read(c.req.query('channelToken')), options.users))
  app.route('/', approvalRoutes({ relayUrl: () => standIn.url, authKey, users: options.users, pending: (token) => read(token)?.state === 'pending' }))

  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const running = await listenHttp(server, options.port ?? 0, options.host)
  const standIn: RelayStandIn = { url: running.url, authKey, users: options.users, mode: 'normal', close: running.close }
  return standIn
}

/** The channel as the relay answers it: `authenticate` returns all of it, `status` leaves out the URLs. */
function publicView(channel: RelaySession, withUrls: boolean): Record<string, unknown> {
  const { expiresAt: _expiresAt, url, connectUri, ...rest } = channel
  return withUrls ? { ...rest, url, connectUri } : rest
}
