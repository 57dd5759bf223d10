// The `foyer/connectors` entry: wagmi connectors and connector helpers; no React.
export { connectorTypes, getConnectorType, type ConnectorLike, type ConnectorType } from '../connectors/connectorType'
export { lazyWalletConnect, walletConnectSessionKey, type LazyWalletConnectParameters } from '../connectors/lazyWalletConnect'
export { deferConnector } from '../connectors/deferConnector'
