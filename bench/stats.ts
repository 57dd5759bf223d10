/** Median with its range over a set of samples. */
export type Summary = { median: number; min: number; max: number; n: number }

/** Median (mean of the two middle values for an even count), min and max. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 }
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length }
}

/** Latency percentiles in ms. */
export type LatencySummary = { p50: number; p90: number; p99: number; max: number; mean: number }

/** Nearest-rank percentiles, mean and max of latencies in ms. */
export function percentiles(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b)
  // Nearest-rank percentiles: p99 of 2,000 samples is the 1,980th.
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)
  return { p50: at(50), p90: at(90), p99: at(99), max: sorted.at(-1) ?? Number.NaN, mean }
}

/** Options of {@link runClosedLoop}. */
export type ClosedLoopOptions = {
  /** Clients, all started at once. */
  concurrency: number
  /** Requests each client sends, one after another. */
  perClient: number
  /**
   * One request, awaited to its end (answer read in full); resolves whether the answer was right.
   * `index` is the client's number plus its request's, so consecutive requests vary (e.g. the account).
   */
  once: (index: number) => Promise<boolean>
}

/** What {@link runClosedLoop} measured. */
export type ClosedLoopResult = {
  concurrency: number
  requests: number
  /** Requests whose answer was wrong or that threw. */
  errors: number
  durationMs: number
  requestsPerSecond: number
  latencyMs: LatencySummary
}

/**
 * A closed-loop load: `concurrency` clients, each sending its next request as soon as the previous
 * one is answered, `perClient` times. Latency is timed around each `once`; a request that throws
 * counts as an error with its time so far.
 */
export async function runClosedLoop({ concurrency, perClient, once }: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let request = 0; request < perClient; request++) {
        const sent = performance.now()
        const ok = await once(client + request).catch(() => false)
        latencies.push(performance.now() - sent)
        if (!ok) errors++
      }
    }),
  )
  const durationMs = performance.now() - started
  return {
    concurrency,
    requests: latencies.length,
    errors,
    durationMs,
    requestsPerSecond: latencies.length / (durationMs / 1000),
    latencyMs: percentiles(latencies),
  }
}
