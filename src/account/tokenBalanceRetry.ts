/** After a failed token balance request, a new attempt only 30 s later, so a failing API is spared. */
export const tokenBalanceRetryDelayMs = 30_000

/**
 * Milliseconds until the token balances may be fetched again after the failure at `failedAt`
 * (0: now). `failedAt` 0 or undefined means no failure.
 *
 * @example
 * tokenBalanceRetryIn(1_000, 11_000) // 20_000
 */
export function tokenBalanceRetryIn(failedAt: number | undefined, now: number): number {
  if (!failedAt) return 0
  return Math.max(0, failedAt + tokenBalanceRetryDelayMs - now)
}

/**
 * Whether the token balances may be fetched again: always when the last attempt did not fail,
 * otherwise once 30 s have passed since the failure.
 *
 * @example
 * canRetryTokenBalance(1_000, 31_000) // true
 */
export function canRetryTokenBalance(failedAt: number | undefined, now: number): boolean {
  return tokenBalanceRetryIn(failedAt, now) === 0
}
