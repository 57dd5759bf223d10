import { useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import type { ChainNamespace } from '../../src/chains/caip'
import type { CaipNetwork } from '../../src/chains/network'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime } from '../namespaces/namespaceRuntime'
import type { SendFormScope } from './useSendForm'

/** The namespaces the send flow sends on: EVM, and of the other families those with a send form. */
export const sendNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/** The account, network and adapter of a non-EVM send. */
export type NamespaceSendTarget = { address: string | undefined; network: CaipNetwork | undefined; adapter: NamespaceAdapter | undefined }

/** Where a send goes: the namespace the modal shows, and its account and network. */
export type SendTarget = {
  namespace: 'eip155' | 'solana' | 'bip122'
  /** The account and chain the shared form is kept for. */
  scope: SendFormScope
  evm: { address: Address | undefined; chainId: number | undefined }
  /** The active non-EVM namespace's account (Bitcoin: the payment account), network and adapter. */
  other: NamespaceSendTarget
}

const none: NamespaceSendTarget = { address: undefined, network: undefined, adapter: undefined }

/**
 * The namespace a send goes to: the modal's active family (Solana, Bitcoin) when the app configured
 * it and the modal shows it, EVM otherwise. Unlike the modal's views it never loads a family's code
 * itself (app code may mount the send hook at page load): a family can only be the active
 * namespace once the modal loaded it. Internal.
 */
export function useSendTarget(): SendTarget {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const { address, chainId } = useConnection()
  // The runtime tells its listeners of the adapters' state changes too.
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const active = snapshot.entries.find((entry) => entry.namespace === snapshot.activeChain)
  const namespace: SendTarget['namespace'] = active?.namespace === 'solana' ? 'solana' : active?.namespace === 'bip122' ? 'bip122' : 'eip155'
  const connected = active?.state.status === 'connected' ? active.state : undefined
  const other: NamespaceSendTarget = active ? { address: connected?.accounts[0]?.address, network: active.state.caipNetwork, adapter: active.adapter } : none
  return {
    namespace,
    scope: namespace === 'eip155' ? { address, chainId } : { address: other.address, chainId: other.network?.caipNetworkId },
    evm: { address, chainId },
    other,
  }
}
