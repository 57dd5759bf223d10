/**
 * The English catalogue: the source of truth for every text the modal shows.
 * Other locales must provide the same keys; `t('key')` is type-checked against it.
 */
export const en = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading…',
  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
  'connect.browserWallets': 'Browser wallets',
  'connect.installed': 'Installed',
  'connect.noWallets': 'No browser wallet found',
  'connect.noWalletsHint': 'Install a wallet extension, or use a wallet on your phone.',
  'connect.requesting': 'Requesting connection',
  'connect.acceptIn': 'Accept the request in {wallet}',
  'connect.retry': 'Try again',
  'connect.connectWith': 'Connect with {wallet}',
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
  'error.Connection rejected': 'Connection rejected',
  'error.Failed to connect': 'Failed to connect',
  'error.Failed to disconnect': 'Failed to disconnect',
} as const

/** A key of the English catalogue. */
export type MessageKey = keyof typeof en

/** A complete catalogue for one locale. */
export type Catalogue = Record<MessageKey, string>
