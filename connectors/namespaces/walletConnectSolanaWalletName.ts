/**
 * The Wallet Standard name a Solana WalletConnect session registers under. A module of its own so
 * the modal can leave it out of the wallet lists without loading Solana's code.
 */
export const WALLETCONNECT_SOLANA_WALLET_NAME = 'WalletConnect'
