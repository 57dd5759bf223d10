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
