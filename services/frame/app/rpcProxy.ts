import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'

const rpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.number().nullable(),
    error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
  }),
])

/** The RPC node's own error (e.g. 'execution reverted'), passed to the host with its code. */
export class RpcNodeError extends FrameRequestError {
  override name = 'RpcNodeError'
}

/**
 * Forwards one JSON-RPC call to `rpcUrl` (a safe method: the caller checked) and returns its
 * `result`. The node's error keeps its code and message; transport failures become 5000.
 */
export async function proxyRpc(rpcUrl: string, method: string, params: unknown, signal?: AbortSignal): Promise<unknown> {
  let body: unknown
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) }),
      credentials: 'omit',
      signal: signal ?? null,
    })
    body = await response.json()
  } catch (cause) {
    throw new FrameRequestError({ code: frameErrorCodes.internal, cause })
  }
  const parsed = rpcResponseSchema.safeParse(body)
  if (!parsed.success) throw new FrameRequestError({ code: frameErrorCodes.internal, cause: parsed.error })
  if ('error' in parsed.data) {
    throw new RpcNodeError({ code: parsed.data.error.code, message: parsed.data.error.message.slice(0, 500) })
  }
  return parsed.data.result
}
