import { base64, hex } from '@scure/base'
import type { Wallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinChainKind } from '../../../src/chains/bitcoinChains'
import { toCaipAddress } from '../../../src/chains/caip'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import {
  injectedBitcoinProviders,
  requestBitcoinAddresses,
  requestBitcoinMessageSignature,
  requestBitcoinPsbtSignature,
  type BitcoinRequestAddress,
  type InjectedBitcoinProvider,
} from './bitcoinRequestProvider'
import { silentStandardAccounts, storedBitcoinGrant } from './bitcoinRestore'
import { isBitcoinStandardWallet, type BitcoinPurpose, type BitcoinStandardWallet } from './bitcoinWalletStandard'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/*
 * One shape for the two ways a Bitcoin wallet is reached, Wallet Standard features and a
 * `request(method, params)` provider, so the adapter connects, signs and follows either the same way.
 */

/** An account a wallet granted, as the adapter needs it. */
export type BitcoinGrantedAccount = { address: string; publicKey?: string | undefined; purpose: BitcoinPurpose; path?: string | undefined }

/** A Bitcoin wallet, whichever way it is reached. */
export type BitcoinConnector = {
  /** The id in the wallet list: the wallet's name. */
  id: string
  name: string
  icon?: string | undefined
  /** Wallet Standard chains (`bitcoin:mainnet`, ...); undefined when the wallet names none. */
  chains: readonly string[] | undefined
  /** Asks for the accounts of `purposes` (the wallet prompts the user). */
  connect(purposes: BitcoinPurpose[]): Promise<BitcoinGrantedAccount[]>
  /**
   * The accounts of `purposes` the wallet grants without a prompt, to restore a connection whose
   * accounts were `stored` (see bitcoinRestore.ts); none when there is no silent way.
   */
  restore(purposes: BitcoinPurpose[], stored: readonly NamespaceAccount[]): Promise<BitcoinGrantedAccount[]>
  disconnect(): Promise<void>
  /** Has `address` sign the inputs `signingIndexes` of the PSBT; answers the signed PSBT. */
  signPsbt(input: { psbt: Uint8Array; chain: `bitcoin:${BitcoinChainKind}`; address: string; signingIndexes: number[] }): Promise<Uint8Array>
  /** Signs a UTF-8 message by `address`; answers the signature in base64. */
  signMessage(input: { address: string; message: string }): Promise<string>
  /** Calls `listener` with the accounts when the wallet changes them on its side. */
  onChange(listener: (accounts: BitcoinGrantedAccount[]) => void): () => void
}

// A wallet names an account's purpose by the order it answers in (as the standard says) or by a
// `purpose` field of its own; anything past the asked purposes is dropped.
function fromStandard(accounts: readonly WalletAccount[], asked: readonly BitcoinPurpose[]): BitcoinGrantedAccount[] {
  return accounts.slice(0, asked.length).map((account, index) => {
    const extra = account as WalletAccount & { purpose?: unknown; derivationPath?: unknown }
    return {
      address: account.address,
      publicKey: account.publicKey.length > 0 ? hex.encode(Uint8Array.from(account.publicKey)) : undefined,
      purpose: extra.purpose === 'payment' || extra.purpose === 'ordinals' ? extra.purpose : (asked[index] as BitcoinPurpose),
      path: typeof extra.derivationPath === 'string' ? extra.derivationPath : undefined,
    }
  })
}

function standardConnector(wallet: BitcoinStandardWallet): BitcoinConnector {
  let asked: BitcoinPurpose[] = ['payment', 'ordinals']
  // Signing requests name the wallet's own account object.
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new NamespaceWalletError(`${wallet.name} has no account ${address}.`, { failure: 'account' })
    return account
  }
  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    chains: wallet.chains,
    async connect(purposes) {
      asked = purposes.slice()
      return fromStandard((await wallet.features['bitcoin:connect'].connect({ purposes: purposes.slice() })).accounts, purposes)
    },
    async restore(purposes) {
      asked = purposes.slice()
      return fromStandard(await silentStandardAccounts(wallet), purposes)
    },
    disconnect: async () => wallet.features['standard:disconnect']?.disconnect(),
    async signPsbt({ psbt, chain, address, signingIndexes }) {
      const sign = wallet.features['bitcoin:signTransaction']
      if (!sign) throw new NamespaceWalletError(`${wallet.name} cannot sign Bitcoin transactions.`, { failure: 'unsupported' })
      const [signed] = await sign.signTransaction({ psbt, chain, inputsToSign: [{ account: accountOf(address), signingIndexes }] })
      if (!signed) throw new NamespaceWalletError('The wallet returned no signed PSBT.', { failure: 'answer' })
      return signed.signedPsbt
    },
    async signMessage({ address, message }) {
      const sign = wallet.features['bitcoin:signMessage']
      if (!sign) throw new NamespaceWalletError(`${wallet.name} cannot sign messages.`, { failure: 'unsupported' })
      const [signed] = await sign.signMessage({ account: accountOf(address), message: new TextEncoder().encode(message) })
      if (!signed) throw new NamespaceWalletError('The wallet returned no signature.', { failure: 'answer' })
      // BIP-322 and the older BIP-137 signatures are both written as base64.
      return base64.encode(Uint8Array.from(signed.signature))
    },
    onChange(listener) {
      const off = wallet.features['standard:events']?.on('change', ({ accounts }) => {
        if (accounts) listener(fromStandard(accounts, asked))
      })
      return off ?? (() => undefined)
    },
  }
}

