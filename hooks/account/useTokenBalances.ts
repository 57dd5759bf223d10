import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { tokenBalanceRetryIn } from '../../src/account/tokenBalanceRetry'
import { useFoyerApi } from '../foyerContext'
import type { AssetDiscoveryProvider } from './readTokenBalances'
import { tokenBalancesQueryOptions } from './tokenBalancesQueryOptions'

/** Parameters of {@link useTokenBalances}. */
export type UseTokenBalancesParameters = {
  /** The account. @default the connected account */
  address?: Address | undefined
  /** The chain. @default the connected chain */
  chainId?: number | undefined
}

/**
 * The account's token balances on one chain (native and ERC-20, with USD price and value), cached
 * for 30 s. The connected wallet's own list (`wallet_getAssets`) is used when it advertises asset
 * discovery for the chain, Foyer's balance API otherwise. After a failure it tries again only 30 s
 * later, so a failing API is not hammered; `retryIn` tells how long is left. Must be used inside
 * `<FoyerProvider>`.
 *
 * @example
 * const { data, isError, retryIn } = useTokenBalances()
 * data?.balances.map((balance) => `${balance.quantity.numeric} ${balance.symbol}`)
 */
export function useTokenBalances(parameters: UseTokenBalancesParameters = {}) {
  return useTokenBalancesWhen(true, parameters)
}

/**
 * {@link useTokenBalances} that asks nothing while `enabled` is false, for hooks that serve several
 * namespaces and must call it whichever is active. Internal.
 */
export function useTokenBalancesWhen(enabled: boolean, parameters: UseTokenBalancesParameters = {}) {
  const api = useFoyerApi()
  const connection = useConnection()
  const address = parameters.address ?? connection.address
  const chainId = parameters.chainId ?? connection.chainId
  const connector = connection.connector
  // Only the connected account's wallet can answer for it.
  const walletAnswers = Boolean(connector && connection.address && address?.toLowerCase() === connection.address.toLowerCase())
  const queryOptions = tokenBalancesQueryOptions(
    api,
    { address, chainId, connectorUid: walletAnswers ? connector?.uid : undefined },
    { getProvider: walletAnswers && connector ? async () => (await connector.getProvider()) as AssetDiscoveryProvider | undefined : undefined },
  )
  const query = useQuery({ ...queryOptions, enabled: enabled && queryOptions.enabled })
  const failedAt = query.isError ? query.errorUpdatedAt : 0
  const [now, setNow] = useState(() => Date.now())
  const { refetch } = query

  // One timer per failure: at 30 s the balances are asked again (only if this failure is still the last).
  useEffect(() => {
    if (!failedAt || !enabled) return
    const tick = setInterval(() => setNow(Date.now()), 1_000)
    const retry = setTimeout(() => void refetch(), tokenBalanceRetryIn(failedAt, Date.now()))
    return () => {
      clearInterval(tick)
      clearTimeout(retry)
    }
  }, [enabled, failedAt, refetch])

  return { ...query, retryIn: failedAt ? tokenBalanceRetryIn(failedAt, Math.max(now, Date.now())) : 0 }
}
