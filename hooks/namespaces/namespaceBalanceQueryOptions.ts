import { NamespaceBalanceUnavailableError } from '../../src/errors/namespaceBalanceErrors'
import { NamespaceNotConnectedError } from '../../src/errors/namespaceErrors'
import { NamespaceRequestError } from '../../src/errors/namespaceRequestErrors'
import type { NamespaceAccount, NamespaceAdapter, NamespaceBalance } from '../../src/namespaces/namespaceAdapter'

/** A non-EVM native balance stays fresh for 30 s, as the EVM one does. */
export const namespaceBalanceStaleTime = 30_000

/**
 * Key of a non-EVM account's native balance; one per account on its network (the CAIP-10 address).
 *
 * @example
 * namespaceBalanceQueryKey({ caipAddress: 'bip122:000000000019d6689c085ae165831e93:bc1q…' })
 */
export function namespaceBalanceQueryKey(parameters: { caipAddress: string | undefined }) {
  return ['foyer.namespaceBalance', parameters] as const
}

/**
 * Whether a failed balance read is worth one more try before 'Balance unavailable' shows: not when
 * the network has no endpoint, nor when the endpoint did not answer in time (asking again would keep
 * the user waiting as long again; the Retry button is there for that).
 */
function retryBalance(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false
  if (error instanceof NamespaceBalanceUnavailableError && error.reason === 'notConfigured') return false
  const timedOut =
    error instanceof NamespaceBalanceUnavailableError && error.walk((cause) => cause instanceof NamespaceRequestError && cause.reason === 'timeout')
  return !timedOut
}

/**
 * Query options for a non-EVM account's native balance, read through its family's adapter (Solana's
 * RPC, Esplora, a Substrate or Sui node, a Cosmos or Stacks API). Fails with the adapter's
 * `NamespaceBalanceUnavailableError`; a hung endpoint fails within the family client's timeout.
 *
 * @example
 * useQuery(namespaceBalanceQueryOptions(adapter, account))
 */
export function namespaceBalanceQueryOptions(adapter: NamespaceAdapter | undefined, account: Pick<NamespaceAccount, 'address' | 'caipAddress'> | undefined) {
  return {
    queryKey: namespaceBalanceQueryKey({ caipAddress: account?.caipAddress }),
    queryFn: (): Promise<NamespaceBalance> => {
      if (!adapter || !account) throw new NamespaceNotConnectedError({})
      return adapter.getBalance({ address: account.address })
    },
    enabled: Boolean(adapter && account),
    staleTime: namespaceBalanceStaleTime,
    retry: retryBalance,
  }
}
