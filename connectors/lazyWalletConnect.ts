import { walletConnect, type WalletConnectParameters } from 'wagmi/connectors/walletConnect'
import { deferConnector } from './deferConnector'

/** Parameters of {@link lazyWalletConnect}: those of wagmi's `walletConnect`. */
export type LazyWalletConnectParameters = WalletConnectParameters

/** wagmi storage key (under its `wagmi.` prefix) marking that a WalletConnect session may exist. */
export const walletConnectSessionKey = 'foyer.walletConnect.session'

/**
 * wagmi's `walletConnect` connector, loaded only when it is used: creating the wagmi config and
 * reconnecting on page load touch nothing of the WalletConnect SDK unless an earlier visit left a
 * session (see `deferConnector`). Use it with `showQrModal: false`: Foyer's modal shows the QR code.
 *
 * @example
 * import { lazyWalletConnect } from 'foyer/connectors'
 * createConfig({ connectors: [lazyWalletConnect({ projectId, showQrModal: false })], ... })
 */
export function lazyWalletConnect(parameters: LazyWalletConnectParameters) {
  return deferConnector(walletConnect(parameters), walletConnectSessionKey)
}

lazyWalletConnect.type = walletConnect.type
