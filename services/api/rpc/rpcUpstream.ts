import type { Logger } from 'pino'
import { z } from 'zod'

/** Options of {@link rpcUpstream}. */
export type RpcUpstreamOptions = {
  /** Milliseconds one upstream may take to answer before the next one is asked. */
  timeoutMs: number
  /** Largest answer read from an upstream, in bytes; a larger one counts as a failure. */
  maxAnswerBytes: number
  /** Milliseconds an upstream that failed is asked only after the others. */
  cooldownMs: number
  /** Where failures are logged (the network's id and the upstream's position, never its URL). */
  logger: Logger
  /** @default performance.now */
  now?: () => number
}

/** The upstreams of one network, asked in order. */
export type RpcUpstream = {
  /**
   * Sends a JSON-RPC body to the first upstream that answers it with JSON-RPC, and returns that
   * answer parsed, or `undefined` when none did (or `signal` aborted).
   */
  send(body: string, signal?: AbortSignal): Promise<unknown>
}

// An answer is JSON-RPC when it is one response object or a batch of them; anything else (an HTML
// error page, a provider's own error JSON) counts as a failure of that upstream.
const answerSchema = z.union([z.looseObject({ jsonrpc: z.literal('2.0') }), z.array(z.looseObject({ jsonrpc: z.literal('2.0') }))])

// A path segment a provider's key could be (as `rpcUrlCredentials` judges it, a little wider).
const KEY_LIKE = /^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9_-]{12,}$/

type Endpoint = { index: number; url: string; headers: Record<string, string>; secrets: string[]; downUntil: number }

/**
 * The operator's upstream JSON-RPC URLs of one network, with ordered fallback: an upstream that fails
 * (network error, timeout, non-2xx status, an answer that is not JSON-RPC) is skipped for
 * `cooldownMs` and the next one is asked at once. URL user information becomes a Basic
 * `Authorization` header (fetch refuses URLs with credentials). No URL or part of one ever appears in
 * a log line or in an answer: the node's answer is cleaned of any of them before it is returned.
 *
 * @example
 * const upstream = rpcUpstream('eip155:1', ['https://a.example/v3/KEY', 'https://b.example'], { timeoutMs: 10_000, maxAnswerBytes: 16 << 20, cooldownMs: 10_000, logger })
 * await upstream.send('{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}')
 */
export function rpcUpstream(network: string, urls: readonly string[], options: RpcUpstreamOptions): RpcUpstream {
  const now = options.now ?? (() => performance.now())
  const endpoints = urls.map((text, index) => endpoint(text, index))
  const secrets = endpoints.flatMap((entry) => entry.secrets).sort((a, b) => b.length - a.length)
  const clean = (text: string) => secrets.reduce((result, secret) => (result.includes(secret) ? result.split(secret).join('[upstream]') : result), text)

  async function ask(entry: Endpoint, body: string, signal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(options.timeoutMs)
    const fail = (reason: string) => {
      entry.downUntil = now() + options.cooldownMs
      options.logger.warn({ network, upstream: entry.index, reason }, 'rpc upstream failed')
      return undefined
    }
    let text: string
    try {
      const response = await fetch(entry.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...entry.headers },
        body,
        redirect: 'error',
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      })
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        return fail(`status ${response.status}`)
      }
      const declared = Number(response.headers.get('content-length') ?? 0)
      if (declared > options.maxAnswerBytes) {
        await response.body?.cancel().catch(() => undefined)
        return fail('answer too large')
      }
      text = await response.text()
    } catch (error) {
      if (signal?.aborted) return undefined
      return fail(timeout.aborted ? 'timeout' : failureCode(error))
    }
    if (Buffer.byteLength(text) > options.maxAnswerBytes) return fail('answer too large')
    let json: unknown
    try {
      json = JSON.parse(clean(text))
    } catch {
      return fail('answer is not JSON')
    }
    const parsed = answerSchema.safeParse(json)
    return parsed.success ? parsed.data : fail('answer is not JSON-RPC')
  }

  return {
    async send(body, signal) {
      const time = now()
      // Upstreams that are up first, in the configured order; those cooling down after a failure
      // last (soonest back first), so a network with every upstream down still tries them all.
      const order = [
        ...endpoints.filter((entry) => entry.downUntil <= time),
        ...endpoints.filter((entry) => entry.downUntil > time).sort((a, b) => a.downUntil - b.downUntil),
      ]
      for (const entry of order) {
        if (signal?.aborted) return undefined
        const answer = await ask(entry, body, signal)
        if (answer !== undefined) {
          entry.downUntil = 0
          return answer
        }
      }
      return undefined
    },
  }
}

/** The URL fetch is given (no user information), its Basic header, and every part that may be a secret. */
function endpoint(text: string, index: number): Endpoint {
  const url = new URL(text)
  const headers: Record<string, string> = {}
  // Only the parts that can be keys: a node's answer may well contain a host name or a word of a path.
  const secrets: string[] = []
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username)
    const password = decodeURIComponent(url.password)
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    secrets.push(...[url.username, url.password, user, password].filter((part) => part.length >= 4))
    url.username = ''
    url.password = ''
  }
  for (const segment of url.pathname.split('/')) if (KEY_LIKE.test(segment)) secrets.push(segment)
  for (const value of url.searchParams.values()) if (value.length >= 8) secrets.push(value, encodeURIComponent(value))
  return { index, url: url.href, headers, secrets: [...new Set(secrets)], downUntil: 0 }
}

/** A network failure's system code (e.g. `ECONNREFUSED`): the cause's message names the host and port. */
function failureCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  const code = cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined
  return typeof code === 'string' && /^[A-Z_]{2,40}$/.test(code) ? code : 'network error'
}
