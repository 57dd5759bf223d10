import type { FoyerBitcoin } from './foyerBitcoin'
import type { FoyerNamespacePlugin, NamespacePluginOption } from './foyerNamespacePlugin'
import { namespacePluginOptions } from './foyerNamespacePlugin'
import type { FoyerSolana } from './foyerSolana'
import { FoyerConfigError, type FoyerConfigOption } from '../errors/configErrors'
import { reportMissingOption } from './reportMissingOption'
import { createLogger, type FoyerLogger, type LogLevel } from '../logger/createLogger'
import { createNotificationStore, type NotificationStore } from '../logger/notificationStore'
import { defaultFeatures, type FoyerFeatures } from '../features/featureDefaults'

export type { FoyerFeatures } from '../features/featureDefaults'

/** Where the legal checkbox's links lead (both open in a new tab). */
export type FoyerLegal = {
  /**
   * Your Terms of Service page, an absolute http(s) URL.
   * @default undefined (no terms link)
   * @example termsUrl: 'https://example.com/terms'
   */
  termsUrl?: string | undefined
  /**
   * Your Privacy Policy page, an absolute http(s) URL.
   * @default undefined (no privacy link)
   * @example privacyUrl: 'https://example.com/privacy'
   */
  privacyUrl?: string | undefined
}

/** How the app presents itself in the login frame's approval screen ("<name> asks you to:"). */
export type FoyerAppMetadata = {
  name: string
  description?: string | undefined
  /** @default location.origin */
  url?: string | undefined
  icons?: readonly string[] | undefined
}

export type { FoyerSolana, FoyerSolanaOptions } from './foyerSolana'
export type { FoyerBitcoin, FoyerBitcoinOptions } from './foyerBitcoin'
export type { FoyerNamespacePlugin, FoyerNamespaceOptions, NamespaceAdapterModule } from './foyerNamespacePlugin'

