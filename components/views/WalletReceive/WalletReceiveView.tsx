import { useChains, useConnection } from 'wagmi'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { ReceivePanel } from './ReceivePanel'

/**
 * WalletReceive: the connected address as a QR code and text, Copy with feedback, and the networks
 * it works on; while the modal shows another family (Solana, Bitcoin, ...), that family's first
 * account (Bitcoin's payment address) and the app's networks of that family.
 */
export function WalletReceiveView() {
  const { address } = useConnection()
  const chains = useChains()
  const { active } = useNamespaces()
  const otherAccount = active?.state.accounts[0]
  if (active && otherAccount) return <ReceivePanel address={otherAccount.address} networks={active.adapter?.networks ?? []} />
  if (!address) return null
  return <ReceivePanel address={address} networks={chains.map((chain) => ({ caipNetworkId: `eip155:${chain.id}`, name: chain.name }))} />
}
