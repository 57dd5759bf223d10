import { useConnection } from 'wagmi'
import { useSolanaNamespace } from './useSolanaNamespace'

/**
 * Whether the modal has an account to show in the namespace it shows: the EVM wallet through wagmi,
 * or the Solana wallet when Solana is the active namespace. The modal's routing (Connect to
 * Account after a connect, back to Connect after a disconnect) follows this.
 *
 * @example
 * const isConnected = useModalConnected()
 */
export function useModalConnected(): boolean {
  const { isConnected } = useConnection()
  const solana = useSolanaNamespace()
  if (solana.activeChain === 'solana') return solana.state.status === 'connected'
  return isConnected
}
