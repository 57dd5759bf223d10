import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { errorMessages } from '../../../src/errors/messages'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { defaultLogger } from '../../http/defaultLogger'
import { developmentDefault } from '../../http/developmentDefault'
import { clientIpOf } from '../apiDomain'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { requesterKey } from '../auth/rateLimits'
import { HttpError } from '../HttpError'
import { invalidInput, jsonBodyUpTo } from '../jsonBody'
import { memoryRateLimit } from '../memoryRateLimit'
import type { ProjectConfig } from '../projectRoutes'
import { localProjects } from '../projectRoutes'
import { unknownProjectCode } from '../projectConfigWire'
import { EVM_GATEWAY_METHODS, SOLANA_GATEWAY_METHODS } from './rpcGatewayMethods'
import {
  DEFAULT_RPC_GATEWAY_LIMITS,
  DEFAULT_RPC_MAX_BATCH,
  DEFAULT_RPC_MAX_BODY_BYTES,
  RPC_ERROR,
  rpcBodySchema,
  rpcGatewayQuerySchema,
} from './rpcGatewayWire'
import type { RpcCall, RpcGatewayLimits } from './rpcGatewayWire'
import { rpcUpstream } from './rpcUpstream'
import type { RpcUpstream } from './rpcUpstream'

/** One network the gateway forwards for, with the operator's upstream URLs in the order they are tried. */
export type RpcGatewayNetwork = {
  /** An EIP-155 chain id (`1`), or a Solana cluster's CAIP-2 id (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  id: number | string
  /** Upstream JSON-RPC URLs (http or https; they may carry keys: they never leave the server). */
  rpcUrls: readonly string[]
}

/** Options of {@link rpcGatewayRoutes}. */
export type RpcGatewayOptions = {
  /** The networks served, each with its upstream URLs. */
  networks: readonly RpcGatewayNetwork[]
  /** The projects served. Required under `NODE_ENV=production`. @default localProjects (development only) */
  projects?: readonly ProjectConfig[]
  /**
   * Origins of the login frame, whose pages call the gateway for every project besides the project's own origins.
   * @default []
   */
  frameOrigins?: readonly string[]
  /** Per-client limits and the per-project ceiling. @default DEFAULT_RPC_GATEWAY_LIMITS */
  limits?: Partial<RpcGatewayLimits>
  /** Most calls in one batch. @default 20 */
  maxBatch?: number
  /** Largest request body in bytes. @default 262_144 */
  maxBodyBytes?: number
  /** Milliseconds one upstream may take before the next is asked. @default 10_000 */
  timeoutMs?: number
  /** Milliseconds a failed upstream is asked only after the others. @default 10_000 */
  cooldownMs?: number
  /** Where upstream failures are logged (never their URLs). @default defaultLogger('foyer-api') */
  logger?: Logger
}

type Network = { id: string; methods: ReadonlySet<string>; upstream: RpcUpstream }

/**
 * The RPC gateway: `POST /v1/?chainId=&projectId=` forwards JSON-RPC (one call or a batch) for the
 * configured networks to the operator's upstream URLs, so no page ever holds a provider key, and
 * `GET /v1/?chainId=&projectId=` names the network and its methods without asking an upstream. Only
 * the methods a dapp needs are forwarded ({@link EVM_GATEWAY_METHODS}, {@link SOLANA_GATEWAY_METHODS});
 * others get the JSON-RPC error -32601 'Requested RPC call is not allowed'. Requests are limited per
 * client, then per project (in this process's memory); a browser's `Origin` must be one of the
 * project's or the login frame's.
 * When no upstream answers: 502 `{ error: 'Upstream unavailable' }`.
 *
 * @example
 * createApiServer({ chains, domains: [rpcGatewayRoutes({ networks: [{ id: 1, rpcUrls: [process.env.MAINNET_RPC!] }], projects })] })
 */
