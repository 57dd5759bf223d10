import { z } from 'zod'
import type { RateLimit } from '../auth/rateLimits'

/** The gateway's limits: per client first, then a per-project ceiling. */
export type RpcGatewayLimits = {
  /** Requests (one call or one batch) from one client (IP address, IPv6 by /64) over all projects. */
  perIp: RateLimit
  /** Requests for one project from every client together: a ceiling far above real traffic. */
  perProject: RateLimit
}

/** The default limits of the RPC gateway. */
export const DEFAULT_RPC_GATEWAY_LIMITS: RpcGatewayLimits = {
  // A dapp polling every few seconds with the login frame beside it makes a few requests a second at most.
  perIp: { limit: 1_200, windowMs: 60_000 },
  perProject: { limit: 200_000, windowMs: 60_000 },
}

/** Most calls one JSON-RPC batch may carry through the gateway. */
export const DEFAULT_RPC_MAX_BATCH = 20

/** Largest request body the gateway reads: a signed transaction with room to spare. */
export const DEFAULT_RPC_MAX_BODY_BYTES = 256 * 1024

/** The gateway's query: the network (`1`, `eip155:1` or `solana:<genesis prefix>`) and the project. */
export const rpcGatewayQuerySchema = z.object({
  chainId: z
    .string()
    .max(60)
    .regex(/^(eip155:)?[1-9][0-9]{0,15}$|^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'Invalid chainId'),
  projectId: z.string().min(1).max(200),
})

/** One JSON-RPC 2.0 call as the gateway forwards it (any other field is dropped). */
export const rpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(100), z.number(), z.null()]),
  method: z.string().min(1).max(100),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/** One forwarded call. */
export type RpcCall = z.infer<typeof rpcCallSchema>

/** A gateway request body: one call, or a batch of 1 to `maxBatch` calls. */
export function rpcBodySchema(maxBatch: number) {
  return z.union([rpcCallSchema, z.array(rpcCallSchema).min(1).max(maxBatch, `At most ${maxBatch} calls in a batch`)])
}

/** JSON-RPC error codes the gateway answers with itself. */
export const RPC_ERROR = {
  /** The method is not one the gateway forwards. */
  methodNotAllowed: -32601,
} as const
