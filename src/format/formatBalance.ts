import { formatUnits } from 'viem'

/**
 * Formats a token amount for display, floored (never rounded up) to a fixed
 * number of decimals, as the spec asks for balances (3 decimals, `0.000` for zero).
 *
 * @example
 * formatBalance(1234567890000000000n, 18) // '1.234'
 */
export function formatBalance(value: bigint, decimals: number, fractionDigits = 3): string {
  // Stryker disable next-line EqualityOperator: zero negated is zero, and '0.000' gets no sign anyway.
  const negative = value < 0n
  const parts = formatUnits(negative ? -value : value, decimals).split('.')
  // Stryker disable next-line StringLiteral: split always yields a first part; the default only satisfies the type.
  const whole = parts[0] ?? '0'
  const fraction = parts[1] ?? ''
  const digits = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const text = fractionDigits > 0 ? `${whole}.${digits}` : whole
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}
