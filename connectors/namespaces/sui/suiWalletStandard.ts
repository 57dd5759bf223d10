import type { Wallet, WalletAccount } from '@wallet-standard/base'

/*
 * The Wallet Standard features Sui wallets register, as @mysten/wallet-standard defines them:
 * `standard:connect` gives the accounts, `sui:signPersonalMessage` signs bytes with the Sui
 * personal-message intent and answers the bytes and the serialized signature, both base64.
 * Typed here from those published shapes rather than pulling the package in.
 */

/** `standard:connect`. */
export type SuiConnectFeature = {
  'standard:connect': { version: string; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
}

/** `sui:signPersonalMessage`. */
export type SuiSignPersonalMessageFeature = {
  'sui:signPersonalMessage': {
    version: string
    signPersonalMessage(input: { message: Uint8Array; account: WalletAccount; chain?: `${string}:${string}` }): Promise<{ bytes: string; signature: string }>
  }
}

/** `standard:disconnect` and `standard:events`, which Sui wallets may also have. */
type StandardFeatures = {
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: { on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }
}

/** A registered wallet that connects Sui accounts and signs personal messages. */
export type SuiStandardWallet = Wallet & { features: SuiConnectFeature & SuiSignPersonalMessageFeature & StandardFeatures }

const hasMethod = (feature: unknown, method: string) =>
  typeof feature === 'object' && feature !== null && typeof (feature as Record<string, unknown>)[method] === 'function'

/**
 * Whether a registered Wallet Standard wallet is a Sui wallet: it lists a `sui:` chain, connects,
 * and signs personal messages.
 *
 * @example
 * getWallets().get().filter(isSuiStandardWallet)
 */
export function isSuiStandardWallet(wallet: Wallet): wallet is SuiStandardWallet {
  const features = wallet.features as Record<string, unknown>
  return (
    wallet.chains.some((chain) => chain.startsWith('sui:')) &&
    hasMethod(features['standard:connect'], 'connect') &&
    hasMethod(features['sui:signPersonalMessage'], 'signPersonalMessage')
  )
}
