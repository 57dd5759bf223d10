import type { FoyerBitcoin } from './foyerBitcoin'
import type { FoyerNamespacePlugin, NamespacePluginOption } from './foyerNamespacePlugin'
import { namespacePluginOptions } from './foyerNamespacePlugin'
import type { FoyerSolana } from './foyerSolana'
import { FoyerConfigError, type FoyerConfigOption } from '../errors/configErrors'
import { reportMissingOption } from './reportMissingOption'

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
  /** Development defaults were applied to the options left out. */
  readonly development: boolean
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
    development,
  })
}

/**
 * The value of a required option, or a {@link FoyerConfigError} naming it; the first time an option
 * of `config` is found missing it is also logged (`console.error`), never again for that config.
 *
 * @throws {FoyerConfigError} when the option was left out (outside development).
 * @example
 * const apiUrl = requireFoyerOption(config, 'apiUrl')
 */
export function requireFoyerOption(config: FoyerConfig, option: Exclude<FoyerConfigOption, 'metadata' | NamespacePluginOption>): string {
  const value = config[option]
  if (value !== undefined) return value
  const error = new FoyerConfigError({ option, reason: 'missing' })
  reportMissingOption(config, error)
  throw error
}

/** Base URL without a trailing slash; anything but an absolute http(s) URL is refused. */
function httpUrl(option: 'apiUrl' | 'frameUrl', value: string | undefined): string | undefined {
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
  return value.replace(/\/+$/, '')
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
