import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getEnsAddress } from 'wagmi/actions'
import { ResolveNameError } from '../../src/errors/sendErrors'

/** ENS answers stay fresh for 5 minutes: names move rarely, and a registration refreshes them. */
export const ensStaleTime = 5 * 60_000

/** What an ENS lookup is about: the typed name and the chain whose ENS answers it. */
export type EnsAddressQueryParameters = { name: string | undefined; chainId: number | undefined }

/** Key of a name's address on ENS; refreshed with the other name data after a registration. */
export function ensAddressQueryKey(parameters: EnsAddressQueryParameters) {
  return ['foyer.ensAddress', { name: parameters.name?.toLowerCase(), chainId: parameters.chainId }] as const
}

/**
 * The address a name resolves to on ENS, on `chainId` (a chain of the wagmi config with ENS). Fails
 * with `ResolveNameError` when there is no such chain, or ENS does not know the name; no retries.
 *
 * @example
 * useQuery(ensAddressQueryOptions(useConfig(), { name: 'alice.eth', chainId: 1 }))
 */
export function ensAddressQueryOptions(config: Config, parameters: EnsAddressQueryParameters) {
  const { name, chainId } = parameters
  return {
    queryKey: ensAddressQueryKey(parameters),
    queryFn: async () => {
      if (!name) throw new ResolveNameError({ name: '' })
      if (chainId === undefined) throw new ResolveNameError({ name, cause: new Error('No chain with ENS in the wagmi config') })
      let address: Address | null
      try {
        // Loaded only when a name is typed: ENS normalisation brings large Unicode tables.
        const { normalize } = await import('viem/ens')
        address = await getEnsAddress(config, { name: normalize(name), chainId })
      } catch (error) {
        throw new ResolveNameError({ name, cause: error })
      }
      // A name without an address record resolves to nothing: there is no one to send to.
      if (!address) throw new ResolveNameError({ name })
      return address
    },
    enabled: name !== undefined,
    staleTime: ensStaleTime,
    retry: false,
  }
}
