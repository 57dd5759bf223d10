import { useFoyerModal } from '../../../hooks/foyerContext'
import { currentRoute } from '../../../src/router/modalReducer'
import { PairingPanel } from './partials/PairingPanel'

/**
 * ConnectingWalletConnect: pairing with a phone wallet through WalletConnect, for the wallet
 * chosen on Connect or AllWallets (its icon in the QR code, its app behind "Open" on mobile),
 * or for any wallet when none was chosen.
 */
export function ConnectingWalletConnectView() {
  const route = currentRoute(useFoyerModal())
  const wallet = route.view === 'ConnectingWalletConnect' ? route.data?.wallet : undefined
  // A new wallet means a new pairing: remount rather than carry the old one's state over.
  return <PairingPanel key={wallet?.id ?? 'any'} wallet={wallet} />
}
