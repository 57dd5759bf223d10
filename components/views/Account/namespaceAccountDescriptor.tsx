import type { NamespaceEntry } from '../../../hooks/namespaces/namespaceRuntime'
import { sendNamespaces } from '../../../hooks/send/useSendTarget'
import type { ChainNamespace } from '../../../src/chains/caip'
import { explorerUrl } from '../../../src/chains/solanaChains'
import type { AccountDescriptor, AccountFamily } from './accountDescriptor'
import { NamespaceBalance } from './NamespaceBalance'
import { SolanaTabPanel } from './SolanaTabPanel'

// Solana: one address, Tokens and Activity from Foyer's API (it indexes no Solana NFTs), Buy (SOL and
// USDC where the on-ramp's provider lists them), and a link to the address on the cluster's explorer.
const solanaFamily: AccountFamily = { addressFormat: 'single', tabs: ['tokens', 'activity'], trade: false, buy: true, send: true, explorerLink: true }

/**
 * A non-EVM family on Account. Solana shows one address with its Tokens and Activity tabs; the
 * other families (Bitcoin, Polkadot, Cosmos, Sui, Stacks) list their accounts by type and have no
 * tabs. Send is offered where the send flow supports the family; none of them trades.
 *
 * @example
 * namespaceAccountFamily('bip122') // { addressFormat: 'byType', tabs: [], send: true, ... }
 */
export function namespaceAccountFamily(namespace: ChainNamespace): AccountFamily {
  if (namespace === 'solana') return solanaFamily
  return { addressFormat: 'byType', tabs: [], trade: false, send: sendNamespaces.includes(namespace), explorerLink: false }
}

/**
 * Account's content for a connected non-EVM family: the native balance read through the family's
 * adapter, its wallet and network, and the family's tabs. Undefined until the adapter has loaded
 * and an account is connected.
 *
 * @example
 * const account = active?.state.status === 'connected' ? namespaceAccountDescriptor(active) : undefined
 */
export function namespaceAccountDescriptor({ namespace, adapter, state, wallets }: NamespaceEntry): AccountDescriptor | undefined {
  const [account, ...others] = state.accounts
  if (!account || !adapter) return undefined
  const family = namespaceAccountFamily(namespace)
  const network = state.caipNetwork
  const wallet = wallets.find((candidate) => candidate.id === state.walletId)
  const explorer = network?.blockExplorers?.default
  const explorerLink = family.explorerLink ? explorerUrl(network, account.address) : undefined
  return {
    family,
    wallet: { icon: wallet?.icon, name: wallet?.name ?? state.walletId },
    accounts: [account, ...others],
    network,
    balance: <NamespaceBalance adapter={adapter} account={account} />,
    renderTab: (tab) => <SolanaTabPanel tab={tab} address={account.address} network={network} />,
    explorer: explorer && explorerLink ? { name: explorer.name, url: explorerLink } : undefined,
    disconnect: () => adapter.disconnect(),
  }
}
