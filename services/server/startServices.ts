import { resolve } from 'node:path'
import { pino } from 'pino'
import { accountRoutes } from '../api/account/accountRoutes'
import { loadTokenLists } from '../api/tokens/loadTokenLists'
import { nativeCurrencyOf } from '../api/tokens/chainDefinition'
import { analyticsRoutes } from '../api/analytics/analyticsRoutes'
import { authRoutes } from '../api/auth/authRoutes'
import { farcasterOptionsFromConfig } from '../api/auth/farcasterConfig'
import { convertRoutes } from '../api/convert/convertRoutes'
import { onrampRoutes } from '../api/onramp/onrampRoutes'
import { priceServiceFromConfig } from '../api/prices/priceServiceFromConfig'
import type { PriceFeedsConfig } from '../api/prices/priceFeedsConfig'
import { siwxRoutes } from '../api/siwx/siwxRoutes'
import { serverKeyFromEnv } from '../api/auth/authSecrets'
import { developmentSessionKeys, sessionKeysFromConfig, sessionKeysWarnings } from '../api/auth/sessionKeys'
import { nameRoutes } from '../api/names/nameRoutes'
import type { ApiChain } from '../api/coreRoutes'
import { createApiServer } from '../api/createApiServer'
import { projectRoutes } from '../api/projectRoutes'
import { socialSignInOf } from '../api/projectFeatures'
import { rpcGatewayRoutes } from '../api/rpc/rpcGatewayRoutes'
import { createFrameServer } from '../frame/createFrameServer'
import { openDatabase } from '../store/openDatabase'
import { devRecoveryKey } from './devRecoveryKey'
import type { FrameAssets } from '../frame/buildFrameApp'
import type { DevelopmentServices } from './developmentServices'
import { loadFrameAssets } from './loadFrameAssets'
import type { ServerConfig } from './serverConfigSchema'
import { serviceOptions } from './serviceOptions'
import { startupProblems } from './startupProblems'
import { ListenError, StartupRefusedError } from './startupErrors'

export { StartupRefusedError }

/** The embedded database's directory when `FOYER_DATA_DIR` is not set, relative to the working directory. */
export const DEFAULT_DATA_DIR = '.foyer'

/** Options of {@link startServices}. */
export type StartServicesOptions = {
  /**
   * Where `NODE_ENV` is read (development, `config.dev`, is refused unless it is `development` or `test`).
   * @default process.env
   */
  env?: Readonly<Record<string, string | undefined>>
  /**
   * Receives one line per step.
   * @default no logging
   */
  log?: (line: string) => void
  /**
   * The login frame's built app.
   * @default loadFrameAssets(): the compiled server's `frame-assets.json`, else built in a child process
   */
  frameAssets?: FrameAssets | Promise<FrameAssets>
  /**
   * The services run alone in this process (`npm run serve`), so the servers may use the HTTP
   * adapter's lighter global `Request` and `Response` (see `HttpServerOptions.ownsProcess`).
   * @default false
   */
  ownsProcess?: boolean
  /**
   * The development stack's parts for the local chains (the on-ramp sandbox, the key the local name
   * resolver trusts), used only when `config.dev` is on. The services cannot build them: they belong
   * to the local chains, which an operator does not deploy. `npm run serve` passes them in development.
   * @default none: development runs without the on-ramp sandbox and the local name gateway
   */
  development?: DevelopmentServices
}

