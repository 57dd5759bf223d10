import type { TokenBalance } from '../../src/api/wire/accountSchemas'

/**
 * The balance API's line for `amount` USD Coin (six decimals, one dollar each) held at the token
 * contract or mint `address` on `chainId`, as component, hook and core tests stub it.
 *
 * @example
 * Response.json({ balances: [usdcBalance('eip155:31337', usdc, 2.5)] })
 */
export function usdcBalance(chainId: string, address: string, amount: number): TokenBalance {
  return {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId,
    address: `${chainId}:${address}`,
    value: amount,
    price: 1,
    quantity: { decimals: '6', numeric: String(amount) },
    iconUrl: '',
  }
}
