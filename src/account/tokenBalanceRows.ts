import type { TokenBalance } from '../api/wire/accountSchemas'
import { floorDecimal } from './formatAmounts'

/** One row of the Tokens tab: the balance and its display quantity. */
export type TokenBalanceRow = {
  /** Stable React key: the CAIP-10 address, or `chainId:native` for the native token. */
  key: string
  balance: TokenBalance
  /** The quantity floored to 3 decimals (`0.000` at zero). */
  quantity: string
}

/**
 * The Tokens tab's rows: balances with zero decimals dropped (not a fungible token), the largest USD
 * value first, each quantity floored to 3 decimals; and the total value in USD.
 *
 * @example
 * const { rows, totalUsd } = tokenBalanceRows(balances)
 */
export function tokenBalanceRows(balances: readonly TokenBalance[]): { rows: TokenBalanceRow[]; totalUsd: number } {
  const kept = balances.filter((balance) => balance.quantity.decimals !== '0')
  const rows = kept
    .map((balance) => ({
      key: balance.address ?? `${balance.chainId}:native`,
      balance,
      quantity: floorDecimal(balance.quantity.numeric, 3),
    }))
    // Native first among equal values, so an empty-priced chain still lists its own token on top.
    .sort((a, b) => b.balance.value - a.balance.value || Number(a.balance.address !== undefined) - Number(b.balance.address !== undefined))
  const totalUsd = kept.reduce((total, balance) => total + (Number.isFinite(balance.value) ? balance.value : 0), 0)
  return { rows, totalUsd }
}
