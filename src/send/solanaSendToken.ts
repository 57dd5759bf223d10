import { parseUnits } from 'viem'
import type { TokenBalance } from '../api/wire/accountSchemas'
import { isSolanaAddress } from '../chains/addressFormats'
import type { SendTokenDisplay } from './sendToken'

/** A token a Solana account can send: SOL, or an SPL token named by its mint. */
export type SolanaSendToken = SendTokenDisplay & {
  /** The cluster's CAIP-2 id, `solana:<genesis-hash prefix>`. */
  chainId: string
  /** The SPL mint (base58); `undefined` for SOL. */
  mint: string | undefined
}

/**
 * Turns a Solana balance from Foyer's API into a sendable token, or `undefined` when it is not a
 * Solana token, has zero decimals (dropped, as for EVM), an unreadable quantity or mint.
 *
 * @example
 * toSolanaSendToken({ symbol: 'USDC', chainId: 'solana:4ysR…', address: 'solana:4ysR…:Hi4B…', quantity: { decimals: '6', numeric: '1.5' }, … })
 */
export function toSolanaSendToken(balance: TokenBalance): SolanaSendToken | undefined {
  if (!/^solana:[-_a-zA-Z0-9]{1,32}$/.test(balance.chainId)) return undefined
  const decimals = Number(balance.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals <= 0 || decimals > 18) return undefined
  let mint: string | undefined
  if (balance.address !== undefined) {
    mint = balance.address.split(':').at(-1) ?? ''
    if (!isSolanaAddress(mint)) return undefined
  }
  if (!/^\d+(\.\d+)?$/.test(balance.quantity.numeric) || (balance.quantity.numeric.split('.')[1] ?? '').length > decimals) return undefined
  return {
    id: mint ? `${balance.chainId}:${mint}` : `${balance.chainId}:native`,
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    mint,
    decimals,
    balance: parseUnits(balance.quantity.numeric, decimals),
    balanceText: balance.quantity.numeric,
    price: balance.price ?? 0,
    iconUrl: balance.iconUrl || balance.logoUri || '',
  }
}
