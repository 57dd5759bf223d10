import { useChains, useConnection } from 'wagmi'
import { useSolanaNamespace } from '../../../hooks/namespaces/useSolanaNamespace'
import { ReceivePanel } from './ReceivePanel'

/**
 * WalletReceive: the connected address as a QR code and text, Copy with feedback, and the networks
 * it works on; the Solana address and the app's Solana networks while the modal shows Solana.
 */
export function WalletReceiveView() {
  const { address } = useConnection()
  const chains = useChains()
  const solana = useSolanaNamespace()
  const solanaAccount = solana.activeChain === 'solana' ? solana.state.accounts[0] : undefined
  if (solanaAccount) return <ReceivePanel address={solanaAccount.address} networks={solana.adapter?.networks ?? []} />
  if (!address) return null
  return <ReceivePanel address={address} networks={chains.map((chain) => ({ caipNetworkId: `eip155:${chain.id}`, name: chain.name }))} />
}
