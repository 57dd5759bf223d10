import { useConnection } from 'wagmi'
import type { OnrampNetwork } from '../../src/onramp/onrampDefaults'
import { useNamespaces } from '../namespaces/useNamespaces'

/** The account a purchase is delivered to, and the networks it can receive on. */
export type OnrampAccount = {
  /** `solana` when the modal shows a connected Solana account, else `eip155` (the wagmi connection). */
  namespace: 'eip155' | 'solana'
  /** Its address; undefined while nothing is connected. */
  address: string | undefined
  /** The active network: the decimal chain id on EVM, the CAIP-2 id on Solana. */
  chain: string | undefined
}

/**
 * Whether a network of the on-ramp's options delivers to this account's family: Solana networks
 * (CAIP-2 `solana:` ids) to a Solana account, the others (decimal chain ids) to an EVM one.
 *
 * @example
 * usdc.networks.filter((network) => deliversTo(network, account))
 */
export function deliversTo(network: OnrampNetwork, account: Pick<OnrampAccount, 'namespace'>): boolean {
  return network.chain_id.startsWith('solana:') === (account.namespace === 'solana')
}

/**
 * The account the on-ramp buys for, as Account shows it: the connected Solana account when that is
 * the active family, else the wagmi connection's address and chain.
 *
 * @example
 * const { namespace, address } = useOnrampAccount()
 */
export function useOnrampAccount(): OnrampAccount {
  const { address, chainId } = useConnection()
  const { active } = useNamespaces()
  const solana = active?.namespace === 'solana' && active.state.status === 'connected' ? active.state : undefined
  if (solana) return { namespace: 'solana', address: solana.accounts[0]?.address, chain: solana.caipNetwork?.caipNetworkId }
  return { namespace: 'eip155', address, chain: chainId === undefined ? undefined : String(chainId) }
}
