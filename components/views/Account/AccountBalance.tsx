import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useChains, useClient } from 'wagmi'
import { nativeBalanceQueryOptions } from '../../../hooks/nativeBalanceQueryOptions'
import { formatBalance } from '../../../src/format/formatBalance'
import { BalanceState } from './BalanceState'

/** An EVM account's native balance read from the chain's RPC, floored to 3 decimals, with loading and failure states. */
export function AccountBalance({ address, chainId }: { address: Address; chainId: number | undefined }) {
  const client = useClient({ chainId })
  const chain = useChains().find((candidate) => candidate.id === chainId)
  const { decimals = 18, symbol = 'ETH' } = chain?.nativeCurrency ?? {}
  const balance = useQuery({
    ...nativeBalanceQueryOptions(client, { address, chainId }),
    select: (value: bigint) => `${formatBalance(value, decimals)} ${symbol}`,
  })
  return <BalanceState balance={balance} />
}
