import { formatUnits } from 'viem'

/** Price impact above which the swap views warn, in percent. */
export const HIGH_PRICE_IMPACT = 5

/** Slippage choices the Swap view offers, in percent. */
export const slippagePresets = ['0.5', '1', '3'] as const

/**
 * Slippage in basis points, when the text is one the convert API accepts (0 to 99.99 with at most
 * two decimals); `undefined` otherwise.
 *
 * @example
 * slippageBasisPoints('0.5') // 50
 */
export function slippageBasisPoints(slippage: string): bigint | undefined {
  if (!/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(slippage)) return undefined
  return BigInt(Math.round(Number(slippage) * 100))
}

/**
 * The least an exact-input swap may give: the quoted output less the slippage, rounded down as the
 * router's minimum is.
 *
 * @example
 * minimumReceived(1_000n, '1') // 990n
 */
export function minimumReceived(quotedOutput: bigint, slippage: string): bigint | undefined {
  const bps = slippageBasisPoints(slippage)
  return bps === undefined ? undefined : (quotedOutput * (10_000n - bps)) / 10_000n
}

/**
 * The most an exact-output swap may spend: the quoted input plus the slippage.
 *
 * @example
 * maximumSold(1_000n, '1') // 1010n
 */
export function maximumSold(quotedInput: bigint, slippage: string): bigint | undefined {
  const bps = slippageBasisPoints(slippage)
  return bps === undefined ? undefined : (quotedInput * (10_000n + bps)) / 10_000n
}

/**
 * An amount for display: at most `digits` significant fraction digits below 1 and `fraction` decimals
 * above, trailing zeros dropped. Rounds down, so the text never promises more than the amount.
 *
 * @example
 * formatSwapAmount(3_324_513_000_000_000n, 18) // '0.003324'
 */
export function formatSwapAmount(value: bigint, decimals: number, fraction = 6): string {
  const text = formatUnits(value, decimals)
  const [whole = '0', part = ''] = text.split('.')
  if (!part) return whole
  // Below 1, keep `fraction` significant digits after the leading zeros so small amounts stay visible.
  const leadingZeros = whole === '0' ? (/^0*/.exec(part)?.[0].length ?? 0) : 0
  const kept = part.slice(0, Math.min(part.length, leadingZeros + fraction)).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

/**
 * How many `to` one `from` gives at the quote, e.g. `'0.000333'`.
 *
 * @example
 * swapRate({ fromAmount: 10_000_000n, fromDecimals: 6, toAmount: 3_300_000_000_000_000n, toDecimals: 18 }) // '0.00033'
 */
export function swapRate(quote: { fromAmount: bigint; fromDecimals: number; toAmount: bigint; toDecimals: number }): string | undefined {
  if (quote.fromAmount === 0n) return undefined
  // Scaled by 10^18 so the division keeps the rate's digits.
  const scaled = (quote.toAmount * 10n ** BigInt(quote.fromDecimals) * 10n ** 18n) / (quote.fromAmount * 10n ** BigInt(quote.toDecimals))
  return formatSwapAmount(scaled, 18)
}

/**
 * A price impact for display, in percent with two decimals at most (`'<0.01'` when below).
 *
 * @example
 * formatPriceImpact(6.2389) // '6.23'
 */
export function formatPriceImpact(percent: number): string {
  if (percent > 0 && percent < 0.01) return '<0.01'
  return (Math.floor(percent * 100) / 100).toString()
}
