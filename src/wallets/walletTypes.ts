import type { PairingWallet, WalletAppLinks } from '../router/views'

/**
 * A wallet the app adds to the lists by hand (provider option `customWallets`); it connects through
 * WalletConnect with these links.
 *
 * @example
 * const custom: CustomWallet = { id: 'my-wallet', name: 'My Wallet', mobileLink: 'mywallet://', universalLink: 'https://my.wallet' }
 */
export type CustomWallet = WalletAppLinks & {
  /** Unique id; must not clash with a registry id. */
  id: string
  name: string
  /** Icon URL (your own host or a data: URI). */
  imageUrl?: string | undefined
}

/**
 * The kinds of connector the modal tells apart, as `connectors/getConnectorType` classifies wagmi's
 * connectors; restated here because `src/` does not import upwards.
 */
export type WalletConnectorKind = 'AUTH' | 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'WALLET_CONNECT'

/** What the wallet lists need of a wagmi connector (the hooks build it from a `Connector`). */
export type ConnectorInfo = {
  /** wagmi's `connector.uid`. */
  uid: string
  id: string
  name: string
  icon?: string | undefined
  kind: WalletConnectorKind
  /** The reverse-DNS names the connector answers to (EIP-6963 `rdns`). */
  rdns: readonly string[]
}

/** A wallet of the registry reduced to what the lists need (a `RegistryWallet` fits). */
export type ListedWallet = {
  id: string
  name: string
  imageUrl?: string | undefined
  rdns?: string | null | undefined
  mobileLink?: string | null | undefined
  universalLink?: string | null | undefined
  desktopLink?: string | null | undefined
  /** CAIP-2 ids of the networks the registry says the wallet supports. */
  chains?: readonly string[] | undefined
}

/** Why a wallet is in a list; decides nothing but the tag and tests. */
export type WalletSource = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended' | 'registry'

/** One row of a wallet list. */
export type WalletListItem =
  | {
      /** A wagmi connector: connects directly (browser wallets, external SDKs, WalletConnect). */
      kind: 'connector'
      /** Stable React key. */
      key: string
      source: WalletSource
      connector: ConnectorInfo
      /** Announced (EIP-6963) or injected: the wallet is in this browser. */
      installed: boolean
      /** Among the last wallets the user connected. */
      recent: boolean
      /** The registry entry this connector was matched to by rdns, if any. */
      registryId?: string | undefined
    }
  | {
      /** A wallet to pair with through WalletConnect (registry, featured, custom). */
      kind: 'pairing'
      key: string
      source: WalletSource
      wallet: PairingWallet
      recent: boolean
      /** The chain families of the networks the registry lists for the wallet; absent when it lists none. */
      namespaces?: readonly string[] | undefined
    }

/** The pairing view's wallet from a registry or custom wallet (links: `null` becomes absent). */
export function toPairingWallet(wallet: ListedWallet): PairingWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl ?? undefined,
    mobileLink: wallet.mobileLink ?? undefined,
    universalLink: wallet.universalLink ?? undefined,
    desktopLink: wallet.desktopLink ?? undefined,
  }
}
