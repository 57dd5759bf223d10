import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useFoyerApi } from '../foyerContext'
import { identityQueryOptions } from './identityQueryOptions'

/**
 * The name and avatar of an address (the connected account's by default), from Foyer's API;
 * cached for 5 minutes. Must be used inside `<FoyerProvider>`.
 *
 * @example
 * const { data } = useIdentity()
 * data?.name // 'alice.foyer' or null
 */
export function useIdentity(parameters: { address?: Address | undefined } = {}) {
  const api = useFoyerApi()
  const connection = useConnection()
  return useQuery(identityQueryOptions(api, parameters.address ?? connection.address))
}
