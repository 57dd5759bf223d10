/**
 * The Wallet Standard name a Bitcoin WalletConnect session registers under. A module of its own so
 * the modal can leave it out of the wallet lists without loading Bitcoin's code.
 *
 * @example
 * wallets.filter((wallet) => wallet.name !== WALLETCONNECT_BITCOIN_WALLET_NAME)
 */
export const WALLETCONNECT_BITCOIN_WALLET_NAME = 'WalletConnect'
