import { getAddress, isAddress, parseUnits, type Address } from 'viem'
import type { TokenBalance } from '../api/wire/accountSchemas'

/** A token the connected account can send on the active chain. */
export type SendToken = {
  /** Stable id: the CAIP-10 address, or `<caip2>:native` for the chain's own currency. */
  id: string
  name: string
  symbol: string
  /** EIP-155 chain id. */
  chainId: number
  /** The ERC-20 contract; `undefined` for the native currency. */
  address: Address | undefined
  decimals: number
  /** Balance in the token's smallest unit. */
  balance: bigint
  /** The balance as a decimal string, as the API sent it. */
  balanceText: string
  /** USD price of one token; `0` when unknown. */
  price: number
  /** Icon URL; empty when the API has none. */
  iconUrl: string
}

/** What the Send views show of a token, in any namespace. */
export type SendTokenDisplay = Pick<SendToken, 'id' | 'name' | 'symbol' | 'decimals' | 'balance' | 'balanceText' | 'price' | 'iconUrl'>

/**
 * Turns a token balance into a sendable token, or `undefined` when it is not an
 * EVM token, has zero decimals (not a fungible amount) or an unreadable quantity.
 *
 * @example
 * toSendToken({ symbol: 'USDC', chainId: 'eip155:31337', address: 'eip155:31337:0x5FbD…', quantity: { decimals: '6', numeric: '1000000' }, … })
 */
export function toSendToken(balance: TokenBalance): SendToken | undefined {
  const chain = /^eip155:(\d+)$/.exec(balance.chainId)
  if (!chain?.[1]) return undefined
  const decimals = Number(balance.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals <= 0 || decimals > 77) return undefined
  let address: Address | undefined
  if (balance.address !== undefined) {
    const contract = balance.address.split(':').at(-1) ?? ''
    if (!isAddress(contract, { strict: false })) return undefined
    address = getAddress(contract)
  }
  // More fraction digits than the token has would be rounded by parseUnits: the quantity is wrong.
  if (!/^\d+(\.\d+)?$/.test(balance.quantity.numeric) || (balance.quantity.numeric.split('.')[1] ?? '').length > decimals) return undefined
  let amount: bigint
  try {
    amount = parseUnits(balance.quantity.numeric, decimals)
  } catch {
    return undefined
  }
  if (amount < 0n) return undefined
  return {
    id: address ? `${balance.chainId}:${address}` : `${balance.chainId}:native`,
    name: balance.name,
    symbol: balance.symbol,
    chainId: Number(chain[1]),
    address,
    decimals,
    balance: amount,
    balanceText: balance.quantity.numeric,
    price: balance.price ?? 0,
    iconUrl: balance.iconUrl || balance.logoUri || '',
  }
}
