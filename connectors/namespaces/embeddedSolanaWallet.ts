import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { z } from 'zod'
import { fromBase58, toBase58 } from '../../src/chains/base58'

import { EMBEDDED_SOLANA_WALLET_NAME } from './embeddedSolanaWalletName'

export { EMBEDDED_SOLANA_WALLET_NAME } from './embeddedSolanaWalletName'

/** Options of {@link createEmbeddedSolanaWallet}. */
export type EmbeddedSolanaWalletOptions = {
  /** The embedded wallet's Solana address, as the frame reported it after sign-in. */
  address: string
  /** Sends a `solana_*` request to the login frame (the auth connector's provider); the frame asks the user. */
  request(method: 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction', params: Record<string, unknown>): Promise<unknown>
  /** The CAIP-2 id of the Solana network the app has active, so the frame signs and sends for that cluster. */
  network(): string | undefined
}

const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const accountFeatures = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const icon: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M7 10h18v12H7z" fill="none" stroke="#fff" stroke-width="2"/><path d="m7 10 9 7 9-7" fill="none" stroke="#fff" stroke-width="2"/></svg>',
)}`
const signatureResult = z.object({ signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
const transactionResult = z.object({ signature: z.string(), transaction: z.base64() })

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

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
  const account: WalletAccount = { address, publicKey: fromBase58(address), chains, features: accountFeatures, label: EMBEDDED_SOLANA_WALLET_NAME }
  const check = (input: { account: WalletAccount }) => {
    if (input.account.address !== address) throw new Error('The embedded wallet signs only for its own account.')
  }
  const clusterOf = (chain: string | undefined) => network() ?? chain ?? 'solana:mainnet'
  const listeners = new Set<StandardEventsListeners['change']>()

  const connect: StandardConnectFeature = { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) } }
  const disconnect: StandardDisconnectFeature = { 'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined } }
  const events: StandardEventsFeature = {
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
  }
  const signMessage: SolanaSignMessageFeature = {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const input of inputs) {
          check(input)
          const { signature } = signatureResult.parse(await request('solana_signMessage', { message: toBase58(input.message), pubkey: address }))
          outputs.push({ signedMessage: input.message, signature: fromBase58(signature), signatureType: 'ed25519' as const })
        }
        return outputs
      },
    },
  }
  const signTransaction: SolanaSignTransactionFeature = {
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) {
          check(input)
          const params = { transaction: toBase64(input.transaction), pubkey: address, chainId: clusterOf(input.chain) }
          const { transaction } = transactionResult.parse(await request('solana_signTransaction', params))
          outputs.push({ signedTransaction: fromBase64(transaction) })
        }
        return outputs
      },
    },
  }
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature = {
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) {
          check(input)
          const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
          const sendOptions = Object.fromEntries(Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(([, value]) => value !== undefined))
          const params = { transaction: toBase64(input.transaction), pubkey: address, chainId: clusterOf(input.chain), sendOptions }
          const { signature } = signatureResult.parse(await request('solana_signAndSendTransaction', params))
          outputs.push({ signature: fromBase58(signature) })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name: EMBEDDED_SOLANA_WALLET_NAME,
    icon,
    chains,
    get accounts() {
      return [account]
    },
    features: { ...connect, ...disconnect, ...events, ...signMessage, ...signTransaction, ...signAndSendTransaction },
  }
}

/**
 * Registers the embedded wallet with the page's Wallet Standard registry (where the Solana adapter
 * and any Solana library of the app find it); returns the unregister function.
 */
export function registerEmbeddedSolanaWallet(options: EmbeddedSolanaWalletOptions): () => void {
  return getWallets().register(createEmbeddedSolanaWallet(options))
}
