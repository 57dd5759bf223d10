/**
 * The texts of the errors Foyer raises, exactly as users see them: errors take their `shortMessage`
 * from here so tests, services and UI agree on one text. Only texts some code raises belong here; the
 * modal's own wording lives in the i18n catalogue. Internal: not part of the public API.
 */
export const errorMessages = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  modalClosed: 'Modal closed',
  connectionRejected: 'Connection rejected',
  popupClosed: 'Popup closed',
  failedToConnect: 'Failed to connect',
  notConnectedToAuth: 'Not connected to email or social',
  sessionExpired: 'Session expired',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  failedToFetchTransactions: 'Failed to fetch transactions',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  emailDependency: 'Unable to load email login dependency',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  default: 'An error occurred',
  chainNotSupported: 'Chain is not supported',
  sendAmountAndReceiver: 'An amount and receiver address are required',
  sendTokenRequired: 'A token is required',
  invalidChainId: 'Invalid chainId',
  networkNotFound: 'Network not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: 'Error registering name',
  chainAdapterNotFound: 'Chain adapter not found',
  unsupportedChainNamespace: 'Unsupported chain namespace',
  connectorChainsUnsupported: 'The connector does not support any of the requested chains',
  noActiveAddress: 'No ActiveCaipAddress found',
  errorSigningMessage: 'Error signing message',
} as const

/** Key of a catalogue message. */
export type ErrorMessageKey = keyof typeof errorMessages
