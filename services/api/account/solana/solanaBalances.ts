import { formatUnits } from 'viem'
import type { PriceTable } from '../priceTable'
import type { TokenBalanceWire } from '../balanceRoute'
import type { SolanaToken } from './solanaNetworks'
import { SOL_TOKEN } from './solanaNetworks'
import type { SolanaRpcClient } from './solanaRpcClient'

/** The SPL Token program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/**
 * An owner's SOL and SPL balances on one cluster, in the balance endpoint's shape: the configured
 * mints only (summed over the owner's token accounts), zero balances left out, amounts without
 * trailing zeros, USD values from the price table by symbol.
 */
export async function readSolanaBalances(
  rpc: SolanaRpcClient,
  network: string,
  owner: string,
  tokens: readonly SolanaToken[],
  prices: PriceTable,
): Promise<TokenBalanceWire[]> {
  const [lamports, accounts] = await Promise.all([
    rpc('getBalance', [owner, { commitment: 'confirmed' }]),
    rpc('getTokenAccountsByOwner', [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }]),
  ])
  const held = new Map<string, bigint>()
  for (const { account } of accounts.value) {
    const { mint, tokenAmount } = account.data.parsed.info
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const entry = (token: Omit<SolanaToken, 'mint'>, amount: bigint, mint: string | undefined): TokenBalanceWire => {
    const numeric = formatUnits(amount, token.decimals)
    const priced = prices.prices[token.symbol]
    const price = priced?.price ?? 0
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: network,
      ...(mint ? { address: `${network}:${mint}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: token.iconUrl || priced?.iconUrl || '',
    }
  }
  const balances: TokenBalanceWire[] = []
  if (lamports.value > 0) balances.push(entry(SOL_TOKEN, BigInt(lamports.value), undefined))
  for (const token of tokens) {
    const amount = held.get(token.mint) ?? 0n
    if (amount > 0n) balances.push(entry(token, amount, token.mint))
  }
  return balances
}
