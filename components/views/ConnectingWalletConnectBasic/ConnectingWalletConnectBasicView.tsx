import { PairingPanel } from '../ConnectingWalletConnect/partials/PairingPanel'

/**
 * ConnectingWalletConnectBasic: the basic pairing mode, opened when the app has no chain
 * adapters on a desktop. A QR code for any WalletConnect wallet and a copy-link button, nothing else.
 */
export function ConnectingWalletConnectBasicView() {
  return <PairingPanel basic />
}
