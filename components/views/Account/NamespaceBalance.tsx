import { useQuery } from '@tanstack/react-query'
import { namespaceBalanceQueryOptions } from '../../../hooks/namespaces/namespaceBalanceQueryOptions'
import { formatBalance } from '../../../src/format/formatBalance'
import type { NamespaceAccount, NamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import { BalanceState } from './BalanceState'

/**
 * A non-EVM account's native balance, read through its family's adapter (Solana's RPC, Esplora,
 * a Substrate node, ...): loading, the balance, or 'Balance unavailable' with a retry when the
 * family's endpoint is missing, fails or does not answer in time (never a made-up zero). A send
 * refreshes it with the other account data.
 */
export function NamespaceBalance({ adapter, account }: { adapter: NamespaceAdapter; account: NamespaceAccount }) {
  const balance = useQuery({
    ...namespaceBalanceQueryOptions(adapter, account),
    select: ({ value, decimals, symbol }) => `${formatBalance(value, decimals)} ${symbol}`,
  })
  return <BalanceState balance={balance} />
}
