import type { ChainNamespace } from '../chains/caip'
import type { CaipNetwork } from '../chains/network'
import type { NamespaceAdapter } from '../namespaces/namespaceAdapter'

/** Options every namespace plugin carries; a family adds its own next to `networks`. */
export type FoyerNamespaceOptions = {
  /**
   * The family's networks the app uses, the default first. Factories fill in their default, so a
   * plugin in a configuration always has them.
   */
  networks?: readonly CaipNetwork[] | undefined
}

/**
 * What a namespace plugin's lazily loaded chunk exports: one factory for the family's
 * {@link NamespaceAdapter}, called once per configuration with the plugin's options.
 *
 * @example
 * // connectors/namespaces/polkadot/polkadotAdapter.ts
 * export function createAdapter(options: FoyerPolkadotOptions): NamespaceAdapter & { destroy(): void } { ... }
 */
export type NamespaceAdapterModule<Options extends FoyerNamespaceOptions = FoyerNamespaceOptions> = {
  /** Creates the family's adapter; `destroy()` stops following wallets and the network. */
  createAdapter(options: Options): NamespaceAdapter & { destroy(): void }
}

/** A family's wallets without its chain code: what the modal lists until the adapter has loaded. */
export type NamespaceWalletDirectory = Pick<NamespaceAdapter, 'getWallets' | 'subscribe'> & {
  /** Stops following the page's wallets. */
  destroy(): void
}

/**
 * What a namespace plugin's wallet-directory chunk exports: a factory for the family's
 * {@link NamespaceWalletDirectory}, which must list the same wallets, with the same ids, as the
 * adapter's `getWallets()`.
 *
 * @example
 * // connectors/namespaces/solana/solanaWalletDirectory.ts
 * export function createWalletDirectory(options: FoyerSolanaOptions): NamespaceWalletDirectory { ... }
 */
export type NamespaceWalletDirectoryModule<Options extends FoyerNamespaceOptions = FoyerNamespaceOptions> = {
  /** Starts following the page's wallets of the family. */
  createWalletDirectory(options: Options): NamespaceWalletDirectory
}

/**
 * A chain family (namespace) plugged into Foyer: what a family's factory (`solana()` from
 * `foyer-kit/solana`, `bitcoin()` from `foyer-kit/bitcoin`, ...) returns, for the family's option of
 * `createFoyerConfig` (`solana`, `bitcoin`, `polkadot`, `cosmos`, `sui`, `stacks`).
 *
 * The contract, for whoever adds a family:
 * - The factory checks its options (networks of its own namespace only, at least one; throw
 *   `FoyerConfigError` with the family's option name otherwise; `checkNamespaceOptions` does it),
 *   fills in the default networks, and returns the plugin frozen.
 * - `loadAdapter` is the only way to the family's code: a dynamic `import()` of a module that
 *   exports `createAdapter(options)` ({@link NamespaceAdapterModule}). The entry that exports the
 *   factory must not import the adapter module statically, so the family's libraries become a
 *   chunk of their own that the modal loads when it first needs the family (never at page load),
 *   and apps that never import the entry do not have them at all.
 * - The adapter implements {@link NamespaceAdapter}; its wallets (`getWallets()`) are listed in
 *   Connect and AllWallets with the family's badge, its connection gets the modal's Account view,
 *   Switch network, Receive, and Send where `sendToken` works.
 * - The runtime (`namespaceRuntime(config)`) creates one adapter per namespace and configuration,
 *   on first `load(namespace)`; a failed load is kept as that namespace's `loadError` and retried
 *   on the next `load`.
 * - `loadWalletDirectory`, optional, lists the family's wallets from a chunk far lighter than the
 *   adapter's (Wallet Standard discovery alone): the first list of a cold opening shows them without
 *   waiting for, or competing with, the family's libraries. Without it the adapter lists them.
 *
 * @example
 * export function polkadot(options: FoyerPolkadotOptions = {}): FoyerNamespacePlugin<'polkadot', FoyerPolkadotOptions> {
 *   return Object.freeze({
 *     namespace: 'polkadot',
 *     options: checkNamespaceOptions('polkadot', 'polkadot', { ...options, networks: options.networks ?? [polkadotMainnet] }),
 *     loadAdapter: () => import('./polkadotAdapter'),
 *   })
 * }
 */
export type FoyerNamespacePlugin<Namespace extends ChainNamespace = ChainNamespace, Options extends FoyerNamespaceOptions = FoyerNamespaceOptions> = {
  /** The CAIP-2 namespace the family's networks and accounts use, e.g. `bip122`. */
  readonly namespace: Namespace
  /** The checked options, networks resolved. */
  readonly options: Options
  /** Loads the family's code (its own chunk), when the modal first needs it. */
  readonly loadAdapter: () => Promise<NamespaceAdapterModule<Options>>
  /**
   * Loads the family's wallet discovery alone (a small chunk of its own), for the list a cold
   * opening shows first; the adapter's wallets replace its own once that has loaded.
   * @default undefined (the adapter lists the wallets)
   */
  readonly loadWalletDirectory?: (() => Promise<NamespaceWalletDirectoryModule<Options>>) | undefined
}

/** The option of `createFoyerConfig` for each pluggable family, and its namespace. */
export const namespacePluginOptions = {
  solana: 'solana',
  bitcoin: 'bip122',
  polkadot: 'polkadot',
  cosmos: 'cosmos',
  sui: 'sui',
  stacks: 'stacks',
} as const satisfies Record<string, ChainNamespace>

/** An option of `createFoyerConfig` that takes a namespace plugin. */
export type NamespacePluginOption = keyof typeof namespacePluginOptions
