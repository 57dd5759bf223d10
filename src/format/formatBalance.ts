import { formatUnits } from 'viem'

/**
 * Formats a token amount for display, floored (never rounded up) to a fixed
 * number of decimals (3 for balances, `0.000` for zero), so a balance is never shown as more than it is.
 *
 * @example
 * formatBalance(1234567890000000000n, 18) // '1.234'
 */
export function formatBalance(value: bigint, decimals: number, fractionDigits = 3): string {
  // The sign is read from the text rather than by `value < 0n`: that comparison's `<=` mutant cannot
  // be told apart (zero), and a disable comment for it would also hide its live `>=` sibling.
  const formatted = formatUnits(value, decimals)
  const negative = formatted.startsWith('-')
  const parts = (negative ? formatted.slice(1) : formatted).split('.')
  // Stryker disable next-line StringLiteral: split always yields a first part; the default only satisfies the type.
  const whole = parts[0] ?? '0'
  const fraction = parts[1] ?? ''
  const digits = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const text = fractionDigits > 0 ? `${whole}.${digits}` : whole
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}
