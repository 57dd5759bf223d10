import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { z } from 'zod'
import { logRouteError } from '../../services/http/logRouteError'
import type { NodeEnv } from '../../services/http/NodeEnv'
import { publicNodeApp } from './publicNodeApp'
import { RPC_ERRORS, RpcError } from './rpcError'

/** Answers one call: its result, or throws an {@link RpcError}. */
export type RpcDispatch = (method: string, params: unknown) => unknown

const requestSchema = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(100),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()]).optional(),
})

/** The largest request body: a batch of a few hundred calls (a transaction is at most 1,232 bytes). */
const MAX_BODY_BYTES = 256 * 1024
const MAX_BATCH = 100

type Reply = { jsonrpc: '2.0'; id: string | number | null } & ({ result: unknown } | { error: { code: number; message: string; data?: unknown } })

const errorReply = (id: string | number | null, code: number, message: string, data?: unknown): Reply => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
})

/**
 * Answers one JSON-RPC request object (already JSON-parsed) with its reply, or `undefined` for a
 * notification (no `id`). Used by the HTTP route and the WebSocket alike.
 */
export function answerRpc(dispatch: RpcDispatch, request: unknown, logger: Logger): Reply | undefined {
  const parsed = requestSchema.safeParse(request)
  if (!parsed.success) {
    const id =
      typeof request === 'object' && request && 'id' in request && (typeof request.id === 'string' || typeof request.id === 'number') ? request.id : null
    return errorReply(id, RPC_ERRORS.invalidRequest, 'Invalid request')
  }
  const { id, method, params } = parsed.data
  try {
    const result = dispatch(method, params)
    return id === undefined ? undefined : { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (id === undefined) return undefined
    if (error instanceof RpcError) return errorReply(id, error.code, error.message, error.data)
    logRouteError(logger, error, { method: 'POST', path: `/ ${method}` })
    return errorReply(id, RPC_ERRORS.internalError, 'Internal error')
  }
}

/** Options for {@link solanaRpcApp}. */
export type SolanaRpcAppOptions = { dispatch: RpcDispatch; logger: Logger; allowedHosts: readonly string[] }

/**
 * The runtime's HTTP face: JSON-RPC 2.0 over `POST /` (single calls and batches), open to every
 * origin as public Solana RPC nodes are, plus `GET /health` as validators answer it.
 */
export function solanaRpcApp(options: SolanaRpcAppOptions): Hono<NodeEnv> {
  const { dispatch, logger } = options
  const app = publicNodeApp({ allowedHosts: options.allowedHosts, logger })
  app.options('*', (context) => {
    context.header('access-control-allow-methods', 'POST, GET, OPTIONS')
    context.header('access-control-allow-headers', context.req.header('access-control-request-headers') ?? 'content-type')
    context.header('access-control-max-age', '600')
    return context.body(null, 204)
  })
  app.get('/health', (context) => context.text('ok'))
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (context) => context.json(errorReply(null, RPC_ERRORS.invalidRequest, 'Request too large'), 413),
    }),
    async (context) => {
      let body: unknown
      try {
        body = JSON.parse(await context.req.text())
      } catch {
        return context.json(errorReply(null, RPC_ERRORS.parseError, 'Parse error'))
      }
      if (!Array.isArray(body)) {
        const reply = answerRpc(dispatch, body, logger)
        return reply ? context.json(reply) : context.body(null, 204)
      }
      if (body.length === 0 || body.length > MAX_BATCH) {
        return context.json(errorReply(null, RPC_ERRORS.invalidRequest, body.length ? `Batch larger than ${MAX_BATCH}` : 'Empty batch'))
      }
      const replies = body.map((request) => answerRpc(dispatch, request, logger)).filter((reply) => reply !== undefined)
      return replies.length ? context.json(replies) : context.body(null, 204)
    },
  )
  app.notFound((context) => context.json(errorReply(null, RPC_ERRORS.invalidRequest, 'Not found: send JSON-RPC to POST /'), 404))
  return app
}
