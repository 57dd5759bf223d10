import { z } from 'zod'
import { failureReason, requestJson, requestText, type HttpFailure, type HttpMethod, type ResponseSchema } from '../../src/api/httpClient'
import { NamespaceRequestError } from '../../src/errors/namespaceRequestErrors'

/*
 * The one way a chain family's client talks to its node or API: through the kit's HTTP client, with
 * a timeout, every answer parsed as external input (the URLs are the app's to configure), and every
 * failure a NamespaceRequestError.
 */

/**
 * How long a family's request may wait for an answer. Under the ten seconds within which the account
 * view must turn a hung endpoint into 'Balance unavailable' with a Retry button.
 */
export const namespaceRequestTimeoutMs = 8_000

/** Options every family's HTTP client takes. */
export type NamespaceClientOptions = {
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
  /**
   * How long a request may wait for an answer, in ms.
   * @default 8_000
   */
  timeoutMs?: number | undefined
}

/** One request of a family's client. */
export type NamespaceRequest<T> = NamespaceClientOptions & {
  /** The service, as messages name it, e.g. `Esplora API`. */
  service: string
  /** Base URL and path, joined with one slash between them. */
  baseUrl: string
  path?: string | undefined
  /** @default 'GET' */
  method?: HttpMethod | undefined
  body?: unknown
  /** Sends a string body as is with this content type. */
  contentType?: string | undefined
  schema: ResponseSchema<T>
}

function toUrl(service: string, baseUrl: string, path = ''): URL {
  const href = `${baseUrl.replace(/\/+$/, '')}${path}`
  try {
    return new URL(href)
  } catch (cause) {
    throw new NamespaceRequestError({ service, reason: 'network', url: href, operation: path || undefined, cause })
  }
}

/** Turns the HTTP client's failure into the family's error; a status failure keeps the body the service sent. */
function toError(service: string, operation: string | undefined) {
  return (failure: HttpFailure): NamespaceRequestError =>
    new NamespaceRequestError({
      service,
      reason: failureReason(failure),
      url: failure.url,
      status: failure.status,
      serverMessage: failure.stage === 'status' ? failure.body?.trim() || undefined : undefined,
      operation,
      cause: failure.cause,
    })
}

// What the kit's HTTP client is given for a family's request: the URL, the timeout, the error.
function httpOptions(request: Omit<NamespaceRequest<unknown>, 'schema'>) {
  return {
    url: toUrl(request.service, request.baseUrl, request.path),
    method: request.method,
    body: request.body,
    contentType: request.contentType,
    fetch: request.fetch,
    timeoutMs: request.timeoutMs ?? namespaceRequestTimeoutMs,
    toError: toError(request.service, request.path),
  }
}

/**
 * A JSON request of a family's client.
 *
 * @throws {NamespaceRequestError} when the service cannot be reached, times out, answers an error
 *   status or a body of another shape.
 * @example
 * await namespaceJson({ service: 'Stacks API', baseUrl, path: '/extended/v1/address/ST…/balances', schema })
 */
export async function namespaceJson<T>(request: NamespaceRequest<T>): Promise<T> {
  return requestJson({ ...httpOptions(request), schema: request.schema })
}

/**
 * A request of a family's client whose answer is text (an Esplora broadcast's txid).
 *
 * @throws {NamespaceRequestError} as {@link namespaceJson}.
 * @example
 * await namespaceText({ service: 'Esplora API', baseUrl, path: '/tx', method: 'POST', body: hex, contentType: 'text/plain', schema: txid })
 */
export async function namespaceText(request: Omit<NamespaceRequest<string>, 'schema'> & { schema?: ResponseSchema<string> | undefined }): Promise<string> {
  return requestText({ ...httpOptions(request), schema: request.schema })
}

// The error member first: a result of `unknown` would also accept an error answer.
const rpcEnvelopeSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.number().nullable(), error: z.object({ code: z.number(), message: z.string() }) }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), result: z.unknown() }),
])

/** Calls JSON-RPC 2.0 methods of one node over HTTP POST, numbering requests from 1. */
export type JsonRpcCaller = <T>(method: string, params: readonly unknown[], schema: ResponseSchema<T>) => Promise<T>

/**
 * A JSON-RPC 2.0 caller of one node (Substrate, Sui): the envelope, its id and the result are checked.
 *
 * @throws {NamespaceRequestError} as {@link namespaceJson}, `rpc` with the node's `code` for a
 *   JSON-RPC error, `parse` for an answer to another request id or a result of another shape.
 * @example
 * const call = createJsonRpcCaller({ service: 'Sui node', url })
 * await call('suix_getBalance', [owner, coinType], balanceSchema)
 */
export function createJsonRpcCaller({ service, url, ...options }: NamespaceClientOptions & { service: string; url: string }): JsonRpcCaller {
  let nextId = 1
  return async (method, params, schema) => {
    const id = nextId++
    const envelope = await namespaceJson({
      ...options,
      service,
      baseUrl: url,
      method: 'POST',
      body: { jsonrpc: '2.0', id, method, params },
      schema: rpcEnvelopeSchema,
    })
    const fail = (reason: 'rpc' | 'parse', details: { code?: number; serverMessage?: string; cause?: unknown }) =>
      new NamespaceRequestError({ service, reason, url, status: 200, operation: method, ...details })
    if ('error' in envelope) throw fail('rpc', { code: envelope.error.code, serverMessage: envelope.error.message })
    if (envelope.id !== id) throw fail('parse', { serverMessage: `An answer to request ${envelope.id} instead of ${id}.` })
    const result = schema.safeParse(envelope.result)
    if (!result.success) throw fail('parse', { cause: result.error })
    return result.data
  }
}
