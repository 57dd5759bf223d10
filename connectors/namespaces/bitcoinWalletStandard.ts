import { hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { toCaipAddress } from '../../src/chains/caip'
import { userRejectedCode } from '../../src/errors/connectErrors'
import type { NamespaceAccount } from '../../src/namespaces/namespaceAdapter'

/*
 * The Wallet Standard features Bitcoin wallets register (the `bitcoin:` extension the Wallet
 * Standard lists, as Phantom, Magic Eden, Xverse and Exodus implement it): `bitcoin:connect` asks
 * for accounts by purpose and answers them in the order asked; `bitcoin:signTransaction` signs the
 * listed inputs of a PSBT; `bitcoin:signMessage` signs bytes. Typed here from that extension's
 * published shapes rather than pulling its package in.
 */

/** Which account an app asks a Bitcoin wallet for. */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** `bitcoin:connect`. */
export type BitcoinConnectFeature = {
  'bitcoin:connect': { version: string; connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }> }
}

/** `bitcoin:signTransaction`. */
export type BitcoinSignTransactionFeature = {
  'bitcoin:signTransaction': {
    version: string
    signTransaction(
      ...inputs: Array<{ psbt: Uint8Array; chain: `${string}:${string}`; inputsToSign: Array<{ account: WalletAccount; signingIndexes: number[]; sigHash?: number }> }>
    ): Promise<ReadonlyArray<{ signedPsbt: Uint8Array }>>
  }
}

/** `bitcoin:signMessage`. */
export type BitcoinSignMessageFeature = {
  'bitcoin:signMessage': { version: string; signMessage(...inputs: Array<{ account: WalletAccount; message: Uint8Array }>): Promise<ReadonlyArray<{ signature: Uint8Array; signedMessage: Uint8Array }>> }
}

/** `standard:disconnect` and `standard:events`, which Bitcoin wallets may also have. */
type StandardFeatures = {
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: { on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }
}

/** A registered wallet that can connect Bitcoin accounts. */
export type BitcoinStandardWallet = Wallet & { features: BitcoinConnectFeature & Partial<BitcoinSignTransactionFeature & BitcoinSignMessageFeature> & StandardFeatures }

/**
 * Whether a registered Wallet Standard wallet connects Bitcoin accounts.
 *
 * @example
 * getWallets().get().filter(isBitcoinStandardWallet)
 */
export function isBitcoinStandardWallet(wallet: Wallet): wallet is BitcoinStandardWallet {
  const connect = (wallet.features as Record<string, unknown>)['bitcoin:connect']
  return typeof connect === 'object' && connect !== null && typeof (connect as { connect?: unknown }).connect === 'function'
}

/** Whether an error (or one it wraps) is the user's refusal, EIP-1193 / sats-connect code 4001. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    if ((current as { code?: unknown }).code === userRejectedCode) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** A connected account with the wallet's own object, which signing requests must name. */
export type BitcoinConnectedAccount = NamespaceAccount & { walletAccount: WalletAccount }

/**
 * The connection model of a Bitcoin wallet's answer: the payment account first, the ordinal one
 * second, each with address, public key (hex), derivation path when the wallet gives it, and type.
 * A wallet names an account's purpose by the order it answers in (as the standard says) or by a
 * `purpose` field of its own; anything past the two purposes is dropped.
 *
 * @example
 * toBitcoinAccounts(output.accounts, ['payment', 'ordinals'], bitcoinMainnet.caipNetworkId)
 */
export function toBitcoinAccounts(accounts: readonly WalletAccount[], asked: readonly BitcoinPurpose[], caipNetworkId: string): BitcoinConnectedAccount[] {
  const mapped = accounts.slice(0, asked.length).map((walletAccount, index): BitcoinConnectedAccount => {
    const extra = walletAccount as WalletAccount & { purpose?: unknown; derivationPath?: unknown }
    const purpose = extra.purpose === 'payment' || extra.purpose === 'ordinals' ? extra.purpose : asked[index]
    return {
      address: walletAccount.address,
      caipAddress: toCaipAddress(caipNetworkId, walletAccount.address),
      namespace: 'bip122',
      type: purpose === 'ordinals' ? 'ordinal' : 'payment',
      publicKey: walletAccount.publicKey.length > 0 ? hex.encode(Uint8Array.from(walletAccount.publicKey)) : undefined,
      path: typeof extra.derivationPath === 'string' ? extra.derivationPath : undefined,
      walletAccount,
    }
  })
  // Stable sort: payment accounts first, then ordinal ones, each in the wallet's order.
  return mapped.filter((account) => account.type === 'payment').concat(mapped.filter((account) => account.type === 'ordinal'))
}
