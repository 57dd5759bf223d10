import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { z } from 'zod'
import { fromBase58, toBase58 } from '../../src/chains/base58'
import type { SolanaWalletConnectSession } from './solanaWalletConnect'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from './walletConnectSolanaWalletName'

/** Options of {@link createWalletConnectSolanaWallet}. */
export type WalletConnectSolanaWalletOptions = {
  /** The approved session the wallet's requests go through. */
  session: SolanaWalletConnectSession
  /** The CAIP-2 id of the Solana network the app has active, so the phone wallet signs for it. */
  network(): string | undefined
  /** Disconnect from the app's side (the modal's Disconnect): ends the session, or Solana's part of it. */
  disconnect(): Promise<void>
}

/** A Wallet Standard wallet backed by a WalletConnect session, and the way to end it. */
export type WalletConnectSolanaWallet = Wallet & {
  /** The session ended (from either side): the account goes, listeners hear a change with none. */
  end(): void
}

// The Solana adapter picks the Wallet Standard chain from the RPC URL: the account claims all of
// them, and each request names the session's own network instead (see `network`).
const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const accountFeatures = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const icon: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/><path d="M9.6 12.4c3.5-3.4 9.3-3.4 12.8 0l.4.4-1.5 1.4-.6-.5c-2.5-2.4-6.7-2.4-9.2 0l-.6.6-1.5-1.5zm15.8 2.9 1.3 1.3-5.9 5.8-4.8-4.6-4.8 4.6-5.9-5.8 1.3-1.3 4.6 4.5 4.8-4.6 4.8 4.6z" fill="#fff"/></svg>',
)}`
const signatureResult = z.object({ signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
const signedTransactionResult = z.union([z.object({ transaction: z.base64() }), signatureResult])

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

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
  if (!address) throw new Error('A Solana WalletConnect session needs an account.')
  const account: WalletAccount = { address, publicKey: fromBase58(address), chains, features: accountFeatures, label: WALLETCONNECT_SOLANA_WALLET_NAME }
  let live = true
  const listeners = new Set<StandardEventsListeners['change']>()
  const accounts = () => (live ? [account] : [])
  const check = (input: { account: WalletAccount }) => {
    if (!live) throw new Error('The WalletConnect session has ended.')
    if (input.account.address !== address) throw new Error('This WalletConnect session signs only for its own account.')
  }
  const request = (method: Parameters<SolanaWalletConnectSession['request']>[0], params: Record<string, unknown>) => session.request(method, params, network())

  const connect: StandardConnectFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect() {
        if (!live) throw new Error('The WalletConnect session has ended.')
        return { accounts: [account] }
      },
    },
  }
  const disconnectFeature: StandardDisconnectFeature = { 'standard:disconnect': { version: '1.0.0', disconnect: () => disconnect() } }
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
          const result = signedTransactionResult.parse(await request('solana_signTransaction', { transaction: toBase64(input.transaction), pubkey: address }))
          if ('transaction' in result) outputs.push({ signedTransaction: fromBase64(result.transaction) })
          else {
            // Older wallets answer with the signature alone: it goes in the account's signer slot.
            const transaction = VersionedTransaction.deserialize(input.transaction)
            transaction.addSignature(new PublicKey(address), fromBase58(result.signature))
            outputs.push({ signedTransaction: transaction.serialize() })
          }
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
          const params = { transaction: toBase64(input.transaction), pubkey: address, sendOptions }
          const { signature } = signatureResult.parse(await request('solana_signAndSendTransaction', params))
          outputs.push({ signature: fromBase58(signature) })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name: WALLETCONNECT_SOLANA_WALLET_NAME,
    icon,
    chains,
    get accounts() {
      return accounts()
    },
    features: { ...connect, ...disconnectFeature, ...events, ...signMessage, ...signTransaction, ...signAndSendTransaction },
    end() {
      if (!live) return
      live = false
      for (const listener of [...listeners]) listener({ accounts: [] })
    },
  }
}

/**
 * Registers a WalletConnect session's Solana wallet with the page's Wallet Standard registry;
 * returns the wallet and the unregister function.
 */
export function registerWalletConnectSolanaWallet(options: WalletConnectSolanaWalletOptions): { wallet: WalletConnectSolanaWallet; unregister: () => void } {
  const wallet = createWalletConnectSolanaWallet(options)
  return { wallet, unregister: getWallets().register(wallet) }
}
