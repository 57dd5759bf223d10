import type { SiwxConfig } from '../../src/siwx/siwxTypes'

/** Whose sign-in session is asked: a CAIP-2 network (`eip155:1`) and an address on it. */
export type SiwxSessionParameters = { chainId: string | undefined; address: string | undefined }

/** Key of the sign-in session of an account on a network. */
export function siwxSessionQueryKey(parameters: SiwxSessionParameters) {
  return ['foyer.siwx.session', { chainId: parameters.chainId, address: parameters.address?.toLowerCase() }] as const
}

/** Key matching every account's sign-in session: asked again after a sign-in or a sign-out. */
export function allSiwxSessionsQueryKey() {
  return ['foyer.siwx.session'] as const
}

/**
 * Whether an account has a sign-in session on a network, from the `siwx` configuration's
 * `getSessions` (the default asks Foyer's API); fresh for a minute, one retry. Idle without `siwx`
 * or without an account.
 *
 * @example
 * useQuery(siwxSessionQueryOptions(siwx, { chainId: 'eip155:1', address }))
 */
export function siwxSessionQueryOptions(siwx: SiwxConfig | undefined, parameters: SiwxSessionParameters) {
  const { chainId, address } = parameters
  return {
    queryKey: siwxSessionQueryKey(parameters),
    queryFn: async () => (await (siwx as SiwxConfig).getSessions(chainId as string, address as string)).length > 0,
    enabled: siwx !== undefined && chainId !== undefined && address !== undefined,
    staleTime: 60_000,
    retry: 1,
  }
}
