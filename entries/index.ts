// The `foyer-kit` entry: provider, modal, hooks and the public types. Importing it
// runs nothing that touches `window`, the network or storage.
export { FoyerProvider, type FoyerProviderProps } from '../components/FoyerProvider'
export {
  createFoyerConfig,
  type CreateFoyerConfigParameters,
  type FoyerAppMetadata,
  type FoyerConfig,
  type FoyerFeatures,
  type FoyerLegal,
  type FoyerSolanaOptions,
} from '../src/config/createFoyerConfig'
export type { CaipNetwork } from '../src/chains/network'
export { solanaDevnet, solanaMainnet, solanaTestnet } from '../src/chains/builtinNetworks'
export { solanaLocalnet } from '../src/chains/solanaChains'
export {
  ChainAdapterNotFoundError,
  type ChainAdapterNotFoundErrorType,
  ConnectorChainsUnsupportedError,
  type ConnectorChainsUnsupportedErrorType,
  NamespaceNotConnectedError,
  type NamespaceNotConnectedErrorType,
  SignMessageError,
  type SignMessageErrorType,
  UnsupportedChainNamespaceError,
  type UnsupportedChainNamespaceErrorType,
} from '../src/errors/namespaceErrors'
export {
  FoyerConfigError,
  type FoyerConfigErrorType,
  type FoyerConfigOption,
  FoyerProviderNotFoundError,
  type FoyerProviderNotFoundErrorType,
} from '../src/errors/configErrors'
export { ConnectModal } from '../components/ConnectModal'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton'
export {
  useConnectModal,
  type OpenableView,
  type OpenConnectModalOptions,
  type UseConnectModalReturnType,
} from '../hooks/useConnectModal'
export { BaseError, type BaseErrorParameters, type BaseErrorType, type ErrorCategory } from '../src/errors/BaseError'
export { alertForError } from '../src/errors/alertForError'
export type { FoyerLogger, LogLevel } from '../src/logger/createLogger'
export type { FoyerNotification, NotificationLevel, NotificationStore } from '../src/logger/notificationStore'
export {
  ConnectFailedError,
  type ConnectFailedErrorType,
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  isUserRejection,
} from '../src/errors/connectErrors'
export { formatBalance } from '../src/format/formatBalance'
export { foyerTransport, type FoyerGateway, type FoyerTransportOptions } from '../src/transports/foyerTransport'
export { getAssetImage, getCurrencyImage, getTokenImage } from '../src/images/apiImageUrls'
export { FoyerTransportError, type FoyerTransportErrorType } from '../src/transports/transportErrors'
export { shortenAddress } from '../src/format/shortenAddress'
export { builtViews as views, type BuiltView } from '../components/views/builtViews'
export type { Route, View, ViewData } from '../src/router/views'
export type { ThemeMode, ThemeVariables } from '../styles/themes'
export { locales, type Locale } from '../src/i18n/locales'
export type { MessageKey } from '../src/i18n/en'
export type { CustomWallet } from '../src/wallets/walletTypes'
export {
  HttpRequestError,
  type HttpFailureReason,
  type HttpRequestErrorParameters,
  type HttpRequestErrorType,
} from '../src/errors/httpErrors'
// Account data hooks (tokens, NFTs, activity, identity, prices), cached by React Query under 'foyer.' keys.
export { useTokenBalances, type UseTokenBalancesParameters } from '../hooks/account/useTokenBalances'
export type { TokenBalances, TokenBalancesSource } from '../hooks/account/readTokenBalances'
export type { AccountNft, TokenBalance, Transaction, TransactionHistoryPage } from '../src/api/wire/accountSchemas'
export { useTransactionHistory, type UseTransactionHistoryParameters } from '../hooks/account/useTransactionHistory'
export { useAccountNfts } from '../hooks/account/useAccountNfts'
export { useIdentity } from '../hooks/account/useIdentity'
export { useAccountIdentity, type AccountIdentityState, type UseAccountIdentityParameters } from '../hooks/account/useAccountIdentity'
export { useTokenPrice } from '../hooks/account/useTokenPrice'
export { groupTransactions, type TransactionMonth, type TransactionYear } from '../src/account/groupTransactions'
export type { AccountTab } from '../src/router/views'
// Sending: the send form, its validation and the transfer through the wallet.
export { useSendToken, type UseSendTokenReturnType } from '../hooks/send/useSendToken'
export type { SendReceiver, SendReceiverStatus } from '../hooks/send/useSendReceiver'
export type { SendFee } from '../hooks/send/useSendFee'
export type { SendTokenResult } from '../hooks/send/sendTokenTransfer'
export type { SendToken } from '../src/send/sendToken'
// What useSendToken's fields hold while it sends on Bitcoin (`namespace === 'bip122'`).
export type { BitcoinSendToken, BitcoinSendReceiver, BitcoinSendResult } from '../hooks/send/bitcoinSendTransfer'
export type { BitcoinSendFee } from '../connectors/namespaces/bitcoin/bitcoinAdapterTypes'
// What useSendToken's fields hold while it sends on Solana (`namespace === 'solana'`).
export type { SolanaSendToken } from '../src/send/solanaSendToken'
export type { SolanaSendReceiver, SolanaSendResult } from '../hooks/send/solanaSendTransfer'
export type { SolanaSendFee } from '../hooks/send/useSolanaSendParts'
export {
  ResolveNameError,
  type ResolveNameErrorType,
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendAmountExceedsBalanceError,
  type SendAmountExceedsBalanceErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
  SendTransactionError,
  type SendTransactionErrorType,
  type SendValidationError,
} from '../src/errors/sendErrors'
// Swapping: the pair, the quote, the approval and the swap through the wallet.
export { SwapNotReadyError, type SwapNotReadyErrorType, SwapTransactionError, type SwapTransactionErrorType } from '../src/errors/swapErrors'
export { useSwap, type SwapStatus, type UseSwapParameters, type UseSwapReturnType } from '../hooks/swap/useSwap'
export type { SwapQuoteInfo, SwapTokenInfo } from '../src/api/convertApi'
// Buying crypto: the on-ramp's options, limits and quote, and the provider's checkout.
export { useOnramp, type OnrampStatus, type UseOnrampParameters, type UseOnrampReturnType } from '../hooks/onramp/useOnramp'
export {
  OnrampAmountOutOfLimitsError,
  type OnrampAmountOutOfLimitsErrorType,
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
} from '../src/errors/onrampErrors'
export type { OnrampNetwork, OnrampOptions, OnrampPaymentCurrency, OnrampPaymentMethodLimit, OnrampPurchaseCurrency } from '../src/onramp/onrampDefaults'
export type { OnrampAmount, OnrampAmountCheck, OnrampQuote } from '../src/onramp/onrampRules'
// Signing in with the wallet (SIWX): the configuration over Foyer's API, the types and errors.
export { foyerSiwx, type FoyerSiwxOptions } from '../src/siwx/foyerSiwx'
export type { SiwxConfig, SiwxMessage, SiwxSession } from '../src/siwx/siwxTypes'
export { useSiwxSession, type UseSiwxSessionReturnType } from '../hooks/siwx/useSiwxSession'
export { useSiwxSignOutEverywhere, type UseSiwxSignOutEverywhereReturnType } from '../hooks/siwx/useSiwxSignOutEverywhere'
export { useNamespaceAccount, type UseNamespaceAccountReturnType } from '../hooks/namespaces/useNamespaceAccount'
export { SiwxConfigConflictError, type SiwxConfigConflictErrorType } from '../src/errors/siwxConfigErrors'
export {
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SiwxSignMessageError,
  type SiwxSignMessageErrorType,
} from '../src/errors/siwxErrors'
export {
  KitStorageWriteError,
  type KitStorageWriteErrorType,
  StoredValueDroppedError,
  type StoredValueDroppedErrorType,
} from '../src/errors/storageErrors'
export { type KitStorageErrorListener, onKitStorageError } from '../src/storage/kitStorageErrors'
