import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletIcon } from '@wallet-standard/base'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../embeddedSolanaWalletName'
import { createRequestSolanaWallet, type SolanaWalletMethod } from './requestSolanaWallet'

export { EMBEDDED_SOLANA_WALLET_NAME } from '../embeddedSolanaWalletName'

/** Options of {@link createEmbeddedSolanaWallet}. */
export type EmbeddedSolanaWalletOptions = {
  /** The embedded wallet's Solana address, as the frame reported it after sign-in. */
  address: string
  /** Sends a `solana_*` request to the login frame (the auth connector's provider); the frame asks the user. */
  request(method: SolanaWalletMethod, params: Record<string, unknown>): Promise<unknown>
  /** The CAIP-2 id of the Solana network the app has active, so the frame signs and sends for that cluster. */
  network(): string | undefined
}

const icon: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M7 10h18v12H7z" fill="none" stroke="#fff" stroke-width="2"/><path d="m7 10 9 7 9-7" fill="none" stroke="#fff" stroke-width="2"/></svg>',
)}`

/**
 * The embedded wallet's Solana key as a Wallet Standard wallet: connect, sign message, sign
 * transaction, sign and send. Holds no key: every signature is a request to the login frame, which
 * shows the message or the decoded transaction for approval and signs there (a rejection comes back
 * with code 4001). Sending goes through the frame's own RPC of the cluster.
 *
 * @example
 * const wallet = createEmbeddedSolanaWallet({ address, request: (method, params) => provider.request({ method, params }), network: () => 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
 */
export function createEmbeddedSolanaWallet({ address, request, network }: EmbeddedSolanaWalletOptions): Wallet {
  return createRequestSolanaWallet({
    name: EMBEDDED_SOLANA_WALLET_NAME,
    holder: 'The embedded wallet',
    icon,
    address,
    // The frame signs and sends on the cluster it is told: the app's active one, else the caller's.
    request: (method, params, chain) =>
      request(method, method === 'solana_signMessage' ? params : { ...params, chainId: network() ?? chain ?? 'solana:mainnet' }),
  })
}

/**
 * Registers the embedded wallet with the page's Wallet Standard registry (where the Solana adapter
 * and any Solana library of the app find it); returns the unregister function.
 */
export function registerEmbeddedSolanaWallet(options: EmbeddedSolanaWalletOptions): () => void {
  return getWallets().register(createEmbeddedSolanaWallet(options))
}
