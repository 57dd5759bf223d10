import { useEffect } from 'react'
import { useConnection } from 'wagmi'
import { useFoyerModal } from '../foyerContext'
import { useEmbeddedSolana } from './useEmbeddedSolana'
import { useSolanaNamespace } from './useSolanaNamespace'

/**
 * Whether the modal has an account to show in the namespace it shows: the EVM wallet through wagmi,
 * or the Solana wallet when Solana is the active namespace. The modal's routing (Connect to
 * Account after a connect, back to Connect after a disconnect) follows this.
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
  const solana = useSolanaNamespace()
  useEmbeddedSolana()
  const requested = modal.open ? modal.switchNamespace : undefined
  const { runtime, enabled } = solana
  useEffect(() => {
    if (requested === undefined) return
    // Only namespaces the app has: an EVM-only app stays on EVM.
    if (requested === 'eip155') runtime.setActiveChain(undefined)
    else if (requested === 'solana' && enabled) runtime.setActiveChain('solana')
  }, [requested, runtime, enabled])
  if (solana.activeChain === 'solana') return solana.state.status === 'connected'
  return isConnected
}
