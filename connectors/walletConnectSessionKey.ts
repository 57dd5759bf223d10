/**
 * wagmi storage key (under its `wagmi.` prefix) marking that a WalletConnect session may exist. A
 * module of its own: the modal's pairing code needs the key, and importing it from
 * `lazyWalletConnect` would pull wagmi's WalletConnect connector into the modal's chunks, which
 * changes how the app's bundler splits viem and moves viem's crypto code into the page's first load.
 */
export const walletConnectSessionKey = 'foyer.walletConnect.session'
