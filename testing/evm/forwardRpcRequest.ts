import { z } from 'zod'
import { codedRpcError } from './testWalletErrors'

/** Options of {@link forwardRpcRequest}. */
export type ForwardRpcRequestOptions = {
  /** HTTP JSON-RPC endpoint. */
  url: string
  /** JSON-RPC method. */
  method: string
  /** JSON-RPC params; omitted from the body when `undefined`. */
  params?: unknown
  /**
   * Milliseconds before the request is aborted, so every bridged request settles.
   * @default 10_000
   */
  timeout?: number
}

const rpcErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.unknown().optional(),
})

const rpcResponseSchema = z.object({
  result: z.unknown().optional(),
  error: rpcErrorSchema.optional(),
})

/**
 * Sends one JSON-RPC request over HTTP and returns its `result`. A JSON-RPC error is thrown with
 * the node's own code, message and data (so `3` with revert data reaches the page unchanged);
 * transport failures become `-32603`.
 * @example
 * const blockNumber = await forwardRpcRequest({ url: 'http://127.0.0.1:8545', method: 'eth_blockNumber' })
 */
export async function forwardRpcRequest(options: ForwardRpcRequestOptions): Promise<unknown> {
  const { url, method, params, timeout = 10_000 } = options
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) })
  const { endpoint, authorization } = splitCredentials(url)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (authorization) headers['authorization'] = authorization
  let response: Response
  try {
    response = await fetch(endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeout) })
  } catch (error) {
    // Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, timeout) is in `cause`.
    const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
    const detail = cause?.code ?? cause?.message
    const reason = `${error instanceof Error ? error.message : String(error)}${detail ? ` (${detail})` : ''}`
    throw codedRpcError(-32603, `Request for "${method}" to ${redactUrl(url)} failed: ${reason}`)
  }
  const text = await response.text().catch(() => '')
  const parsed = rpcResponseSchema.safeParse(parseJson(text))
  if (!parsed.success) {
    throw codedRpcError(-32603, `Request for "${method}" to ${redactUrl(url)} returned HTTP ${response.status} without a JSON-RPC body.`)
  }
  const { error, result } = parsed.data
  if (error) throw codedRpcError(error.code, error.message, error.data)
  // A 2xx body with neither field is a broken node; an explicit `null` result is valid JSON-RPC.
  if (!('result' in parsed.data)) {
    throw codedRpcError(-32603, `Request for "${method}" to ${redactUrl(url)} returned no result.`)
  }
  return result
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * `fetch` refuses URLs with user-info (and its error message repeats the URL, secret included),
 * so credentials travel as a Basic authorization header instead.
 */
function splitCredentials(url: string): { endpoint: string; authorization?: string } {
  try {
    const parsed = new URL(url)
    if (!parsed.username && !parsed.password) return { endpoint: url }
    const user = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`
    // btoa wants Latin-1; encode UTF-8 first so any credential survives. No Buffer: browsers too.
    const latin1 = String.fromCharCode(...new TextEncoder().encode(user))
    return { endpoint: redactUrl(url), authorization: `Basic ${btoa(latin1)}` }
  } catch {
    return { endpoint: url }
  }
}

/** RPC URLs often carry API keys in the user-info part; never print them. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return '(invalid URL)'
  }
}
