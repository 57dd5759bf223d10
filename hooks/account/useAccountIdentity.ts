import { useQuery } from '@tanstack/react-query'
import { isAddress } from 'viem'
import { useEnsAvatar, useEnsName } from 'wagmi'
import type { ChainNamespace } from '../../src/chains/caip'
import { useFoyerApi } from '../foyerContext'
import { useEnsChainId } from '../names/useEnsChainId'
import { ensStaleTime } from '../send/ensAddressQueryOptions'
import { identityQueryOptions } from './identityQueryOptions'

/** Parameters of {@link useAccountIdentity}. */
export type UseAccountIdentityParameters = {
  /** The account whose name and avatar are wanted; nothing is asked while it is undefined. */
  address: string | undefined
  /**
   * The chain family of `address`. Only EVM accounts have ENS and Foyer names; for the others the
   * hook answers no name at once.
   * @default 'eip155'
   */
  namespace?: ChainNamespace | undefined
}

/** What {@link useAccountIdentity} returns. */
export type AccountIdentityState = {
  /** The account's ENS name, else the name registered through Foyer's API, else `undefined`. */
  name: string | undefined
  /** The avatar going with `name` (the ENS `avatar` record, or Foyer's), a URL an `<img>` can show. */
  avatar: string | undefined
  /** Where `name` comes from. */
  source: 'ens' | 'foyer' | undefined
  /** The first answer for this address is still on its way. */
  isLoading: boolean
}

/**
 * The name and avatar of any EVM account. ENS first (wagmi's `useEnsName` and `useEnsAvatar` on
 * the chain that holds ENS, see `ensChainId` in `createFoyerConfig`): a name the account set for itself
 * on chain wins. Without one (or when ENS cannot be read) the name registered through Foyer's API
 * shows, with its avatar. Each answer stays fresh for 5 minutes. Must be used inside
 * `<FoyerProvider>`.
 *
 * @example
 * const { name, avatar } = useAccountIdentity({ address })
 * name // 'vitalik.eth', 'alice.foyer.id' or undefined
 */
export function useAccountIdentity({ address, namespace = 'eip155' }: UseAccountIdentityParameters): AccountIdentityState {
  const api = useFoyerApi()
  const chainId = useEnsChainId()
  const evmAddress = namespace === 'eip155' && address !== undefined && isAddress(address, { strict: false }) ? address : undefined
  const ens = useEnsName({ address: evmAddress, chainId, query: { enabled: evmAddress !== undefined && chainId !== undefined, staleTime: ensStaleTime } })
  const ensName = ens.data ?? undefined
  const ensAvatar = useEnsAvatar({ name: ensName, chainId, query: { enabled: ensName !== undefined, staleTime: ensStaleTime } })
  const foyer = useQuery(identityQueryOptions(api, evmAddress))
  if (ensName !== undefined) {
    return { name: ensName, avatar: ensAvatar.data ?? undefined, source: 'ens', isLoading: ensAvatar.isLoading }
  }
  const foyerName = ens.isLoading ? undefined : (foyer.data?.name ?? undefined)
  return {
    name: foyerName,
    avatar: foyerName === undefined ? undefined : (foyer.data?.avatar ?? undefined),
    source: foyerName === undefined ? undefined : 'foyer',
    isLoading: ens.isLoading || foyer.isLoading,
  }
}
