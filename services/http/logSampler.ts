/** Whether to write a sampled line now, and how many of its kind were left out since the last one. */
export type Sample = { log: boolean; suppressed: number }

/**
 * Lets one log line per key through every `intervalMs`, counting the ones left out, so a client that
 * hammers a limit (or a flood of them) cannot flood the log: each key's next line says how many of its
 * kind it stands for. At most `maxKeys` keys are remembered; past that the memory starts afresh.
 *
 * @example
 * const sample = createLogSampler()
 * const { log, suppressed } = sample(`rate_limited ${route} ${client}`)
 * if (log) logger.warn({ route, client, suppressed }, 'limit hit')
 */
export function createLogSampler({ intervalMs = 10_000, maxKeys = 10_000, now = () => performance.now() } = {}): (key: string) => Sample {
  const seen = new Map<string, { at: number; suppressed: number }>()
  return (key) => {
    const at = now()
    const entry = seen.get(key)
    if (entry && at - entry.at < intervalMs) {
      entry.suppressed += 1
      return { log: false, suppressed: entry.suppressed }
    }
    if (!entry && seen.size >= maxKeys) seen.clear()
    const suppressed = entry?.suppressed ?? 0
    seen.set(key, { at, suppressed: 0 })
    return { log: true, suppressed }
  }
}