function requestConnector(found: InjectedBitcoinProvider): BitcoinConnector {
  let granted: BitcoinRequestAddress[] = []
  const accountOf = (address: string) => {
    const account = granted.find((candidate) => candidate.address === address)
    if (!account) throw new NamespaceWalletError(`${found.name} granted no account ${address}.`, { failure: 'account' })
    return account
  }
  return {
    id: found.name,
    name: found.name,
    icon: found.icon,
    chains: undefined,
    async connect(purposes) {
      granted = (await requestBitcoinAddresses(found.provider)).filter((account) => purposes.includes(account.purpose))
      return granted.map(({ address, publicKey, purpose, derivationPath }) => ({ address, publicKey, purpose, path: derivationPath }))
    },
    // Not asked: `getAddresses` would prompt. The stored addresses, checked, are granted again.
    async restore(purposes, stored) {
      granted = storedBitcoinGrant(stored).filter((account) => purposes.includes(account.purpose))
      return granted.map(({ address, publicKey, purpose, derivationPath }) => ({ address, publicKey, purpose, path: derivationPath }))
    },
    // The request API has no disconnect: the site forgets the accounts, the wallet keeps its permission.
    async disconnect() {
      granted = []
    },
    signPsbt: ({ psbt, address, signingIndexes }) => requestBitcoinPsbtSignature(found, { psbt, address: accountOf(address).address, signingIndexes }),
    signMessage: ({ address, message }) => requestBitcoinMessageSignature(found, accountOf(address), message),
    onChange: () => () => undefined,
  }
}

// Names as wallets give them differ in case and a trailing "Wallet" ("Xverse" / "Xverse Wallet").
const sameWallet = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')

/**
 * Lists the page's Bitcoin wallets, Wallet Standard ones first, then request providers whose
 * wallet is not already listed (a wallet that exposes both is reached through the standard). The
 * same wallet object gives the same connector on every call.
 *
 * @example
 * const list = createBitcoinConnectorList(getWallets())
 * list().map((connector) => connector.name) // ['Xverse Wallet', 'Leather']
 */
export function createBitcoinConnectorList(registry: Wallets): () => BitcoinConnector[] {
  const cache = new WeakMap<object, BitcoinConnector>()
  const cached = <T extends object>(key: T, make: (value: T) => BitcoinConnector) => {
    const existing = cache.get(key)
    if (existing) return existing
    const made = make(key)
    cache.set(key, made)
    return made
  }
  return () => {
    const standard = registry
      .get()
      .filter(isBitcoinStandardWallet)
      .map((wallet) => cached(wallet, standardConnector))
    const names = new Set(standard.map((connector) => sameWallet(connector.name)))
    const requested = injectedBitcoinProviders()
      .filter((found) => !names.has(sameWallet(found.name)))
      .map((found) => cached(found.provider, () => requestConnector(found)))
    return [...standard, ...requested]
  }
}

/**
 * The connection model of granted accounts on a network: the payment account first, the ordinal
 * one second (each in the wallet's order), with address, public key (hex), path and type.
 *
 * @example
 * toBitcoinAccounts(granted, bitcoinMainnet.caipNetworkId).map((account) => account.type) // ['payment', 'ordinal']
 */
export function toBitcoinAccounts(granted: readonly BitcoinGrantedAccount[], caipNetworkId: string): NamespaceAccount[] {
  const mapped = granted.map(
    (account): NamespaceAccount => ({
      address: account.address,
      caipAddress: toCaipAddress(caipNetworkId, account.address),
      namespace: 'bip122',
      type: account.purpose === 'ordinals' ? 'ordinal' : 'payment',
      publicKey: account.publicKey,
      path: account.path,
    }),
  )
  return mapped.filter((account) => account.type === 'payment').concat(mapped.filter((account) => account.type === 'ordinal'))
}
