import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../chains/caip'
import type { CaipNetwork } from '../chains/network'

/** One account of a connection (Bitcoin wallets give a payment and an ordinals account). */
export type NamespaceAccount = {
  /** The address as the namespace writes it (hex for EVM, base58 for Solana). */
  address: string
  /** The account on the active network, `namespace:chainId:address`. */
  caipAddress: CaipAddress
  /** The namespace of the account. */
  namespace: ChainNamespace
  /** `eoa` or `smartAccount`, when the wallet says. */
  type?: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | undefined
  /** The public key, when the wallet gives it apart from the address. */
  publicKey?: string | undefined
  /** Derivation path, when the wallet gives it. */
  path?: string | undefined
}

/** A wallet an adapter can connect: installed (announced, Wallet Standard) or built in. */
export type NamespaceWallet = {
  /** Id unique within the namespace, e.g. the wallet's name for Wallet Standard wallets. */
  id: string
  name: string
  /** Icon URL or data: URI the wallet gave itself. */
  icon?: string | undefined
  /** The namespace the wallet connects in. */
  namespace: ChainNamespace
  /** CAIP-2 ids of the networks the wallet says it supports; empty when it does not say. */
  chains: readonly CaipNetworkId[]
}

/** Connection status of one namespace. */
export type NamespaceStatus = 'disconnected' | 'connecting' | 'connected'

/** What an adapter reports of its connection. */
export type NamespaceConnectionState = {
  status: NamespaceStatus
  /** Id of the connected wallet. */
  walletId?: string | undefined
  /** Connected accounts, the active one first; empty unless connected. */
  accounts: readonly NamespaceAccount[]
  /** The namespace's active network. */
  caipNetwork?: CaipNetwork | undefined
}

/** A native or token balance. */
export type NamespaceBalance = {
  /** In the smallest unit (wei, lamports, token base units). */
  value: bigint
  decimals: number
  symbol: string
}

/** Parameters of {@link NamespaceAdapter.sendToken}. */
export type NamespaceSendParameters = {
  /** Receiver address, in the namespace's format. */
  to: string
  /** Amount in the smallest unit. */
  amount: bigint
  /** Token address (ERC-20 contract, SPL mint); absent for the native token. */
  token?: string | undefined
}

/** What {@link NamespaceAdapter.restore} is given: the connection as it was when the page last had it. */
export type NamespaceRestoreParameters = {
  /** Id of the wallet that was connected. */
  walletId: string
  /** The network the connection was on, if it is still one of the app's. */
  caipNetworkId?: string | undefined
  /**
   * The accounts the wallet had granted, as the adapter reported them. Only a wallet that cannot be
   * asked without a prompt has its connection taken back from these; the others are asked again.
   */
  accounts: readonly NamespaceAccount[]
}

/**
 * The contract every chain family implements so the modal, router and hooks reach it the same way:
 * connect, disconnect, accounts, active network, balances, send and sign message. The adapter owns
 * nothing the family's own library already holds (wagmi for EVM, the wallet adapter for Solana); it
 * reads and drives it.
 *
 * @example
 * const adapter = registry.get('solana')
 * await adapter.connect({ walletId: 'Phantom' })
 * adapter.getState().accounts[0]?.caipAddress // 'solana:5eykt4…:7S3P…'
 */
export type NamespaceAdapter = {
  /** The chain family, e.g. `eip155`. */
  readonly namespace: ChainNamespace
  /** The app's networks of this namespace, in its order. */
  readonly networks: readonly CaipNetwork[]
  /** The connection now. The same object until it changes, for `useSyncExternalStore`. */
  getState(): NamespaceConnectionState
  /** Calls `listener` after every state or wallet-list change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Wallets that can be connected now. */
  getWallets(): readonly NamespaceWallet[]
  /**
   * Connects a wallet on `caipNetworkId` (default: the active or first network). Rejects with
   * `ConnectionRejectedError` when the user declines, `ConnectFailedError` otherwise, and
   * `ConnectorChainsUnsupportedError` when the wallet lists none of the app's networks.
   */
  connect(parameters: { walletId: string; caipNetworkId?: string | undefined }): Promise<NamespaceConnectionState>
  /**
   * Takes back a connection from an earlier page load, without asking the user anything: a wallet
   * that still grants the app its accounts silently is connected again, else the state stays
   * disconnected. Never rejects. Absent on adapters whose wallets cannot be restored (the user
   * connects them again).
   */
  restore?(parameters: NamespaceRestoreParameters): Promise<NamespaceConnectionState>
  /** Disconnects the wallet; resolves once the state is disconnected. */
  disconnect(): Promise<void>
  /** Makes `caipNetworkId` (one of `networks`) the namespace's active network. */
  switchNetwork(caipNetworkId: string): Promise<void>
  /**
   * The native balance (or a token's, with `token`) of `address` on the active network. Every family
   * fails alike: `NamespaceBalanceUnavailableError` (`notConfigured` without an endpoint, `request`
   * when the read failed, the family's error as `cause`), or `NamespaceTokenError` for a token the
   * family does not read.
   */
  getBalance(parameters: { address: string; token?: string | undefined }): Promise<NamespaceBalance>
  /**
   * Sends the native token or a token from the connected account; resolves with the transaction id.
   * Absent on families that do not send: callers check for it before offering Send.
   */
  sendToken?(parameters: NamespaceSendParameters): Promise<string>
  /** Signs a text message with the connected account; resolves with the signature (hex or base58). */
  signMessage(parameters: { message: string }): Promise<string>
}

/**
 * An adapter of a family that sends (EVM, Solana, Bitcoin): `sendToken` is always there.
 *
 * @example
 * const txid = await (adapter as SendingNamespaceAdapter).sendToken({ to, amount: 1_000n })
 */
export type SendingNamespaceAdapter = NamespaceAdapter & Required<Pick<NamespaceAdapter, 'sendToken'>>
