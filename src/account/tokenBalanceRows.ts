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

/** What {@link tokenBalanceRows} returns. */
export type TokenBalanceRows = {
  rows: TokenBalanceRow[]
  /** The sum of the USD values the rows have. */
  totalUsd: number
  /** Whether some row has no USD value: the total then leaves it out and must say so. */
  partial: boolean
}

/** A balance's USD value, when its token has a price. */
const usdOf = (balance: TokenBalance): number | undefined => (balance.value !== undefined && Number.isFinite(balance.value) ? balance.value : undefined)

/**
 * The Tokens tab's rows: balances with zero decimals dropped (not a fungible token), the largest USD
 * value first (unpriced ones last), each quantity floored to 3 decimals; the total value in USD of
 * the priced ones, and whether some row is unpriced (the total is then partial).
 *
 * @example
 * const { rows, totalUsd, partial } = tokenBalanceRows(balances)
 */
export function tokenBalanceRows(balances: readonly TokenBalance[]): TokenBalanceRows {
  const kept = balances.filter((balance) => balance.quantity.decimals !== '0')
  const rows = kept
    .map((balance) => ({
      key: balance.address ?? `${balance.chainId}:native`,
      balance,
      quantity: floorDecimal(balance.quantity.numeric, 3),
    }))
    // Native first among equal values, so an empty-priced chain still lists its own token on top.
    .sort((a, b) => (usdOf(b.balance) ?? -1) - (usdOf(a.balance) ?? -1) || Number(a.balance.address !== undefined) - Number(b.balance.address !== undefined))
  const totalUsd = kept.reduce((total, balance) => total + (usdOf(balance) ?? 0), 0)
  return { rows, totalUsd, partial: kept.some((balance) => usdOf(balance) === undefined) }
}