/** The running API and frame. */
export type RunningServices = {
  /** The URLs the servers listen on (not the public URLs, which a reverse proxy may serve). */
  urls: { api: string; frame: string }
  /** Stops the frame, then the API, then closes the database. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts Foyer's API and login frame from a validated configuration, without the development stack
 * (no chains, demo or relay are started: the configured chains' RPC URLs are used). Development
 * stand-ins are mounted only when `config.dev` is on.
 *
 * @throws {StartupRefusedError} before listening when {@link startupProblems} finds any.
 * @throws {ListenError} when a port is taken or privileged, or the host is not this machine's.
 * @throws {TokenListError} before opening anything when a configured token list cannot be read or fails the Token Lists schema.
 * @example
 * const services = await startServices(loadServerConfig(process.env))
 * await services.stop()
 */
export async function startServices(config: ServerConfig, options: StartServicesOptions = {}): Promise<RunningServices> {
  const log = options.log ?? (() => undefined)
  const problems = startupProblems(config, options.env ?? process.env)
  if (problems.length > 0) throw new StartupRefusedError(problems)
  const derived = serviceOptions(config)
  const chains: ApiChain[] = config.chains.map(({ id, name, rpcUrl, wsUrl, historyStartBlock, nativeCurrency }) => ({
    id,
    name,
    rpcUrl,
    ...(wsUrl ? { wsUrl } : {}),
    ...(historyStartBlock === undefined ? {} : { historyStartBlock }),
    ...(nativeCurrency ? { nativeCurrency } : {}),
  }))
  // Read before anything opens: a list that cannot be read or fails the schema stops the start here.
  const tokens = await loadTokenLists(config.tokenLists)
  log(`token lists: ${config.tokenLists.join(', ') || 'none'} (${tokens.length} tokens)`)
  const dev = config.dev
  const development = dev ? options.development : undefined
  // The CCIP-Read gateway signs with the operator's key; the local chains' well-known key only in development.
  const gatewayKey = config.names.gatewayKey ?? development?.nameGatewayKey
  // Started first so the frame's build runs while the database opens; a failure surfaces at listen.
  const frameAssets = options.frameAssets ?? loadFrameAssets()
  if (frameAssets instanceof Promise) frameAssets.catch(() => undefined)

  const http = (name: string) => ({
    allowedHosts: derived.allowedHosts,
    trustProxy: config.trustProxy,
    logger: pino({ name, level: config.logLevel }),
    ownsProcess: options.ownsProcess ?? false,
  })
  const dataDir = resolve(config.database.dataDir ?? DEFAULT_DATA_DIR)
  // Development keeps a recovery key beside its data so a restart still opens the recovery shares;
  // production requires one in the configuration (startupProblems), kept away from the database.
  const authEnv = dev && !config.recoveryKey ? { ...derived.authEnv, FOYER_RECOVERY_KEY: devRecoveryKey(dataDir) } : derived.authEnv
  // One set of keys signs the auth service's and the SIWX tokens. Production requires them
  // (startupProblems); development derives its own from the recovery key kept beside the data, so
  // sessions outlive a restart there too.
  const sessionKeys = config.sessionKeys ? sessionKeysFromConfig(config.sessionKeys) : dev ? developmentSessionKeys(serverKeyFromEnv(authEnv)) : undefined
  for (const warning of sessionKeysWarnings(config.sessionKeys, Date.now())) log(`warning: ${warning}`)
  const database = await openDatabase(config.database.url ? { url: config.database.url } : { dataDir })
  log(config.database.url ? 'database: PostgreSQL (FOYER_DATABASE_URL)' : `database: embedded in ${dataDir}`)
  const closers: (() => Promise<void>)[] = [() => database.close()]
  // Last started, first stopped; one failing part does not keep the others open.
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined)
  }

  try {
    const apiHttp = http('foyer-api')
    // Prices from the feeds (and HTTP API) the configuration names; in development the local chains' feeds under them.
    const feeds: PriceFeedsConfig = { ...development?.priceFeeds?.(chains) }
    for (const [chainId, tokens] of Object.entries(config.prices.feeds)) feeds[chainId] = { ...feeds[chainId], ...tokens }
    const prices = priceServiceFromConfig({ ...config, prices: { ...config.prices, feeds } }, { onError: (error) => apiHttp.logger.warn(error.message) })
    for (const warning of prices.warnings) log(`warning: ${warning}`)
    const onrampSandbox = await development?.onrampSandbox?.(chains, options.env)
    if (onrampSandbox?.close) closers.push(onrampSandbox.close)
    // Farcaster as configured; in development without it, the local relay stand-in and ID Registry.
    const farcasterStandIn = config.farcaster ? undefined : await development?.farcaster?.(chains)
    if (farcasterStandIn) closers.push(farcasterStandIn.close)
    const farcasterConfig = config.farcaster ?? farcasterStandIn?.config
    const api = await createApiServer({
      ...apiHttp,
      chains,
      allowedOrigins: derived.apiOrigins,
      ...(config.images ? { images: config.images } : {}),
      domains: [
        // A project's answer offers only the providers configured here (and the stand-ins' in development).
        projectRoutes({ projects: derived.projects, database, signIn: socialSignInOf(config, dev) }),
        accountRoutes({ chains, database, tokens, prices: prices.service, solana: config.solana, balanceReadsPerIp: config.balanceReadsPerIp }),
        convertRoutes({
          chains,
          amms: Object.fromEntries(Object.entries(config.swaps).map(([id, amm]) => [Number(id), amm])),
          // Where `swaps` names no tokens for a chain, its token list's tokens are offered (after the native coin).
          listedTokens: (chainId) => tokens.filter((token) => token.chainId === chainId),
        }),
        // The sandbox provider only in development, when given; production lists only configured providers.
        onrampRoutes({ sandbox: onrampSandbox, meld: config.onramp?.meld }),
        authRoutes({
          database,
          projects: derived.projects,
          frameOrigins: derived.frameOrigins,
          chains,
          env: authEnv,
          oauth: config.oauth,
          ...(sessionKeys ? { sessionKeys } : {}),
          dev: { mailbox: dev, oauth: dev },
          ...(farcasterConfig
            ? { farcaster: farcasterOptionsFromConfig(farcasterConfig, config.frame.publicUrl ?? `http://${config.host}:${config.frame.port}`) }
            : {}),
          rateLimits: config.rateLimits,
          codeThrottleMs: config.codeThrottleMs,
          ...(config.api.publicUrl ? { publicUrl: config.api.publicUrl } : {}),
        }),
        analyticsRoutes({ projects: derived.projects, development: dev, database }),
        siwxRoutes({ chains, projects: derived.projects, database, ...(sessionKeys ? { sessionKeys } : {}) }),
        nameRoutes({ chains, database, ...(gatewayKey ? { gatewayKey } : {}) }),
        // The frame's (and any project page's) way to the chains: the upstream URLs stay here.
        rpcGatewayRoutes({
          networks: [
            ...config.chains.map(({ id, rpcUrl, fallbackRpcUrls = [] }) => ({ id, rpcUrls: [rpcUrl, ...fallbackRpcUrls] })),
            ...config.solana.chains.map(({ caipNetworkId, rpcUrl, fallbackRpcUrls = [] }) => ({ id: caipNetworkId, rpcUrls: [rpcUrl, ...fallbackRpcUrls] })),
          ],
          projects: derived.projects,
          frameOrigins: derived.frameOrigins,
          logger: apiHttp.logger,
          limits: { perIp: config.rpcGateway.perIp, perProject: config.rpcGateway.perProject },
          maxBatch: config.rpcGateway.maxBatch,
          timeoutMs: config.rpcGateway.timeoutMs,
        }),
      ],
    })
      .listen(config.api.port, config.host)
      .catch((error: unknown) => Promise.reject(ListenError.from(error, { server: 'API', port: config.api.port, host: config.host, key: 'FOYER_API_PORT' })))
    closers.push(() => api.close())
    log(`API on ${api.url}${config.api.publicUrl ? ` (public ${config.api.publicUrl})` : ''}`)
    const frame = await createFrameServer({
      ...http('foyer-frame'),
      allowedOrigins: derived.frameAncestors,
      apiUrl: config.api.publicUrl ?? api.url,
      // Never the upstream `rpcUrl` (it may carry a key): the operator's public URL, else the API's gateway.
      chains: config.chains.map(({ id, publicRpcUrl, maxFeeWei, smartAccountImplementation, smartSessions, nativeCurrency }) => ({
        id,
        rpcUrl: publicRpcUrl,
        // The approval shows value and fee in the chain's own coin (POL on Polygon), not ether.
        nativeSymbol: nativeCurrencyOf(id, nativeCurrency).symbol,
        maxFeeWei,
        smartAccountImplementation,
        smartSessions,
      })),
      ...(config.frame.maxFeeWei ? { maxFeeWei: config.frame.maxFeeWei } : {}),
      // The embedded wallet signs on the configured Solana clusters; the approval names the listed
      // tokens whose symbol and decimals it can show (others show their mint).
      solana: config.solana.chains.map(({ caipNetworkId, publicRpcUrl, name }) => ({
        caipNetworkId,
        rpcUrl: publicRpcUrl,
        name,
        tokens: config.solana.tokens
          .filter((token) => /^[A-Za-z0-9.$-]{1,12}$/.test(token.symbol) && token.decimals <= 18)
          .map(({ mint, symbol, decimals }) => ({ mint, symbol, decimals })),
      })),
      assets: frameAssets,
    })
      .listen(config.frame.port, config.host)
      .catch((error: unknown) =>
        Promise.reject(ListenError.from(error, { server: 'login frame', port: config.frame.port, host: config.host, key: 'FOYER_FRAME_PORT' })),
      )
    closers.push(() => frame.close())
    log(`frame on ${frame.url}${config.frame.publicUrl ? ` (public ${config.frame.publicUrl})` : ''}`)
    let stopping: Promise<void> | undefined
    return { urls: { api: api.url, frame: frame.url }, stop: () => (stopping ??= closeAll()) }
  } catch (error) {
    await closeAll()
    throw error
  }
}
