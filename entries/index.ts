// The `foyer` entry: provider, modal, hooks and the public types. Importing it
// runs nothing that touches `window`, the network or storage.
export { FoyerProvider, type FoyerProviderProps } from '../components/FoyerProvider'
export { ConnectModal } from '../components/ConnectModal'
export {
  useConnectModal,
  type OpenableView,
  type OpenConnectModalOptions,
  type UseConnectModalReturnType,
} from '../hooks/useConnectModal'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../src/errors/BaseError'
export {
  ConnectFailedError,
  type ConnectFailedErrorType,
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  isUserRejection,
} from '../src/errors/connectErrors'
export { errorMessages, type ErrorMessageKey } from '../src/errors/messages'
export { formatBalance } from '../src/format/formatBalance'
export { shortenAddress } from '../src/format/shortenAddress'
export { views, type Route, type View, type ViewData } from '../src/router/views'
export type { ThemeMode, ThemeVariables } from '../styles/themes'
export { locales, type Locale } from '../src/i18n/locales'
export type { MessageKey } from '../src/i18n/en'
export type { CustomWallet } from '../src/wallets/walletTypes'
export {
  WalletRegistryRequestError,
  type WalletRegistryRequestErrorType,
  WalletRegistryResponseError,
  type WalletRegistryResponseErrorType,
} from '../src/api/walletRegistryErrors'
