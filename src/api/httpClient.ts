import { stripCredentials } from '../errors/BaseError'
import { HttpRequestError, type HttpFailureReason } from '../errors/httpErrors'
import type { FoyerApi } from './foyerApi'

/**
 * What every call to Foyer's API needs: explicit inputs, no global state. `apiUrl` and `projectId`
 * come as a {@link FoyerApi} holds them; the call that needs one that is `undefined` throws
 * `FoyerConfigError` naming it before anything is sent (see `endpointUrl` in `./foyerApi`).
 */
export type ApiClientParameters = FoyerApi & {
  /** SDK type, sent as `st` with every call. @default 'foyer' */
  sdkType?: string | undefined
  /** SDK version, sent as `sv`. @default foyerSdkVersion ('0.1.0') */
  sdkVersion?: string | undefined
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: typeof fetch | undefined
  /** Aborts the request (React Query passes one). */
  signal?: AbortSignal | undefined
  /** Request timeout in ms. @default 10_000 */
  timeoutMs?: number | undefined
}

/** A query parameter value; `undefined`, `null`, `''`, `false` and empty lists are left out of the URL. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined

/** Why a request failed, handed to the caller's error factory. */
export type HttpFailure = {
  /** `request`: no answer (network, timeout, abort); `status`: a non-2xx answer; `parse`: 2xx with a body that is not the expected shape. */
  stage: 'request' | 'status' | 'parse'
  /** The requested URL with credentials and the project id masked. */
  url: string
  status?: number | undefined
  /** Start of the error answer's body (at most 500 characters), for `status`. */
  body?: string | undefined
  cause?: unknown
}

/**
 * The one HTTP error for a failure, with the text users see for the call. A request that got no
 * answer is told apart as a timeout, an abort by the caller, or a network failure.
 *
 * @example
 * requestJson({ url, schema, toError: (failure) => httpRequestError(failure, 'Token Balance Unavailable') })
 */
export function httpRequestError(failure: HttpFailure, shortMessage: string, serverMessage?: string): HttpRequestError {
  return new HttpRequestError(shortMessage, {
    reason: failureReason(failure),
    url: failure.url,
    status: failure.status,
    body: failure.body,
    serverMessage,
    cause: failure.cause,
  })
}

/**
 * Why a request failed, as {@link HttpRequestError} and the chain families' errors report it: a
 * request that got no answer is told apart as a timeout, an abort by the caller, or a network failure.
 *
 * @example
 * failureReason({ stage: 'request', url, cause: new DOMException('', 'TimeoutError') }) // 'timeout'
 */
export function failureReason(failure: HttpFailure): HttpFailureReason {
  if (failure.stage !== 'request') return failure.stage
  const name = failure.cause instanceof Error ? failure.cause.name : undefined
  return name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'aborted' : 'network'
}

/**
 * What checks an answer: any zod or zod/mini schema fits (their `safeParse`), so a client loaded
 * early can use the small zod/mini.
 */
export type ResponseSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown }
}

/** Methods the HTTP client sends: GET, POST, PUT, DELETE. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Options of {@link requestJson}. */
export type RequestJsonOptions<T> = Pick<ApiClientParameters, 'fetch' | 'signal' | 'timeoutMs'> & {
  url: URL
  /** @default 'GET' */
  method?: HttpMethod | undefined
  /** Extra request headers. */
  headers?: Record<string, string> | undefined
  /** Sent as JSON, or as is when it is a string and `contentType` is set. */
  body?: unknown
  /** Sends a string `body` as is with this content type (e.g. `text/plain`) instead of as JSON. */
  contentType?: string | undefined
  /**
   * Parses the answer; a failure is reported as stage `parse`. May be a promise (a schema whose code
   * loads beside the request); if its code fails to load, that is reported as stage `request`.
   */
  schema: ResponseSchema<T> | PromiseLike<ResponseSchema<T>>
  /** Turns a failure into the caller's typed error. */
  toError: (failure: HttpFailure) => Error
}

/**
 * Fetches JSON and zod-parses it, with a timeout; every failure goes through `toError`, so each
 * client throws its own typed error and no URL with a key is ever printed.
 *
 * @throws whatever `toError` returns.
 */
