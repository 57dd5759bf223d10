/** English texts: the WalletConnect pairing views (ConnectingWalletConnect, ConnectingWalletConnectBasic). */
export const walletConnectMessages = {
  'view.ConnectingWalletConnect.title': 'WalletConnect',
  'view.ConnectingWalletConnectBasic.title': 'WalletConnect',
  'wc.qrLabel': 'QR code to connect a wallet',
  'wc.qrLabelFor': 'QR code to connect {wallet}',
  'wc.scan': 'Scan with your phone',
  'wc.scanWith': 'Scan with {wallet}',
  'wc.scanHint': 'Open a WalletConnect wallet and scan this code to connect.',
  'wc.preparing': 'Preparing a QR code…',
  'wc.connected': 'Connected',
  'wc.copyLink': 'Copy link',
  'wc.copied': 'Link copied',
  'wc.copyFailed': 'Could not copy the link',
  'wc.openWallet': 'Open {wallet}',
  'wc.retry': 'Try again',
  'wc.approveIn': 'Approve the connection in {wallet}',
  'wc.yourWallet': 'your wallet',
  'wc.noAnswer': 'The connection service did not answer.',
  // The error catalogue's text, shown when the wagmi config has no WalletConnect connector.
  'error.WalletConnectConnector not found': 'WalletConnectConnector not found',
} as const
