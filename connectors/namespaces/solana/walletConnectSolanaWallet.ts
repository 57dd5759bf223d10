import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { WalletIcon } from '@wallet-standard/base'
import { createRequestSolanaWallet, type RequestSolanaWallet } from './requestSolanaWallet'
import type { SolanaWalletConnectSession } from './solanaWalletConnect'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../walletConnectSolanaWalletName'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/** Options of {@link createWalletConnectSolanaWallet}. */
export type WalletConnectSolanaWalletOptions = {
  /** The approved session the wallet's requests go through. */
  session: SolanaWalletConnectSession
  /** The CAIP-2 id of the Solana network the app has active, so the phone wallet signs for it. */
  network(): string | undefined
  /** Disconnect from the app's side (the modal's Disconnect): ends the session, or Solana's part of it. */
  disconnect(): Promise<void>
}

/** A Wallet Standard wallet backed by a WalletConnect session; `end()` when the session ends (from either side). */
export type WalletConnectSolanaWallet = RequestSolanaWallet

const icon: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/><path d="M9.6 12.4c3.5-3.4 9.3-3.4 12.8 0l.4.4-1.5 1.4-.6-.5c-2.5-2.4-6.7-2.4-9.2 0l-.6.6-1.5-1.5zm15.8 2.9 1.3 1.3-5.9 5.8-4.8-4.6-4.8 4.6-5.9-5.8 1.3-1.3 4.6 4.5 4.8-4.6 4.8 4.6z" fill="#fff"/></svg>',
)}`

/**
 * A Solana WalletConnect session as a Wallet Standard wallet named 'WalletConnect', so the Solana
 * adapter (and any Solana library of the app) drives it like a browser wallet: sign message, sign
 * transaction, sign and send, each a `solana_*` request the phone wallet answers. A wallet that
 * returns only the signature of `solana_signTransaction` gets it put into the transaction here.
 *
 * @example
 * const wallet = createWalletConnectSolanaWallet({ session, network: () => adapter.getState().caipNetwork?.caipNetworkId, disconnect })
 */
export function createWalletConnectSolanaWallet({ session, network, disconnect }: WalletConnectSolanaWalletOptions): WalletConnectSolanaWallet {
  const address = session.accounts[0]?.address
  if (!address) throw new NamespaceWalletError('A Solana WalletConnect session needs an account.', { failure: 'account' })
  return createRequestSolanaWallet({
    name: WALLETCONNECT_SOLANA_WALLET_NAME,
    holder: 'This WalletConnect session',
    icon,
    address,
    // The session names the app's network on every request, whatever chain the caller passed.
    request: (method, params) => session.request(method, params, network()),
    disconnect,
    // Older wallets answer `solana_signTransaction` with the signature alone: it goes in the account's signer slot.
    addSignature(bytes, signature) {
      const transaction = VersionedTransaction.deserialize(bytes)
      transaction.addSignature(new PublicKey(address), signature)
      return transaction.serialize()
    },
  })
}

/**
 * Registers a WalletConnect session's Solana wallet with the page's Wallet Standard registry;
 * returns the wallet and the unregister function.
 */
export function registerWalletConnectSolanaWallet(options: WalletConnectSolanaWalletOptions): { wallet: WalletConnectSolanaWallet; unregister: () => void } {
  const wallet = createWalletConnectSolanaWallet(options)
  return { wallet, unregister: getWallets().register(wallet) }
}
