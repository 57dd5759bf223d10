import type { z } from 'zod'
import { BaseError, stripCredentials } from '../errors/BaseError'
import { errorMessages } from '../errors/messages'
import { apiUrl, requestBlob, requestJson, type HttpFailure, type HttpMethod, type QueryValue } from './httpClient'

/** Options of {@link createHttpClient}: explicit inputs, no global state. */
export type HttpClientOptions = {
  /** Base URL every path is appended to (a trailing slash is ignored). */
  baseUrl: string
  /**
   * Sent as the `clientId` query parameter on every request (spec section 7); left out when empty.
   * @default undefined
   */
  clientId?: string | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
  /** Request timeout in ms. @default 10_000 */
  timeoutMs?: number | undefined
  /** Headers sent with every request. @default {} */
  headers?: Record<string, string> | undefined
}

/** One request of an {@link HttpClient}. */
export type HttpRequest<T> = {
  /** Path below `baseUrl`, e.g. `/v1/sessions/abc`. */
  path: string
  /** Query parameters; empty ones (`undefined`, `null`, `''`, `false`, `[]`) are skipped. */
  query?: Record<string, QueryValue> | undefined
  /** Parses the JSON answer. */
  schema: z.ZodType<T>
  signal?: AbortSignal | undefined
  headers?: Record<string, string> | undefined
}

/** A request that carries a JSON body. */
export type HttpBodyRequest<T> = HttpRequest<T> & {
  /** Sent as JSON. */
  body?: unknown
}

/** A blob (image) GET. */
export type HttpBlobRequest = Omit<HttpRequest<unknown>, 'schema'> & {
  /** Accepted content types, e.g. `image/*`. @default any */
  accept?: string | undefined
}

/** The generic HTTP client of spec section 7. Every method throws {@link HttpRequestError} or {@link HttpResponseError}. */
export type HttpClient = {
  get<T>(request: HttpRequest<T>): Promise<T>
  post<T>(request: HttpBodyRequest<T>): Promise<T>
  put<T>(request: HttpBodyRequest<T>): Promise<T>
  delete<T>(request: HttpBodyRequest<T>): Promise<T>
  getBlob(request: HttpBlobRequest): Promise<Blob>
}

/**
 * A request got no answer (network, timeout, abort) or an HTTP error status. The URL it carries has
 * credentials and key-like query values masked, and so does every message.
 */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  /** HTTP status; `undefined` when no answer came. */
  status: number | undefined
  /** The masked URL. */
  url: string
  /** Start of the error answer's body (at most 500 characters). */
  body: string | undefined
  /** Whether the request timed out (rather than failed or was aborted by the caller). */
  timedOut: boolean

  constructor(failure: HttpFailure) {
    const timedOut = failure.cause instanceof Error && failure.cause.name === 'TimeoutError'
    const aborted = failure.cause instanceof Error && failure.cause.name === 'AbortError'
    super(aborted ? errorMessages.somethingWentWrong : failure.status === undefined ? 'HTTP request failed' : `HTTP request failed with status ${failure.status}`, {
      cause: failure.cause,
      metaMessages: [`URL: ${stripCredentials(failure.url)}`, ...(timedOut ? ['The request timed out.'] : [])],
      details: failure.body ?? (failure.cause instanceof Error ? failure.cause.message : undefined),
      docsPath: '/errors#http',
    })
    this.status = failure.status
    this.url = stripCredentials(failure.url)
    this.body = failure.body === undefined ? undefined : stripCredentials(failure.body)
    this.timedOut = timedOut
  }
}

/** A 2xx answer whose body is not the expected shape (or not JSON). */
export class HttpResponseError extends BaseError {
  override name = 'HttpResponseError'
  /** The masked URL. */
  url: string

  constructor(failure: HttpFailure) {
    super('HTTP response has an unexpected shape', {
      cause: failure.cause,
      metaMessages: [`URL: ${stripCredentials(failure.url)}`],
      docsPath: '/errors#http',
    })
    this.url = stripCredentials(failure.url)
  }
}

/**
 * Creates the generic HTTP client: GET, POST, PUT, DELETE (JSON, zod-parsed) and GET-blob, with the
 * `clientId` parameter, empty parameters skipped, a timeout, and URLs with keys never printed.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'http://127.0.0.1:8787', clientId })
 * const { ok } = await http.get({ path: '/health', schema: z.object({ ok: z.boolean() }) })
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const toError = (failure: HttpFailure) => (failure.stage === 'parse' ? new HttpResponseError(failure) : new HttpRequestError(failure))
  const urlOf = (request: { path: string; query?: Record<string, QueryValue> | undefined }) =>
    apiUrl(options.baseUrl, request.path, { ...request.query, clientId: options.clientId })
  const json =
    (method: HttpMethod) =>
    <T>(request: HttpBodyRequest<T>): Promise<T> =>
      requestJson({
        url: urlOf(request),
        method,
        body: request.body,
        schema: request.schema,
        fetch: options.fetch,
        signal: request.signal,
        timeoutMs: options.timeoutMs,
        headers: { ...options.headers, ...request.headers },
        toError,
      })
  return {
    get: (request) => json('GET')({ ...request, body: undefined }),
    post: json('POST'),
    put: json('PUT'),
    delete: json('DELETE'),
    getBlob: (request) =>
      requestBlob({
        url: urlOf(request),
        accept: request.accept,
        fetch: options.fetch,
        signal: request.signal,
        timeoutMs: options.timeoutMs,
        headers: { ...options.headers, ...request.headers },
        toError,
      }),
  }
}
