import { useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import type { CaipNetwork } from '../../src/chains/network'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime } from '../namespaces/solanaRuntime'
import type { SendFormScope } from './useSendForm'

/** Where a send goes: the namespace the modal shows, and its account and network. */
export type SendTarget = {
  namespace: 'eip155' | 'solana'
  /** The account and chain the shared form is kept for. */
  scope: SendFormScope
  evm: { address: Address | undefined; chainId: number | undefined }
  solana: { address: string | undefined; network: CaipNetwork | undefined; adapter: NamespaceAdapter | undefined }
}

/**
 * The namespace a send goes to: Solana when the app enabled `solana()` and the modal shows Solana,
 * EVM otherwise. Unlike the modal's views it never loads Solana's code itself (app code may mount
 * the send hook at page load): Solana can only be the active namespace once the modal loaded it.
 * Internal.
 */
export function useSendTarget(): SendTarget {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const { address, chainId } = useConnection()
  // The runtime tells its listeners of the adapter's state changes too.
  const adapter = useSyncExternalStore(runtime.subscribe, () => runtime.solana, () => undefined)
  const activeChain = useSyncExternalStore(runtime.subscribe, () => runtime.activeChain, () => undefined)
  const state = useSyncExternalStore(runtime.subscribe, () => runtime.solana?.getState(), () => undefined)
  const solanaAddress = state?.status === 'connected' ? state.accounts[0]?.address : undefined
  const network = state?.caipNetwork
  const namespace = config.solana !== undefined && activeChain === 'solana' ? 'solana' : 'eip155'
  return {
    namespace,
    scope: namespace === 'solana' ? { address: solanaAddress, chainId: network?.caipNetworkId } : { address, chainId },
    evm: { address, chainId },
    solana: { address: solanaAddress, network, adapter },
  }
}