/** Parameters of {@link createFoyerConfig}. */
export type CreateFoyerConfigParameters = {
  /**
   * Your project's id on Foyer's API: the allowed origins, remote features and the login frame are
   * looked up by it. Required outside development.
   * @default 'foyer-local' in development, else none (the modal shows APKT008)
   * @example projectId: 'my-app'
   */
  projectId?: string | undefined
  /**
   * Base URL of Foyer's API (`services/api`): wallet registry, allowed origins, account data.
   * Required outside development.
   * @default 'http://127.0.0.1:8787' in development, else none
   * @example apiUrl: 'https://foyer-api.example.com'
   */
  apiUrl?: string | undefined
  /**
   * URL of the login frame (`services/frame`) on its own origin, for `authConnector()`. Required
   * outside development when the app uses the embedded wallet.
   * @default 'http://127.0.0.1:8788' in development, else none
   * @example frameUrl: 'https://login.example.com'
   */
  frameUrl?: string | undefined
  /**
   * The app as the login frame's approval screen names it.
   * @default { name: document.title, url: location.origin }
   */
  metadata?: FoyerAppMetadata | undefined
  /**
   * Turn on the Solana namespace with `solana()` from `foyer-kit/solana`: Wallet Standard wallets
   * (Phantom, Solflare, Backpack, ...) are listed with the EVM wallets in Connect and connect
   * through the same modal. Solana's code (`@solana/web3.js`, the wallet adapter) loads only when
   * the modal needs it, and apps that leave this out do not have it in their build.
   * @default undefined (EVM only)
   * @example solana: solana({ networks: [solanaMainnet, solanaDevnet] })
   */
  solana?: FoyerSolana | undefined
  /**
   * Turn on the Bitcoin namespace (`bip122`) with `bitcoin()` from `foyer-kit/bitcoin`: Wallet Standard
   * Bitcoin wallets (Xverse, Leather, Unisat, Phantom, ...) are listed in Connect, with a payment
   * and an ordinal account; balances and sends go through an Esplora API. Its code loads only when
   * the modal needs it.
   * @default undefined
   * @example bitcoin: bitcoin({ networks: [bitcoinMainnet] })
   */
  bitcoin?: FoyerBitcoin | undefined
  /**
   * Turn on the Polkadot namespace with `polkadot()` from `foyer-kit/polkadot`.
   * @default undefined
   * @example polkadot: polkadot()
   */
  polkadot?: FoyerNamespacePlugin<'polkadot'> | undefined
  /**
   * Turn on the Cosmos namespace with `cosmos()` from `foyer-kit/cosmos`.
   * @default undefined
   * @example cosmos: cosmos()
   */
  cosmos?: FoyerNamespacePlugin<'cosmos'> | undefined
  /**
   * Turn on the Sui namespace with `sui()` from `foyer-kit/sui`.
   * @default undefined
   * @example sui: sui()
   */
  sui?: FoyerNamespacePlugin<'sui'> | undefined
  /**
   * Turn on the Stacks namespace with `stacks()` from `foyer-kit/stacks`.
   * @default undefined
   * @example stacks: stacks()
   */
  stacks?: FoyerNamespacePlugin<'stacks'> | undefined
  /**
   * Restore the other chain families' connections (Solana, Bitcoin, Polkadot, Cosmos, Sui, Stacks)
   * when the page loads again: a wallet that still grants the app its accounts without a prompt
   * is connected again. `false` drops them instead. EVM connections follow wagmi's own
   * `reconnectOnMount` on `WagmiProvider`. Nothing is loaded for a visitor who had none.
   * @default true
   * @example reconnectOnMount: false // every visit starts disconnected
   */
  reconnectOnMount?: boolean | undefined
  /**
   * Smart sessions (ERC-7715): the embedded wallet answers `wallet_grantPermissions` (viem's
   * `grantPermissions`) by showing the grant, then lets a session key kept in the login frame send
   * calls to one contract, within a spend limit and until an expiry, without a prompt; the account's
   * contract enforces the limits on chain. The operator must turn them on for the network too (the
   * frame's `smartSessions`). Off: both methods are refused with 'Smart sessions are not enabled'.
   * @default false
   * @example smartSessions: true
   */
  smartSessions?: boolean | undefined
  /**
   * The chain whose ENS names and avatars the modal shows for EVM accounts (wagmi's `useEnsName` /
   * `useEnsAvatar` on it), whatever chain the account is on. `false` turns ENS lookups off. An ENS
   * name wins over a name registered through Foyer's API; without one, Foyer's name shows.
   * @default mainnet (1) when it is one of wagmi's chains, else the first of wagmi's chains that names
   *   an `ensUniversalResolver` contract, else none
   * @example ensChainId: foyerLocal.id // a local chain with its own ENS, in development
   */
  ensChainId?: number | false | undefined
  /**
   * Names the app gives to addresses, shown in place of the shortened address wherever the modal
   * shows one (Account, the send receiver, Activity). Keys are addresses of any chain family; EVM
   * addresses match whatever their case.
   * @default {}
   * @example addressLabels: { '0x70997970C51812dc3A010C7d01b50e0d17dc79C8': 'Treasury' }
   */
  addressLabels?: Readonly<Record<string, string>> | undefined
  /**
   * The modal's switches: Send, Receive, "All wallets" and the legal checkbox (see {@link FoyerFeatures}).
   * Each one left out keeps its default.
   * @default { send: true, receive: true, allWallets: true, legalCheckbox: false }
   * @example features: { legalCheckbox: true, allWallets: false }
   */
  features?: Partial<FoyerFeatures> | undefined
  /**
   * The pages the legal checkbox links to; at least one is required when `features.legalCheckbox` is on.
   * @default undefined
   * @example legal: { termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' }
   */
  legal?: FoyerLegal | undefined
  /**
   * Debug mode: the notification store's messages for developers (a remote configuration that
   * overrode a local option, the errors the kit reported) show in the modal, and the logger prints
   * debug lines to the console. Leave it off in production: the messages are in English and meant
   * for developers.
   * @default false
   * @example debug: import.meta.env.DEV
   */
  debug?: boolean | undefined
  /**
   * The least severe level the config's logger prints and keeps (`config.logger.getLogs()`).
   * @default 'debug' with `debug` on, else 'error'
   * @example logLevel: 'warn'
   */
  logLevel?: LogLevel | undefined
  /**
   * Use the local stack's defaults (`npm start`) for options left out. Never turn this on in a
   * production build: the defaults point visitors' browsers at 127.0.0.1.
   * @default true only when `process.env.NODE_ENV` is `'development'` (as bundlers' dev servers set it)
   */
  development?: boolean | undefined
}

