/**
 * The Wallet Standard name of the embedded wallet's Solana side. The modal's Solana wallet list
 * leaves it out: the user reaches it through e-mail or social sign-in, not as a wallet to pick.
 * A module of its own, so the modal can filter without loading Solana's code.
 */
export const EMBEDDED_SOLANA_WALLET_NAME = 'E-mail & social'
