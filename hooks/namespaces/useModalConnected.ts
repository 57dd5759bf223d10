import { useEffect } from 'react'
import { useConnection } from 'wagmi'
import { useFoyerModal } from '../foyerContext'
import { useEmbeddedSolana } from './useEmbeddedSolana'
import { useNamespaces } from './useNamespaces'

/**
 * Whether the modal has an account to show in the namespace it shows: the EVM wallet through wagmi,
 * or the namespace's wallet when another family (Solana, Bitcoin, ...) is the active one. The
 * modal's routing (Connect to Account after a connect, back to Connect after a disconnect) follows this.
 *
 * It also carries out the opening rule for namespaces: when `open({ namespace })` asked for a
 * family other than the active one, the modal switches to it at once, without a confirmation.
 *
 * @example
 * const isConnected = useModalConnected()
 */
export function useModalConnected(): boolean {
  const { isConnected } = useConnection()
  const modal = useFoyerModal()
  const { runtime, active } = useNamespaces()
  useEmbeddedSolana()
  const requested = modal.open ? modal.switchNamespace : undefined
  useEffect(() => {
    if (requested === undefined) return
    // Only namespaces the app has: an EVM-only app stays on EVM.
    if (requested === 'eip155') runtime.setActiveChain(undefined)
    else if (runtime.plugin(requested)) runtime.setActiveChain(requested)
  }, [requested, runtime])
  if (active) return active.state.status === 'connected'
  return isConnected
}
