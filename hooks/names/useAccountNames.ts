import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useFoyerApi } from '../foyerContext'
import { accountNamesQueryOptions } from './namesQueryOptions'

/**
 * The names registered for an address (the connected account's by default) with Foyer's API, its
 * primary (newest) name first. A failure is 'Error fetching names for address'.
 *
 * @example
 * const { data } = useAccountNames()
 * data?.[0]?.name // 'alice.foyer.id'
 */
export function useAccountNames(parameters: { address?: Address | undefined } = {}) {
  const api = useFoyerApi()
  const connection = useConnection()
  return useQuery(accountNamesQueryOptions(api, parameters.address ?? connection.address))
}