export function rpcGatewayRoutes(options: RpcGatewayOptions): ApiDomain {
  const projects = new Map(developmentDefault(options.projects, localProjects, 'rpcGatewayRoutes({ projects })').map((project) => [project.id, project]))
  const frameOrigins = options.frameOrigins ?? []
  const limits = { ...DEFAULT_RPC_GATEWAY_LIMITS, ...options.limits }
  const maxBatch = options.maxBatch ?? DEFAULT_RPC_MAX_BATCH
  // Counted in memory: a database write on every call would cost more than many calls do.
  const perIp = memoryRateLimit(limits.perIp)
  const perProject = memoryRateLimit(limits.perProject)
  const logger = options.logger ?? defaultLogger('foyer-api')
  const networks = new Map<string, Network>()
  for (const network of options.networks) {
    const id = typeof network.id === 'number' ? `eip155:${network.id}` : network.id
    const methods = id.startsWith('solana:') ? SOLANA_GATEWAY_METHODS : EVM_GATEWAY_METHODS
    const upstream = rpcUpstream(id, network.rpcUrls, {
      timeoutMs: options.timeoutMs ?? 10_000,
      cooldownMs: options.cooldownMs ?? 10_000,
      maxAnswerBytes: 16 * 1024 * 1024,
      logger,
    })
    networks.set(id, { id, methods, upstream })
  }
  const bodySchema = rpcBodySchema(maxBatch)

  /** The checks every gateway request passes, cheapest refusal first; the network asked for. */
  function admit(context: Context<ApiEnv>, query: { chainId: string; projectId: string }): Network {
    // The client first: its own flood is refused before it touches anything shared.
    perIp(requesterKey(clientIpOf(context)))
    const project = projects.get(query.projectId)
    if (!project) throw new HttpError(404, 'Unknown project', { code: unknownProjectCode })
    // A browser always names the page's origin; servers and scripts name none (and could name any).
    const origin = context.req.header('origin')
    if (origin !== undefined && !matchOrigin(origin, project.allowedOrigins) && !matchOrigin(origin, frameOrigins)) {
      throw new HttpError(403, 'Origin not allowed')
    }
    const network = networks.get(/^\d+$/.test(query.chainId) ? `eip155:${query.chainId}` : query.chainId)
    if (!network) throw new HttpError(404, errorMessages.networkNotFound)
    perProject(project.id)
    return network
  }

  const query = zValidator('query', rpcGatewayQuerySchema, invalidInput)
  const body = zValidator('json', bodySchema, invalidInput)
  const app = new Hono<ApiEnv>()
  for (const path of ['/v1', '/v1/']) {
    app.get(path, query, async (context) => {
      const network = admit(context, context.req.valid('query'))
      return context.json({ chainId: network.id, methods: [...network.methods] })
    })
    app.post(path, jsonBodyUpTo(options.maxBodyBytes ?? DEFAULT_RPC_MAX_BODY_BYTES), query, body, async (context) => {
      const network = admit(context, context.req.valid('query'))
      const request = context.req.valid('json')
      const calls = Array.isArray(request) ? request : [request]
      const allowed = calls.filter((call) => network.methods.has(call.method))
      const refused = calls.filter((call) => !network.methods.has(call.method)).map(notAllowed)
      if (allowed.length === 0) return context.json(Array.isArray(request) ? refused : refused[0])
      const forwarded = Array.isArray(request) ? allowed.map(outgoing) : outgoing(request)
      const answer = await network.upstream.send(JSON.stringify(forwarded), context.req.raw.signal)
      if (answer === undefined) throw new HttpError(502, 'Upstream unavailable')
      if (!Array.isArray(request)) return context.json(answer)
      return context.json([...(Array.isArray(answer) ? answer : [answer]), ...refused])
    })
  }
  return { app }
}

/** The call as sent upstream: only the JSON-RPC fields. */
function outgoing({ jsonrpc, id, method, params }: RpcCall): RpcCall {
  return { jsonrpc, id, method, ...(params === undefined ? {} : { params }) }
}

function notAllowed(call: RpcCall) {
  return { jsonrpc: '2.0' as const, id: call.id, error: { code: RPC_ERROR.methodNotAllowed, message: errorMessages.rpcNotAllowed } }
}