export async function requestJson<T>(options: RequestJsonOptions<T>): Promise<T> {
  const url = stripCredentials(options.url.href)
  const schemaLoad = Promise.resolve(options.schema)
  // Observed at once: a request that fails first must not leave a schema load failing unheard.
  schemaLoad.catch(() => undefined)
  const response = await send(options, 'application/json')
  let json: unknown
  try {
    // 204 No Content (a DELETE, a PUT) has no body to parse; the schema decides if that is fine.
    json = response.status === 204 ? undefined : await response.json()
  } catch (cause) {
    throw options.toError({ stage: 'parse', url, status: response.status, cause })
  }
  let schema: ResponseSchema<T>
  try {
    schema = await schemaLoad
  } catch (cause) {
    throw options.toError({ stage: 'request', url, cause: maskedError(cause) })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw options.toError({ stage: 'parse', url, status: response.status, cause: parsed.error })
  return parsed.data
}

/** Options of {@link requestBlob}. */
export type RequestBlobOptions = Omit<RequestJsonOptions<unknown>, 'schema' | 'method' | 'body'> & {
  /** Content types accepted, e.g. `image/*`; anything else is a `parse` failure. @default any */
  accept?: string | undefined
}

/**
 * GETs binary content (an image) with the same timeout and error handling as {@link requestJson}.
 *
 * @throws whatever `toError` returns.
 * @example
 * const icon = await requestBlob({ url: new URL('https://example.com/icon.png'), accept: 'image/*', toError })
 */
export async function requestBlob(options: RequestBlobOptions): Promise<Blob> {
  const url = stripCredentials(options.url.href)
  const accept = options.accept ?? '*/*'
  const response = await send({ ...options, method: 'GET', body: undefined }, accept)
  const type = response.headers.get('content-type') ?? ''
  if (accept !== '*/*' && !matchesMediaRange(type, accept)) {
    throw options.toError({ stage: 'parse', url, status: response.status, cause: new Error(`Unexpected content type ${type || '(none)'}`) })
  }
  try {
    return await response.blob()
  } catch (cause) {
    throw options.toError({ stage: 'request', url, status: response.status, cause })
  }
}

/** Options of {@link requestText}. */
export type RequestTextOptions = Omit<RequestJsonOptions<string>, 'schema'> & {
  /** Checks the answer's text; a failure is reported as stage `parse`. @default any text */
  schema?: ResponseSchema<string> | undefined
}

/**
 * Sends a request whose answer is plain text (an Esplora broadcast answers the txid), with the same
 * timeout and error handling as {@link requestJson}.
 *
 * @throws whatever `toError` returns.
 * @example
 * const txid = await requestText({ url, method: 'POST', body: hex, contentType: 'text/plain', toError })
 */
export async function requestText(options: RequestTextOptions): Promise<string> {
  const url = stripCredentials(options.url.href)
  const response = await send(options, 'text/plain, */*')
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    throw options.toError({ stage: 'request', url, status: response.status, cause })
  }
  if (!options.schema) return text
  const parsed = options.schema.safeParse(text)
  if (!parsed.success) throw options.toError({ stage: 'parse', url, status: response.status, cause: parsed.error })
  return parsed.data
}

async function send(options: Omit<RequestJsonOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
  const url = stripCredentials(options.url.href)
  const fetchFn = options.fetch ?? globalThis.fetch
  const signal = withTimeout(options.signal, options.timeoutMs ?? 10_000)
  const hasBody = options.body !== undefined
  const raw = typeof options.body === 'string' && options.contentType !== undefined
  let response: Response
  try {
    response = await fetchFn(options.url, {
      method: options.method ?? 'GET',
      signal,
      headers: { ...options.headers, accept, ...(hasBody ? { 'content-type': raw ? (options.contentType as string) : 'application/json' } : {}) },
      ...(hasBody ? { body: raw ? (options.body as string) : JSON.stringify(options.body) } : {}),
    })
  } catch (cause) {
    throw options.toError({ stage: 'request', url, cause: maskedError(cause) })
  }
  if (!response.ok) {
    const body = await response.text().catch(() => undefined)
    throw options.toError({ stage: 'status', url, status: response.status, body: body?.slice(0, 500) })
  }
  return response
}

/**
 * A copy of a fetch failure whose messages (down its cause chain) have credentials and keys masked:
 * fetch implementations quote the full URL (e.g. "Request cannot be constructed from a URL that
 * includes credentials: …"), and error printers show causes.
 */
function maskedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? stripCredentials(error) : error
  const copy = new Error(stripCredentials(error.message), depth < 3 && error.cause !== undefined ? { cause: maskedError(error.cause, depth + 1) } : undefined)
  // Keeps TimeoutError / AbortError recognisable and a Node error code (ECONNREFUSED) readable.
  copy.name = error.name
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') Object.assign(copy, { code })
  copy.stack = `${copy.name}: ${copy.message}`
  return copy
}

function matchesMediaRange(type: string, range: string): boolean {
  const actual = type.split(';')[0]?.trim().toLowerCase() ?? ''
  return range
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => part === actual || (part.endsWith('/*') && actual.startsWith(part.slice(0, -1))))
}

// AbortSignal.any is missing from some test DOMs, so the two signals are joined by hand.
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  if (!signal) return timeout
  const controller = new AbortController()
  const abort = (source: AbortSignal) => () => controller.abort(source.reason)
  if (signal.aborted) controller.abort(signal.reason)
  signal.addEventListener('abort', abort(signal), { once: true })
  timeout.addEventListener('abort', abort(timeout), { once: true })
  return controller.signal
}
