import { stripCredentials } from '../errors/BaseError'
import { FoyerConfigError } from '../errors/configErrors'
import { HttpRequestError, type HttpFailureReason } from '../errors/httpErrors'
import { foyerSdkType, foyerSdkVersion } from './sdkInfo'

/** What every call to Foyer's API needs: explicit inputs, no global state. */
export type ApiClientParameters = {
  /** Base URL of Foyer's API, e.g. `http://127.0.0.1:8787` (a trailing slash is ignored). */
  baseUrl: string
  /** Project id, sent as `projectId`. */
  projectId: string
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

function failureReason(failure: HttpFailure): HttpFailureReason {
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
  /** Sent as JSON. */
  body?: unknown
  /**
   * Parses the answer; a failure is reported as stage `parse`. May be a promise (a schema whose code
   * loads beside the request); if its code fails to load, that is reported as stage `request`.
   */
  schema: ResponseSchema<T> | PromiseLike<ResponseSchema<T>>
  /** Turns a failure into the caller's typed error. */
  toError: (failure: HttpFailure) => Error
}

/**
 * Builds `{baseUrl}{path}?{query}`, leaving out empty values and joining lists with commas.
 *
 * @throws {FoyerConfigError} (`option: 'apiUrl'`) when `baseUrl` is empty: the app's configuration has
 *   no `apiUrl`, which every call to Foyer's API needs.
 * @example
 * apiUrl('http://127.0.0.1:8787/', '/getWallets', { page: 2, search: '' }).href // 'http://127.0.0.1:8787/getWallets?page=2'
 */
export function apiUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): URL {
  // Hooks carry a missing apiUrl as '': every request to the API is built here, so it is reported
  // as the missing option rather than as the URL parser's TypeError.
  if (baseUrl.trim() === '') throw new FoyerConfigError({ option: 'apiUrl', reason: 'missing' })
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue
    const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : String(value)
    if (text !== '') url.searchParams.set(name, text)
  }
  return url
}

/**
 * The parameters every GET to Foyer's API carries: `projectId`, `st` (SDK type) and `sv` (SDK version).
 *
 * @example
 * apiUrl(baseUrl, '/v1/identity/0x…', { ...sdkQuery(parameters), sender })
 */
export function sdkQuery(parameters: Pick<ApiClientParameters, 'projectId' | 'sdkType' | 'sdkVersion'>): Record<string, string> {
  return {
    projectId: parameters.projectId,
    st: parameters.sdkType ?? foyerSdkType,
    sv: parameters.sdkVersion ?? foyerSdkVersion,
  }
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
 * const icon = await requestBlob({ url: apiUrl(baseUrl, '/getWalletImage/abc', sdkQuery(p)), accept: 'image/*', toError })
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

async function send(options: Omit<RequestJsonOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
  const url = stripCredentials(options.url.href)
  const fetchFn = options.fetch ?? globalThis.fetch
  const signal = withTimeout(options.signal, options.timeoutMs ?? 10_000)
  const hasBody = options.body !== undefined
  let response: Response
  try {
    response = await fetchFn(options.url, {
      method: options.method ?? 'GET',
      signal,
      headers: { ...options.headers, accept, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
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
