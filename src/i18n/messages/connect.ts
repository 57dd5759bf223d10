/** English texts: The Connect view. */
export const connectMessages = {
  'connect.browserWallets': 'Browser wallets',
  'connect.installed': 'Installed',
  'connect.noWallets': 'No browser wallet found',
  'connect.noWalletsHint': 'Install a wallet extension, or use a wallet on your phone.',
  'connect.requesting': 'Requesting connection',
  'connect.acceptIn': 'Accept the request in {wallet}',
  'connect.retry': 'Try again',
  'connect.connectWith': 'Connect with {wallet}',
} as const
