import { base64, hex } from '@scure/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { z } from 'zod'
import type { BitcoinConnectFeature, BitcoinPurpose, BitcoinSignMessageFeature, BitcoinSignTransactionFeature } from './bitcoinWalletStandard'
import { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../walletConnectBitcoinWalletName'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { createWalletAccountsStore } from '../walletAccountsStore'

/** The `bip122` methods of WalletConnect's Bitcoin RPC that a session wallet sends. */
export type BitcoinWalletConnectMethod = 'getAccountAddresses' | 'signMessage' | 'signPsbt'

/** Options of {@link createWalletConnectBitcoinWallet}. */
export type WalletConnectBitcoinWalletOptions = {
  /** The session's account: the wallet's first external address, which every request names as `account`. */
  account: string
  /** Wallet Standard chains the session covers, e.g. `bitcoin:regtest`. */
  chains: readonly `bitcoin:${string}`[]
  /** Whether the wallet approved `getAccountAddresses`; without it the session's account is the payment account. */
  getAccountAddresses: boolean
  /** Sends one request to the phone wallet over the session; resolves with its answer. */
  request(method: BitcoinWalletConnectMethod, params: Record<string, unknown>): Promise<unknown>
  /** The app's Disconnect (ends the session, or Bitcoin's part of it). */
  disconnect(): Promise<void>
}

/** A Wallet Standard Bitcoin wallet backed by a WalletConnect session. */
export type WalletConnectBitcoinWallet = Wallet & {
  /** The session ended: the accounts go, listeners hear a change with none, requests are refused. */
  end(): void
  /** The wallet's `bip122_addressesChanged` event: its accounts become `data`'s (read as `getAccountAddresses` answers). */
  addressesChanged(data: unknown): void
}

// An answer of `getAccountAddresses` (and the data of `bip122_addressesChanged`), as the RPC reference defines it.
const addressesSchema = z.array(
  z.object({
    address: z.string().min(1),
    publicKey: z
      .string()
      .regex(/^[0-9a-fA-F]*$/)
      .optional(),
    path: z.string().optional(),
    intention: z.string().optional(),
  }),
)
const signMessageSchema = z.object({ address: z.string().optional(), signature: z.string().min(1), messageHash: z.string().optional() })
const signPsbtSchema = z.object({ psbt: z.base64(), txid: z.string().optional() })
const accountFeatures = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const

const icon: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/><path d="M9.6 12.4c3.5-3.4 9.3-3.4 12.8 0l.4.4-1.5 1.4-.6-.5c-2.5-2.4-6.7-2.4-9.2 0l-.6.6-1.5-1.5zm15.8 2.9 1.3 1.3-5.9 5.8-4.8-4.6-4.8 4.6-5.9-5.8 1.3-1.3 4.6 4.5 4.8-4.6 4.8 4.6z" fill="#fff"/></svg>',
)}`

/** The signature bytes of a `signMessage` answer: hex as the reference says, base64 as some wallets send. */
function signatureBytes(signature: string): Uint8Array {
  if (/^([0-9a-fA-F]{2})+$/.test(signature)) return hex.decode(signature.toLowerCase())
  return base64.decode(signature)
}

/**
 * A Bitcoin WalletConnect session as a Wallet Standard wallet named 'WalletConnect', so the Bitcoin
 * adapter drives it like a browser wallet: `bitcoin:connect` asks `getAccountAddresses` for the
 * payment and the ordinal address (answered in the order asked), `bitcoin:signMessage` is a BIP-322
 * `signMessage`, and `bitcoin:signTransaction` a `signPsbt` with `broadcast: false` (the kit
 * broadcasts to Esplora itself). Every answer is parsed before it is returned.
 *
 * @example
 * const wallet = createWalletConnectBitcoinWallet({ account, chains: ['bitcoin:mainnet'], getAccountAddresses: true, request, disconnect })
 */
export function createWalletConnectBitcoinWallet(options: WalletConnectBitcoinWalletOptions): WalletConnectBitcoinWallet {
  const { account, request } = options
  const chains = [...options.chains]
  const session = createWalletAccountsStore()
  let asked: BitcoinPurpose[] = ['payment', 'ordinals']

  const toAccounts = (addresses: z.infer<typeof addressesSchema>, purposes: readonly BitcoinPurpose[]): WalletAccount[] => {
    // A wallet that names no intentions lists its first external (payment) address first.
    const intentionOf = (index: number) => addresses[index]?.intention ?? (index === 0 ? 'payment' : 'ordinal')
    return purposes.flatMap((purpose) => {
      const wanted = purpose === 'ordinals' ? 'ordinal' : 'payment'
      const index = addresses.findIndex((_, at) => intentionOf(at) === wanted)
      const found = addresses[index]
      if (!found) return []
      const walletAccount: WalletAccount & { purpose: BitcoinPurpose; derivationPath?: string } = {
        address: found.address,
        publicKey: found.publicKey ? hex.decode(found.publicKey.toLowerCase()) : new Uint8Array(),
        chains,
        features: accountFeatures,
        label: WALLETCONNECT_BITCOIN_WALLET_NAME,
        purpose,
        ...(found.path ? { derivationPath: found.path } : {}),
      }
      return [walletAccount]
    })
  }
  const check = (given: WalletAccount) => {
    if (!session.live) throw new NamespaceWalletError('This WalletConnect session has ended.', { failure: 'ended' })
    if (!session.accounts.some((candidate) => candidate.address === given.address))
      throw new NamespaceWalletError(`This WalletConnect session has no account ${given.address}.`, { failure: 'account' })
  }

  const connect: BitcoinConnectFeature = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }) {
        if (!session.live) throw new NamespaceWalletError('This WalletConnect session has ended.', { failure: 'ended' })
        asked = purposes.length > 0 ? purposes : ['payment']
        const intentions = asked.map((purpose) => (purpose === 'ordinals' ? 'ordinal' : 'payment'))
        const addresses = options.getAccountAddresses
          ? addressesSchema.parse(await request('getAccountAddresses', { account, intentions }))
          : [{ address: account, intention: 'payment' }]
        session.set(toAccounts(addresses, asked), { quiet: true })
        return { accounts: session.accounts }
      },
    },
  }
  const signMessage: BitcoinSignMessageFeature = {
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const input of inputs) {
          check(input.account)
          const params = { account, address: input.account.address, message: new TextDecoder().decode(input.message), protocol: 'bip322' }
          const { signature } = signMessageSchema.parse(await request('signMessage', params))
          outputs.push({ signature: signatureBytes(signature), signedMessage: input.message })
        }
        return outputs
      },
    },
  }
  const signTransaction: BitcoinSignTransactionFeature = {
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) {
          const signInputs = input.inputsToSign.flatMap(({ account: signer, signingIndexes, sigHash }) => {
            check(signer)
            return signingIndexes.map((index) => ({ address: signer.address, index, ...(sigHash === undefined ? {} : { sighashTypes: [sigHash] }) }))
          })
          const { psbt } = signPsbtSchema.parse(await request('signPsbt', { account, psbt: base64.encode(input.psbt), signInputs, broadcast: false }))
          outputs.push({ signedPsbt: base64.decode(psbt) })
        }
        return outputs
      },
    },
  }
  const disconnect: StandardDisconnectFeature = { 'standard:disconnect': { version: '1.0.0', disconnect: () => options.disconnect() } }
  const events: StandardEventsFeature = {
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => session.on(listener),
    },
  }

  return {
    version: '1.0.0',
    name: WALLETCONNECT_BITCOIN_WALLET_NAME,
    icon,
    chains: chains as Wallet['chains'],
    get accounts() {
      return session.accounts
    },
    features: { ...connect, ...signMessage, ...signTransaction, ...disconnect, ...events },
    end: session.end,
    addressesChanged(data) {
      const parsed = addressesSchema.safeParse(data)
      // Only a connected wallet's accounts follow; a malformed event changes nothing.
      if (session.accounts.length === 0 || !parsed.success || parsed.data.length === 0) return
      session.set(toAccounts(parsed.data, asked))
    },
  }
}
