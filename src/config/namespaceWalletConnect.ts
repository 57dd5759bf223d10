import type { ChainNamespace } from '../chains/caip'
import type { CaipNetwork } from '../chains/network'
import type { NamespaceAccount, NamespaceAdapter } from '../namespaces/namespaceAdapter'

/*
 * The contract between the modal's WalletConnect pairing (in the main bundle) and the chain families
 * that pair over it (Solana, Bitcoin): types only, so the hook names them without loading any
 * family's code. Each family's plugin carries `loadWalletConnect`, whose chunk provides a
 * {@link NamespaceWalletConnectModule}.
 */

/** One namespace of a session proposal: the CAIP-2 chains, the methods and the events asked for. */
export type WalletConnectProposalNamespace = { chains: string[]; methods: string[]; events: string[] }

/** The namespaces of an approved session as the sign client reports them. */
export type WalletConnectSessionNamespaces = Record<string, { accounts: string[]; methods?: string[] | undefined } | undefined>

/** A session event, as the sign client's `session_event` hands it over. */
export type WalletConnectSessionEvent = { topic: string; params: { chainId: string; event: { name: string; data: unknown } } }

/** The part of WalletConnect's sign client a family's session wallet uses. */
export type WalletConnectSignClientLike = {
  request<T>(parameters: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<T>
  disconnect(parameters: { topic: string; reason: { code: number; message: string } }): Promise<void>
  on(event: 'session_delete', listener: (event: { topic: string }) => void): unknown
  on(event: 'session_event', listener: (event: WalletConnectSessionEvent) => void): unknown
  off(event: 'session_delete', listener: (event: { topic: string }) => void): unknown
  off(event: 'session_event', listener: (event: WalletConnectSessionEvent) => void): unknown
}

/** What a family gets to register an approved session as a wallet of its own. */
export type WalletConnectFamilySession = {
  client: WalletConnectSignClientLike
  topic: string
  /** The family's session accounts on the app's networks, the first network's first (never empty). */
  accounts: NamespaceAccount[]
  /** The methods the wallet approved for the family's namespace. */
  methods: readonly string[]
  /** The CAIP-2 id of the network the app has active in the family, so the wallet signs for it. */
  network(): string | undefined
  /** The app's Disconnect: ends the session, or the family's part of it when others still use it. */
  disconnect(): Promise<void>
}

/**
 * A chain family as WalletConnect pairs it: its namespace in proposals, how its session accounts
 * read, and how an approved session becomes a wallet its adapter connects to.
 */
export type WalletConnectFamily = {
  /** The WalletConnect namespace, also the Foyer namespace: `solana`, `bip122`. */
  readonly namespace: ChainNamespace
  /** The wallet name the session registers under (kept out of Connect's list). */
  readonly walletName: string
  /** The optional proposal namespace for the app's networks of the family. */
  proposal(networks: readonly CaipNetwork[]): WalletConnectProposalNamespace
  /** The session's accounts of the family on `networks`, in the order of `networks`; invalid ones left out. */
  accounts(namespaces: WalletConnectSessionNamespaces, networks: readonly CaipNetwork[]): NamespaceAccount[]
  /** Registers the session as a wallet named {@link walletName}; returns what ends it (the wallet goes). */
  register(session: WalletConnectFamilySession): () => void
}

/** A family and the app's adapter of it, for one pairing. */
export type WalletConnectPairedFamily = { family: WalletConnectFamily; adapter: NamespaceAdapter }

/** Options of a {@link NamespaceWalletConnectModule}'s `pairNamespacesOverWalletConnect`. */
export type PairNamespacesOverWalletConnectOptions = {
  /** wagmi's WalletConnect connector's provider (`await connector.getProvider()`). */
  provider: unknown
  /** The families the proposal asks for, each with its adapter, in the configuration's order. */
  families: readonly WalletConnectPairedFamily[]
  /** wagmi's connect through the WalletConnect connector; it shows the QR code and waits for the wallet. */
  connectEvm(): Promise<unknown>
  /** Whether the EVM side (wagmi) still uses the session: a family's Disconnect then leaves it open. */
  evmUsesSession(): boolean
}

/** What a family's WalletConnect chunk provides (loaded when the user picks WalletConnect). */
export type NamespaceWalletConnectModule = {
  /** The family, for the proposal and the session's wallet. */
  walletConnectFamily: WalletConnectFamily
  /**
   * One pairing for EVM and every family given: their namespaces added to wagmi's proposal, then
   * each family's adapter connected to the session's accounts of it. Resolves with whether EVM
   * connected and the namespaces that did.
   */
  pairNamespacesOverWalletConnect(options: PairNamespacesOverWalletConnectOptions): Promise<{ evm: boolean; connected: ChainNamespace[] }>
}
