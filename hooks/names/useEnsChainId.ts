import { useChains } from 'wagmi'
import { ensChainIdOf } from '../../src/names/ensChainId'
import { useFoyerOptions } from '../foyerContext'

/**
 * The chain the modal reads ENS names and avatars on: `ensChainId` of the Foyer config, else mainnet
 * when wagmi lists it, else the first of wagmi's chains naming an ENS universal resolver. `undefined`
 * when there is none, or the configured one is not among wagmi's chains (wagmi has no client for it).
 *
 * @example
 * const chainId = useEnsChainId()
 * useEnsName({ address, chainId })
 */
export function useEnsChainId(): number | undefined {
  const { config } = useFoyerOptions()
  const chains = useChains()
  const chainId = ensChainIdOf(config.ensChainId, chains)
  return chains.some((chain) => chain.id === chainId) ? chainId : undefined
}
