import { formatUnits } from 'viem'

/**
 * An amount for reading (preview, toasts): exact up to `maxFractionDigits` decimals, cut (never
 * rounded up) beyond, without trailing zeros; a tiny non-zero amount reads as `<0.00000001`.
 *
 * @example
 * formatSendAmount(1_500_000n, 6) // '1.5'
 * formatSendAmount(21_000_000_000_000n, 18) // '0.000021'
 */
export function formatSendAmount(value: bigint, decimals: number, maxFractionDigits = 8): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const cut = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  if (value > 0n && whole === '0' && cut === '') return `<0.${'0'.repeat(Math.max(maxFractionDigits - 1, 0))}1`
  return cut ? `${whole}.${cut}` : whole
}

/**
 * The USD value of an amount at `price`, or `undefined` when the price is unknown (0 or missing).
 *
 * @example
 * usdValue(1_500_000n, 6, 1) // 1.5
 */
export function usdValue(value: bigint, decimals: number, price: number | undefined): number | undefined {
  if (!price || !Number.isFinite(price)) return undefined
  return Number(formatUnits(value, decimals)) * price
}
