import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { z } from 'zod'
import { fromBase58, toBase58 } from '../../../src/chains/base58'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { createWalletAccountsStore } from '../walletAccountsStore'

/** The `solana_*` requests a request-backed wallet sends. */
export type SolanaWalletMethod = 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction'

/** Options of {@link createRequestSolanaWallet}. */
export type RequestSolanaWalletOptions = {
  /** The Wallet Standard name the wallet registers under. */
  name: string
  /** Who holds the key, as error messages name it, e.g. 'The embedded wallet'. */
  holder: string
  icon: WalletIcon
  /** The one account the wallet signs for (base58). */
  address: string
  /**
   * Sends one request to whoever holds the key (the login frame, a phone over WalletConnect).
   * `chain` is the Wallet Standard chain the app asked for, when it named one.
   */
  request(method: SolanaWalletMethod, params: Record<string, unknown>, chain: string | undefined): Promise<unknown>
  /** What the app's Disconnect does on the key holder's side. */
  disconnect?: (() => Promise<void>) | undefined
  /**
   * Puts a lone signature into the transaction, for key holders that answer
   * `solana_signTransaction` with the signature only. Without it, such an answer is refused.
   */
  addSignature?: ((transaction: Uint8Array, signature: Uint8Array) => Uint8Array) | undefined
}

/** A Wallet Standard Solana wallet whose signatures are requests, and the way to retire it. */
export type RequestSolanaWallet = Wallet & {
  /** The key holder went away: the account goes, listeners hear a change with none, requests are refused. */
  end(): void
}

// The Solana adapter picks the Wallet Standard chain from the RPC URL, so the account claims all of
// them; each key holder learns the app's real network through `request`.
const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const accountFeatures = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const signatureResult = z.object({ signature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
const signedTransactionResult = z.union([z.object({ transaction: z.base64() }), signatureResult])

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * A Wallet Standard Solana wallet that holds no key: connect, sign message, sign transaction and
 * sign-and-send each become one `solana_*` request to the key holder, whose answers are parsed
 * before anything is returned. It signs only for its own account. The embedded wallet and
 * WalletConnect sessions are both this wallet with a different `request`.
 *
 * @example
 * const wallet = createRequestSolanaWallet({ name: 'My wallet', holder: 'My wallet', icon, address, request: (method, params) => frame.request(method, params) })
 */
export function createRequestSolanaWallet(options: RequestSolanaWalletOptions): RequestSolanaWallet {
  const { name, holder, icon, address, request, addSignature } = options
  const account: WalletAccount = { address, publicKey: fromBase58(address), chains, features: accountFeatures, label: name }
  const session = createWalletAccountsStore([account])
  const check = (input: { account: WalletAccount }) => {
    if (!session.live) throw new NamespaceWalletError(`${holder} has ended.`, { failure: 'ended' })
    if (input.account.address !== address) throw new NamespaceWalletError(`${holder} signs only for its own account.`, { failure: 'account' })
  }

  const connect: StandardConnectFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect() {
        if (!session.live) throw new NamespaceWalletError(`${holder} has ended.`, { failure: 'ended' })
        return { accounts: [account] }
      },
    },
  }
  const disconnect: StandardDisconnectFeature = { 'standard:disconnect': { version: '1.0.0', disconnect: async () => options.disconnect?.() } }
  const events: StandardEventsFeature = {
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => session.on(listener),
    },
  }
  const signMessage: SolanaSignMessageFeature = {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const input of inputs) {
          check(input)
          const { signature } = signatureResult.parse(await request('solana_signMessage', { message: toBase58(input.message), pubkey: address }, undefined))
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
          const result = signedTransactionResult.parse(
            await request('solana_signTransaction', { transaction: toBase64(input.transaction), pubkey: address }, input.chain),
          )
          if ('transaction' in result) outputs.push({ signedTransaction: fromBase64(result.transaction) })
          else if (addSignature) outputs.push({ signedTransaction: addSignature(input.transaction, fromBase58(result.signature)) })
          else throw new NamespaceWalletError(`${holder} answered without the signed transaction.`, { failure: 'answer' })
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
          const sendOptions = Object.fromEntries(
            Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(([, value]) => value !== undefined),
          )
          const params = { transaction: toBase64(input.transaction), pubkey: address, sendOptions }
          const { signature } = signatureResult.parse(await request('solana_signAndSendTransaction', params, input.chain))
          outputs.push({ signature: fromBase58(signature) })
        }
        return outputs
      },
    },
  }

  return {
    version: '1.0.0',
    name,
    icon,
    chains,
    get accounts() {
      return session.accounts
    },
    features: { ...connect, ...disconnect, ...events, ...signMessage, ...signTransaction, ...signAndSendTransaction },
    end: session.end,
  }
}
