import { hexToBigInt, type Address, type Client, type PublicRpcSchema } from 'viem'
import { InvariantError } from '../src/errors/invariantErrors'

/** Native balances stay fresh for 30 s, like the token balances; the kit's own transactions refresh them at once. */
export const nativeBalanceStaleTime = 30_000

/** Key of a native balance query; prefixed so it never collides with wagmi's keys. */
export function nativeBalanceQueryKey(parameters: { address: Address | undefined; chainId: number | undefined }) {
  return ['foyer.nativeBalance', parameters] as const
}

/**
 * Query options for an address's native balance, read straight from the
 * chain's RPC through the wagmi client: one `eth_getBalance`. (viem's `getBalance` action
 * would pull in its `call` machinery and the CCIP chunk, costing the page an extra request.)
 *
 * @example
 * useQuery(nativeBalanceQueryOptions(useClient({ chainId }), { address, chainId }))
 */
export function nativeBalanceQueryOptions(client: Client | undefined, parameters: { address: Address | undefined; chainId: number | undefined }) {
  return {
    queryKey: nativeBalanceQueryKey(parameters),
    queryFn: async () => {
      if (!client || !parameters.address) throw new InvariantError('No client or address')
      const request = client.request as Client<never, never, never, PublicRpcSchema>['request']
      return hexToBigInt(await request({ method: 'eth_getBalance', params: [parameters.address, 'latest'] }))
    },
    enabled: Boolean(client && parameters.address),
    staleTime: nativeBalanceStaleTime,
  }
}
