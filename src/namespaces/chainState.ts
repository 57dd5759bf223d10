import type { CaipAddress, ChainNamespace } from '../chains/caip'
import type { CaipNetwork } from '../chains/network'
import type { NamespaceConnectionState, NamespaceStatus } from './namespaceAdapter'

/** Account kind a namespace uses unless the user picks another. */
export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/**
 * The default account type per namespace: Bitcoin payment, EVM smart account, Polkadot and
 * Solana externally owned; others externally owned too.
 *
 * @example
 * defaultAccountType('bip122') // 'payment'
 */
export function defaultAccountType(namespace: ChainNamespace): PreferredAccountType {
  if (namespace === 'bip122') return 'payment'
  if (namespace === 'eip155') return 'smartAccount'
  return 'eoa'
}

/** A namespace's account, as the modal shows it. */
export type NamespaceAccountState = {
  status: NamespaceStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Id of the connected wallet. */
  walletId: string | undefined
  preferredAccountType: PreferredAccountType
}

/** A namespace's networks: the active one and the ones the app asked for. */
export type NamespaceNetworkState = {
  activeCaipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
  /** The active network is outside the requested list. */
  isActiveUnlisted: boolean
}

/** Everything the modal keeps per namespace. */
export type NamespaceChainState = {
  namespace: ChainNamespace
  networkState: NamespaceNetworkState
  accountState: NamespaceAccountState
}

/** The state of every namespace, and which one is active. */
export type ChainsState = {
  /** The namespace the modal shows (its account, its network). */
  activeChain: ChainNamespace | undefined
  chains: ReadonlyMap<ChainNamespace, NamespaceChainState>
}

/** One adapter's part of {@link deriveChainsState}. */
export type ChainsStateInput = {
  namespace: ChainNamespace
  networks: readonly CaipNetwork[]
  state: NamespaceConnectionState
}

/**
 * Builds the per-namespace state from each adapter's connection. The active namespace stays
 * the one chosen while it is configured; otherwise it is the first connected namespace, or the
 * first configured one.
 *
 * @example
 * deriveChainsState({ activeChain: 'solana', adapters: [evm, solana] }).chains.get('solana')?.accountState.address
 */
export function deriveChainsState({ activeChain, adapters }: { activeChain: ChainNamespace | undefined; adapters: readonly ChainsStateInput[] }): ChainsState {
  const chains = new Map<ChainNamespace, NamespaceChainState>()
  for (const { namespace, networks, state } of adapters) {
    const connected = state.status === 'connected'
    const account = connected ? state.accounts[0] : undefined
    const active = state.caipNetwork
    chains.set(namespace, {
      namespace,
      networkState: {
        activeCaipNetwork: active,
        requestedCaipNetworks: networks,
        isActiveUnlisted: active !== undefined && !networks.some((network) => network.caipNetworkId === active.caipNetworkId),
      },
      // A disconnected namespace keeps no address, wallet or account data.
      accountState: {
        status: state.status,
        caipAddress: account?.caipAddress,
        address: account?.address,
        walletId: connected ? state.walletId : undefined,
        preferredAccountType: defaultAccountType(namespace),
      },
    })
  }
  const chosen = activeChain !== undefined && chains.has(activeChain) ? activeChain : undefined
  const firstConnected = [...chains.values()].find((chain) => chain.accountState.status === 'connected')?.namespace
  return { activeChain: chosen ?? firstConnected ?? chains.keys().next().value, chains }
}

/**
 * Namespaces in which a wallet is connected, in configuration order.
 *
 * @example
 * connectedNamespaces(state) // ['eip155']
 */
export function connectedNamespaces(state: ChainsState): ChainNamespace[] {
  return [...state.chains.values()].filter((chain) => chain.accountState.status === 'connected').map((chain) => chain.namespace)
}

/**
 * The active namespace's account, or undefined when it has none.
 *
 * @example
 * activeAccount(state)?.caipAddress // 'solana:5eykt4…:7S3P…'
 */
export function activeAccount(state: ChainsState): NamespaceAccountState | undefined {
  const chain = state.activeChain === undefined ? undefined : state.chains.get(state.activeChain)
  return chain?.accountState.status === 'connected' ? chain.accountState : undefined
}
