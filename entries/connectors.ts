// The `foyer-kit/connectors` entry: wagmi connectors and connector helpers; no React.
export { connectorTypes, getConnectorType, type ConnectorLike, type ConnectorType } from '../connectors/connectorType'
export { lazyWalletConnect, walletConnectSessionKey, type LazyWalletConnectParameters } from '../connectors/lazyWalletConnect'
export { deferConnector } from '../connectors/deferConnector'
export { authConnector, authConnectorId } from '../connectors/authConnector'
export {
  isAuthConnector,
  type AuthConnectorEvent,
  type AuthConnectorLike,
  type AuthConnectorParameters,
  type AuthConnectorProperties,
} from '../connectors/authConnectorTypes'
export type { AuthEip1193Provider } from '../connectors/authProvider'
export { AuthRpcError, type AuthRpcErrorType } from '../src/errors/authErrors'
export { FoyerConfigError, type FoyerConfigErrorType, type FoyerConfigOption } from '../src/errors/configErrors'
export { SmartSessionsDisabledError, type SmartSessionsDisabledErrorType } from '../src/errors/sessionErrors'
export type { FoyerConfig } from '../src/config/createFoyerConfig'
