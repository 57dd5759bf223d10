import { z } from 'zod'
import { stripCredentials } from '../errors/BaseError'
import { RpcResponseError, RpcTransportError, RpcUrlRequiredError, isRetryableRpcError } from './jsonRpcErrors'

/** One JSON-RPC call. */
export type JsonRpcCall = { method: string; params?: unknown }

/** The outcome of one call of a batch. */
export type JsonRpcBatchResult = { ok: true; result: unknown } | { ok: false; error: RpcResponseError }

/** Options of {@link createJsonRpcClient} (spec section 9: 3 attempts, 150 ms doubling, 10 s timeout). */
export type JsonRpcClientOptions = {
  /** The node's HTTP URL; credentials in it are sent as Basic auth and never printed. */
  url: string
  /** Attempts per request, the first included. @default 3 */
  attempts?: number
  /** Wait before the 2nd attempt; doubled before each later one (150, 300, …). @default 150 */
  retryDelayMs?: number
  /** Timeout of each attempt. @default 10_000 */
  timeoutMs?: number
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** Waits between attempts; injectable so tests need no real delays. @default setTimeout */
  sleep?: (ms: number) => Promise<void>
}

/** A JSON-RPC client over HTTP POST. */
export type JsonRpcClient = {
  /**
   * Sends one call and resolves with its `result`.
   * @throws {RpcResponseError} the node's error (not retried unless transient).
   * @throws {RpcTransportError} after the last attempt failed, or at once on abort ('Request was aborted').
   */
  request<T = unknown>(call: JsonRpcCall, options?: { signal?: AbortSignal }): Promise<T>
  /**
   * Sends calls as one JSON-RPC batch; resolves with one outcome per call, in call order. The batch
   * is retried as a whole on transport faults only.
   * @throws {RpcTransportError} when the batch itself failed.
   */
  batch(calls: readonly JsonRpcCall[], options?: { signal?: AbortSignal }): Promise<JsonRpcBatchResult[]>
}

const errorObjectSchema = z.object({ code: z.number().int(), message: z.string().max(10_000), data: z.unknown().optional() })
const replySchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.unknown().optional(),
  error: errorObjectSchema.optional(),
})
type Reply = z.infer<typeof replySchema>

/**
 * Creates a JSON-RPC client (body `{ jsonrpc: '2.0', id, method, params }`, batches as arrays) with
 * retries: 3 attempts by default, waiting 150 ms then 300 ms, only for faults that may pass
 * (see `isRetryableRpcError`). No state is shared between clients.
 *
 * @throws {RpcUrlRequiredError} when `url` is empty.
 * @example
 * const rpc = createJsonRpcClient({ url: 'http://127.0.0.1:8545' })
 * const chainId = await rpc.request<string>({ method: 'eth_chainId' })
 */
export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  if (!options.url) throw new RpcUrlRequiredError()
  const attempts = Math.max(1, options.attempts ?? 3)
  const baseDelay = options.retryDelayMs ?? 150
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const { endpoint, authorization } = splitCredentials(options.url)
  const maskedUrl = stripCredentials(options.url)
  let nextId = 1

  async function post(body: unknown, signal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000)
    const controller = new AbortController()
    const stop = (source: AbortSignal) => () => controller.abort(source.reason)
    if (signal?.aborted) throw new RpcTransportError('aborted', { url: maskedUrl })
    const onAbort = stop(signal ?? timeout)
    signal?.addEventListener('abort', onAbort, { once: true })
    timeout.addEventListener('abort', stop(timeout), { once: true })
    try {
      return await send(body, controller.signal, signal, timeout)
    } finally {
      signal?.removeEventListener('abort', onAbort)
    }
  }

  async function send(body: unknown, combined: AbortSignal, signal: AbortSignal | undefined, timeout: AbortSignal): Promise<unknown> {
    let response: Response
    try {
      response = await (options.fetch ?? globalThis.fetch)(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
        signal: combined,
      })
    } catch (cause) {
      const failure = signal?.aborted ? 'aborted' : timeout.aborted ? 'timeout' : 'network'
      throw new RpcTransportError(failure, { url: maskedUrl, cause: new Error(stripCredentials(cause instanceof Error ? cause.message : String(cause))) })
    }
    if (!response.ok) throw new RpcTransportError('status', { url: maskedUrl, status: response.status })
    try {
      return await response.json()
    } catch (cause) {
      throw new RpcTransportError(signal?.aborted ? 'aborted' : 'parse', { url: maskedUrl, status: response.status, cause })
    }
  }

  async function withRetries<T>(run: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run()
      } catch (error) {
        if (attempt >= attempts || signal?.aborted || !isRetryableRpcError(error)) throw error
        await sleep(baseDelay * 2 ** (attempt - 1))
      }
    }
  }

  const toResult = (reply: Reply): JsonRpcBatchResult =>
    reply.error ? { ok: false, error: new RpcResponseError(reply.error) } : { ok: true, result: reply.result }

  return {
    request<T>(call: JsonRpcCall, { signal }: { signal?: AbortSignal } = {}) {
      return withRetries(async () => {
        const id = nextId++
        const parsed = replySchema.safeParse(await post({ jsonrpc: '2.0', id, method: call.method, params: call.params ?? [] }, signal))
        if (!parsed.success) throw new RpcTransportError('parse', { url: maskedUrl, cause: parsed.error })
        const outcome = toResult(parsed.data)
        if (!outcome.ok) throw outcome.error
        return outcome.result as T
      }, signal)
    },
    batch(calls, { signal } = {}) {
      if (calls.length === 0) return Promise.resolve([])
      return withRetries(async () => {
        const ids = calls.map(() => nextId++)
        const body = calls.map((call, index) => ({ jsonrpc: '2.0', id: ids[index], method: call.method, params: call.params ?? [] }))
        const parsed = z.array(replySchema).max(calls.length).safeParse(await post(body, signal))
        if (!parsed.success) throw new RpcTransportError('parse', { url: maskedUrl, cause: parsed.error })
        // Nodes may answer a batch in any order; match by id.
        const byId = new Map(parsed.data.map((reply) => [reply.id, reply]))
        return ids.map((id): JsonRpcBatchResult => {
          const reply = byId.get(id)
          return reply ? toResult(reply) : { ok: false, error: new RpcResponseError({ code: -32603, message: 'Missing answer in the batch' }) }
        })
      }, signal)
    },
  }
}

function splitCredentials(url: string): { endpoint: string; authorization: string | undefined } {
  const parsed = new URL(url)
  if (!parsed.username && !parsed.password) return { endpoint: url, authorization: undefined }
  const authorization = `Basic ${btoa(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`)}`
  parsed.username = ''
  parsed.password = ''
  return { endpoint: parsed.href, authorization }
}
