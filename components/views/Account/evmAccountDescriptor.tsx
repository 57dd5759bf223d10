import type { UseConnectionReturnType } from 'wagmi'
import { explorerUrl } from '../../../src/chains/explorerUrl'
import { AccountBalance } from './AccountBalance'
import type { AccountDescriptor, AccountFamily } from './accountDescriptor'
import { AccountName } from './AccountName'
import { ActivityTab } from './ActivityTab'
import { AuthAccountInfo } from './AuthAccountInfo'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

/**
 * The EVM family on Account: one address, the account's name, Buy and Swap where offered, Send,
 * the Tokens, NFTs and Activity tabs from Foyer's API, and the address on the chain's explorer.
 */
export const evmAccountFamily: AccountFamily = {
  addressFormat: 'single',
  tabs: ['tokens', 'nfts', 'activity'],
  trade: true,
  send: true,
  explorerLink: true,
}

/**
 * Account's content for the wagmi connection: its balance read from the chain's RPC, its name (ENS
 * or Foyer's) and the embedded wallet's sign-in, the EVM tabs, and a link to the address on the
 * explorer the chain definition names (none when it names none). Undefined while no account is
 * connected.
 *
 * @example
 * const account = evmAccountDescriptor(useConnection(), () => disconnect({ connector }))
 */
export function evmAccountDescriptor(
  { address, chain, chainId, connector }: Pick<UseConnectionReturnType, 'address' | 'chain' | 'chainId' | 'connector'>,
  disconnect: () => Promise<unknown>,
): AccountDescriptor | undefined {
  if (!address) return undefined
  const explorer = chain?.blockExplorers?.default
  const explorerLink = explorerUrl(chain, address)
  return {
    family: evmAccountFamily,
    wallet: { icon: connector?.icon, name: connector?.name },
    accounts: [{ address }],
    network: chainId !== undefined ? { caipNetworkId: `eip155:${chainId}`, name: chain?.name } : undefined,
    identity: <AccountName address={address} connectorType={connector?.type} />,
    balance: <AccountBalance address={address} chainId={chainId} />,
    about: <AuthAccountInfo connectorType={connector?.type} />,
    renderTab: (tab) =>
      tab === 'tokens' ? (
        <TokensTab address={address} chainId={chainId} />
      ) : tab === 'nfts' ? (
        <NftsTab address={address} chainId={chainId} />
      ) : (
        <ActivityTab address={address} chainId={chainId} chain={chain} />
      ),
    explorer: explorer && explorerLink ? { name: explorer.name, url: explorerLink } : undefined,
    disconnect,
  }
}