/**
 * One app's Foyer settings, read by `FoyerProvider` (`config` prop) and `authConnector({ config })`.
 * Values left out are `undefined` here (outside development): the part that needs one reports a
 * {@link FoyerConfigError} naming it, at first use.
 */
export type FoyerConfig = {
  readonly projectId: string | undefined
  readonly apiUrl: string | undefined
  readonly frameUrl: string | undefined
  readonly metadata: FoyerAppMetadata | undefined
  /** The Solana namespace from `solana()`, or `undefined` when the app is EVM only. */
  readonly solana: FoyerSolana | undefined
  /** The Bitcoin namespace from `bitcoin()`, if the app turned it on. */
  readonly bitcoin: FoyerBitcoin | undefined
  /** The Polkadot namespace from `polkadot()`, if the app turned it on. */
  readonly polkadot: FoyerNamespacePlugin<'polkadot'> | undefined
  /** The Cosmos namespace from `cosmos()`, if the app turned it on. */
  readonly cosmos: FoyerNamespacePlugin<'cosmos'> | undefined
  /** The Sui namespace from `sui()`, if the app turned it on. */
  readonly sui: FoyerNamespacePlugin<'sui'> | undefined
  /** The Stacks namespace from `stacks()`, if the app turned it on. */
  readonly stacks: FoyerNamespacePlugin<'stacks'> | undefined
  /**
   * Every namespace plugin the app turned on, in a fixed order (solana, bitcoin, polkadot, cosmos,
   * sui, stacks): the order the modal lists their wallets and networks in, after EVM's.
   */
  readonly namespaces: readonly FoyerNamespacePlugin[]
  /** Whether the other families' connections are restored on the next page load. */
  readonly reconnectOnMount: boolean
  /** Whether the app lets the embedded wallet grant smart sessions (ERC-7715). */
  readonly smartSessions: boolean
  /** The chain ENS lookups go to: a chain id, `false` for none, `undefined` to pick from wagmi's chains. */
  readonly ensChainId: number | false | undefined
  /** The app's names for addresses, shown in place of them. */
  readonly addressLabels: Readonly<Record<string, string>>
  /** The modal's switches, defaults applied. */
  readonly features: Readonly<FoyerFeatures>
  /** The legal checkbox's links, checked as absolute http(s) URLs. */
  readonly legal: Readonly<FoyerLegal> | undefined
  /** Development defaults were applied to the options left out. */
  readonly development: boolean
  /** Debug mode: the notification store's messages show in the modal, debug lines in the console. */
  readonly debug: boolean
  /**
   * This configuration's logger: the kit's problems are logged here (printed at or above its level,
   * and kept, the newest 1,024,000 bytes, for `logger.getLogs()`).
   */
  readonly logger: FoyerLogger
  /** This configuration's notification store: messages for the app's developer (shown in the modal in debug mode). */
  readonly notifications: NotificationStore
}

/** The local stack's services, as `npm start` runs them; used only in development. */
export const foyerDevelopmentDefaults = {
  projectId: 'foyer-local',
  apiUrl: 'http://127.0.0.1:8787',
  frameUrl: 'http://127.0.0.1:8788',
} as const

/**
 * Creates Foyer's configuration: state `projectId`, `apiUrl` and `frameUrl` once, and hand the
 * result to both `FoyerProvider` and `authConnector()`, the way wagmi's `createConfig` feeds its hooks.
 * Runs nothing and fetches nothing; a value given but malformed throws here, a value left out is
 * reported where it is first needed.
 *
 * @throws {FoyerConfigError} when a given URL is not http(s) or the project id is blank.
 * @example
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com', frameUrl: 'https://login.example.com' })
 * const config = createConfig({ connectors: [injected(), authConnector({ config: foyerConfig })], ... })
 * <FoyerProvider config={foyerConfig}>...</FoyerProvider>
 */
