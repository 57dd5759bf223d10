// GET requests sent ahead of the code that will ask for them: a connect button's pointer sends the
// Connect view's registry request with a plain fetch() (well under a millisecond of work), while the
// query machinery that will read the answer runs a task later, after the click's frame.
type Warm = { response: Promise<Response>; at: number }

const warm = new Map<string, Warm>()
// When each URL last went out through warmFetch: its answer is then in the taker's cache.
const fetchedAt = new Map<string, number>()

/** How long a warm request waits to be taken: an answer older than this is not served. */
const maxAgeMs = 5_000

/**
 * Sends `GET url` now (with `accept`), for {@link warmFetch} to hand over to the request that asks
 * for the same URL soon after. Does nothing when one is already waiting, or when {@link warmFetch}
 * sent or handed over that URL less than `freshMs` ago (the taker then has a fresh answer and will
 * not ask: a request sent now would never be taken).
 *
 * @example
 * warmRequest('http://127.0.0.1:8787/getWallets?page=1&entries=8', 'application/json', 600_000)
 */
export function warmRequest(url: string, accept: string, freshMs: number): void {
  const now = Date.now()
  const waiting = warm.get(url)
  if (waiting && now - waiting.at < maxAgeMs) return
  if (now - (fetchedAt.get(url) ?? -Infinity) < freshMs) return
  // Bounded like the client's own requests, whose timeout cannot reach a request already sent.
  const response = globalThis.fetch(url, { headers: { accept }, signal: AbortSignal.timeout(10_000) })
  // A failure is the taker's to report; one never taken must not be unhandled.
  response.catch(() => undefined)
  warm.set(url, { response, at: now })
}

/**
 * A `fetch` that answers a GET with the waiting warm request for its URL (taken once, and only if
 * recent), and sends anything else as `globalThis.fetch` would.
 *
 * @example
 * getWallets({ ...parameters, fetch: warmFetch })
 */
export const warmFetch: typeof fetch = (input, init) => {
  const key = input instanceof URL ? input.href : typeof input === 'string' ? input : undefined
  const method = init?.method ?? 'GET'
  const waiting = key === undefined ? undefined : warm.get(key)
  if (key !== undefined && waiting) warm.delete(key)
  if (key !== undefined && method === 'GET') fetchedAt.set(key, Date.now())
  if (waiting && method === 'GET' && Date.now() - waiting.at < maxAgeMs && !init?.signal?.aborted) return waiting.response
  return globalThis.fetch(input, init)
}
