/** English texts: The Account view. */
export const accountMessages = {
  'account.address': 'Address',
  'account.copyAddress': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyFailed': 'Could not copy the address',
  'account.balance': 'Balance',
  'account.balanceLoading': 'Loading balance…',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.network': 'Network',
  'account.unknownNetwork': 'Unknown Network',
  'account.wallet': 'Wallet',
  'account.disconnect': 'Disconnect',
  'account.disconnecting': 'Disconnecting…',
} as const
