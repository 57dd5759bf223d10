import { formatEther } from 'viem'

/**
 * An amount of a chain's native currency (18 decimals) with its symbol, every digit kept: a fee
 * shown rounded could hide what is paid.
 *
 * @example
 * formatNative(21_000n * 1_000_000_000n, 'ETH') // '0.000021 ETH'
 */
export function formatNative(wei: bigint, symbol: string): string {
  return `${formatEther(wei)} ${symbol}`
}
