import type { Wallet, WalletAccount } from '@wallet-standard/base'

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
      ...inputs: Array<{
        psbt: Uint8Array
        chain: `${string}:${string}`
        inputsToSign: Array<{ account: WalletAccount; signingIndexes: number[]; sigHash?: number }>
      }>
    ): Promise<ReadonlyArray<{ signedPsbt: Uint8Array }>>
  }
}

/** `bitcoin:signMessage`. */
export type BitcoinSignMessageFeature = {
  'bitcoin:signMessage': {
    version: string
    signMessage(...inputs: Array<{ account: WalletAccount; message: Uint8Array }>): Promise<ReadonlyArray<{ signature: Uint8Array; signedMessage: Uint8Array }>>
  }
}

/**
 * `standard:connect`, `standard:disconnect` and `standard:events`, which Bitcoin wallets may also
 * have; `standard:connect` is only used silently (`{ silent: true }`), to restore a connection.
 */
type StandardFeatures = {
  'standard:connect'?: { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: { on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }
}

/** A registered wallet that can connect Bitcoin accounts. */
export type BitcoinStandardWallet = Wallet & {
  features: BitcoinConnectFeature & Partial<BitcoinSignTransactionFeature & BitcoinSignMessageFeature> & StandardFeatures
}

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
