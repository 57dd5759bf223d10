import { unpricedBalance } from '../priceBalances'
import type { UnpricedBalance } from '../priceBalances'
import type { SolanaToken } from './solanaNetworks'
import { SOL_TOKEN } from './solanaNetworks'
import type { SolanaRpcClient } from './solanaRpcClient'

/** The SPL Token program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/**
 * An owner's SOL and SPL balances on one cluster, in the balance endpoint's shape: the configured
 * mints only (summed over the owner's token accounts), zero balances left out, amounts without
 * trailing zeros. Priced later by mint (`'native'` for SOL), see `priceBalances`.
 */
export async function readSolanaBalances(rpc: SolanaRpcClient, network: string, owner: string, tokens: readonly SolanaToken[]): Promise<UnpricedBalance[]> {
  const [lamports, accounts] = await Promise.all([
    rpc('getBalance', [owner, { commitment: 'confirmed' }]),
    rpc('getTokenAccountsByOwner', [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }]),
  ])
  const held = new Map<string, bigint>()
  for (const { account } of accounts.value) {
    const { mint, tokenAmount } = account.data.parsed.info
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const balances: UnpricedBalance[] = []
  if (lamports.value > 0) balances.push(unpricedBalance(SOL_TOKEN, BigInt(lamports.value), network))
  for (const token of tokens) {
    const amount = held.get(token.mint) ?? 0n
    if (amount > 0n) balances.push(unpricedBalance(token, amount, network, token.mint))
  }
  return balances
}
