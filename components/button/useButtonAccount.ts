import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useChains, useClient, useConnection } from 'wagmi'
import { useAccountIdentity } from '../../hooks/account/useAccountIdentity'
import { useAddressLabel } from '../../hooks/account/useAddressLabel'
import { useFoyerOptions } from '../../hooks/foyerContext'
import { nativeBalanceQueryOptions } from '../../hooks/nativeBalanceQueryOptions'
import { namespaceBalanceQueryOptions } from '../../hooks/namespaces/namespaceBalanceQueryOptions'
import { namespaceRuntime, type NamespaceEntry, type NamespaceRuntimeSnapshot } from '../../hooks/namespaces/namespaceRuntime'
import type { ChainNamespace } from '../../src/chains/caip'
import { formatBalance } from '../../src/format/formatBalance'

/** The account the button shows: the active chain family's. */
export type ButtonAccount = {
  /** The account's chain family, e.g. `eip155` or `bip122`. */
  namespace: ChainNamespace
  /** The address in the family's own format (a Bitcoin wallet's payment address). */
  address: string
  /** Its name: ENS or Foyer (EVM only), else the app's label for the address (`addressLabels`). */
  name: string | undefined
  /** Its avatar, else the wallet's icon. */
  image: string | undefined
  /** The native balance, e.g. `'1.5 ETH'`, once read. */
  balance: string | undefined
  /** The active network. */
  network: { caipNetworkId: string; name: string } | undefined
}

/**
 * The family the button shows, by the Account view's rule: the family the modal shows when its
 * wallet is connected, else EVM when connected, else the first other family with a connection.
 * Undefined means EVM.
 *
 * @example
 * shownNamespaceEntry(snapshot, false)?.namespace // 'bip122' with only a Bitcoin wallet connected
 */
export function shownNamespaceEntry(snapshot: NamespaceRuntimeSnapshot, evmConnected: boolean): NamespaceEntry | undefined {
  const active = snapshot.entries.find((entry) => entry.namespace === snapshot.activeChain)
  if (active?.state.status === 'connected') return active
  if (evmConnected) return undefined
  return snapshot.entries.find((entry) => entry.state.status === 'connected')
}

/**
 * The connected account of the active family with its name, image, balance and network, or
 * `undefined` while nothing is connected. Reads only what the family's connection already has
 * (it never loads a family's code).
 *
 * @example
 * const account = useButtonAccount()
 */
export function useButtonAccount(): ButtonAccount | undefined {
  const connection = useConnection()
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const evmConnected = connection.status === 'connected' && connection.address !== undefined
  const entry = shownNamespaceEntry(snapshot, evmConnected)
  const evmAddress = entry === undefined && evmConnected ? connection.address : undefined
  const { chainId } = connection
  const client = useClient({ chainId })
  const chain = useChains().find((candidate) => candidate.id === chainId)
  const evmBalance = useQuery({
    ...nativeBalanceQueryOptions(client, { address: evmAddress, chainId }),
    select: (value: bigint) => `${formatBalance(value, chain?.nativeCurrency.decimals ?? 18)} ${chain?.nativeCurrency.symbol ?? 'ETH'}`,
  })
  const account = entry?.state.accounts[0]
  const otherBalance = useQuery({
    ...namespaceBalanceQueryOptions(entry?.adapter, account),
    select: ({ value, decimals, symbol }) => `${formatBalance(value, decimals)} ${symbol}`,
  })
  const identity = useAccountIdentity({ address: evmAddress })
  const label = useAddressLabel(entry ? account?.address : evmAddress)
  if (entry && account) {
    const network = entry.state.caipNetwork
    return {
      namespace: entry.namespace,
      address: account.address,
      name: label,
      image: entry.wallets.find((wallet) => wallet.id === entry.state.walletId)?.icon,
      balance: otherBalance.data,
      network: network && { caipNetworkId: network.caipNetworkId, name: network.name },
    }
  }
  if (!evmAddress) return undefined
  return {
    namespace: 'eip155',
    address: evmAddress,
    name: identity.name ?? label,
    image: identity.avatar ?? connection.connector?.icon,
    balance: evmBalance.data,
    network: chainId === undefined ? undefined : { caipNetworkId: `eip155:${chainId}`, name: chain?.name ?? `eip155:${chainId}` },
  }
}