export function createFoyerConfig(parameters: CreateFoyerConfigParameters = {}): FoyerConfig {
  const development = parameters.development ?? isDevelopmentBuild()
  const pick = <K extends keyof typeof foyerDevelopmentDefaults>(option: K): string | undefined =>
    parameters[option] ?? (development ? foyerDevelopmentDefaults[option] : undefined)
  const projectId = pick('projectId')
  if (projectId !== undefined && projectId.trim() === '') {
    throw new FoyerConfigError({ option: 'projectId', reason: 'invalid', details: 'The project id is blank.' })
  }
  const namespaces: FoyerNamespacePlugin[] = []
  for (const [option, namespace] of Object.entries(namespacePluginOptions) as [NamespacePluginOption, string][]) {
    const plugin = parameters[option]
    if (plugin === undefined) continue
    if (plugin.namespace !== namespace) {
      throw new FoyerConfigError({ option, reason: 'invalid', details: `Expected the ${namespace} namespace's plugin, got ${String(plugin.namespace)}.` })
    }
    namespaces.push(plugin)
  }
  return Object.freeze({
    projectId,
    apiUrl: httpUrl('apiUrl', pick('apiUrl')),
    frameUrl: httpUrl('frameUrl', pick('frameUrl')),
    metadata: parameters.metadata,
    solana: parameters.solana,
    bitcoin: parameters.bitcoin,
    polkadot: parameters.polkadot,
    cosmos: parameters.cosmos,
    sui: parameters.sui,
    stacks: parameters.stacks,
    namespaces: Object.freeze(namespaces),
    reconnectOnMount: parameters.reconnectOnMount ?? true,
    smartSessions: parameters.smartSessions ?? false,
    ensChainId: parameters.ensChainId,
    addressLabels: Object.freeze({ ...parameters.addressLabels }),
    ...resolveFeatures(parameters),
    development,
    ...createDiagnostics(parameters),
  })
}

/**
 * The value of a required option, or a {@link FoyerConfigError} naming it; the first time an option
 * of `config` is found missing it is also logged (`config.logger.error`), never again for that config.
 *
 * @throws {FoyerConfigError} when the option was left out (outside development).
 * @example
 * const apiUrl = requireFoyerOption(config, 'apiUrl')
 */
export function requireFoyerOption(config: FoyerConfig, option: Exclude<FoyerConfigOption, 'metadata' | 'legal' | NamespacePluginOption>): string {
  const value = config[option]
  if (value !== undefined) return value
  const error = new FoyerConfigError({ option, reason: 'missing' })
  reportMissingOption(config, error)
  throw error
}

/** The switches with their defaults, and the legal links they need (a checkbox with no link is refused). */
function resolveFeatures({ features, legal }: CreateFoyerConfigParameters): Pick<FoyerConfig, 'features' | 'legal'> {
  const resolved = Object.freeze({ ...defaultFeatures, ...features })
  const links = legal && Object.freeze({ termsUrl: httpUrl('legal', legal.termsUrl, false), privacyUrl: httpUrl('legal', legal.privacyUrl, false) })
  if (resolved.legalCheckbox && !links?.termsUrl && !links?.privacyUrl) {
    throw new FoyerConfigError({ option: 'legal', reason: 'invalid', details: 'features.legalCheckbox needs legal.termsUrl or legal.privacyUrl.' })
  }
  return { features: resolved, legal: links }
}

/** The configuration's own logger and notification store (none is shared between configurations). */
function createDiagnostics({ debug = false, logLevel }: CreateFoyerConfigParameters): Pick<FoyerConfig, 'debug' | 'logger' | 'notifications'> {
  const logger = createLogger({ level: logLevel ?? (debug ? 'debug' : 'error') })
  return { debug, logger, notifications: createNotificationStore({ logger }) }
}

/** Base URL without a trailing slash; anything but an absolute http(s) URL is refused. */
function httpUrl(option: 'apiUrl' | 'frameUrl' | 'legal', value: string | undefined, trimSlash = true): string | undefined {
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new FoyerConfigError({ option, reason: 'invalid', details: 'Not an absolute URL.' })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FoyerConfigError({ option, reason: 'invalid', details: `Only http(s) URLs are allowed, got ${url.protocol}` })
  }
  if (url.username || url.password) throw new FoyerConfigError({ option, reason: 'invalid', details: 'Credentials do not belong in the URL.' })
  return trimSlash ? value.replace(/\/+$/, '') : value
}

// Bundlers replace `process.env.NODE_ENV` with a literal; where nothing replaced it and there is no
// `process` (a browser), reading it throws and the build counts as production.
function isDevelopmentBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'development'
  } catch {
    return false
  }
}
