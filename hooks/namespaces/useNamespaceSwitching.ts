import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useChainId, useConnection } from 'wagmi'
import { activeNetworkChange } from '../../src/router/networkRules'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime } from './namespaceRuntime'

/**
 * The namespace-switching flag: set when the network the modal shows moves to another chain family
 * (EVM to Solana, Solana to Bitcoin, ...), cleared once that family's connection has settled
 * (connected or disconnected). While it is set, the modal shows a switching state instead of the
 * previous family's account. A change of network within one family never sets it.
 *
 * Reads the namespace runtime without loading any family's code.
 *
 * @example
 * const switching = useNamespaceSwitching()
 * return <div aria-busy={switching || undefined}>...</div>
 */
export function useNamespaceSwitching(): boolean {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const evmChainId = useChainId()
  const { status: evmStatus } = useConnection()
  const active = snapshot.entries.find((entry) => entry.namespace === snapshot.activeChain)
  // A family whose wallet has not named a network yet shows its first one.
  const network = active ? (active.state.caipNetwork?.caipNetworkId ?? active.adapter?.networks[0]?.caipNetworkId) : `eip155:${evmChainId}`
  const settled = active ? active.state.status !== 'connecting' : evmStatus === 'connected' || evmStatus === 'disconnected'
  const previous = useRef(network)
  const [switching, setSwitching] = useState(false)
  useEffect(() => {
    const change = activeNetworkChange(previous.current, network)
    if (network !== undefined) previous.current = network
    if (change.namespaceSwitching && !settled) setSwitching(true)
    else if (settled) setSwitching(false)
  }, [network, settled])
  return switching
}
