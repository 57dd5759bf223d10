import { z } from 'zod'
import { remoteFeaturesSchema } from '../../src/features/remoteFeatures'
import { originPatternToRegExp } from '../../src/origins/matchOrigin'
import { serverKeyFromEnv } from '../api/auth/authSecrets'
import { DEFAULT_BALANCE_READS_PER_IP } from '../api/account/accountRoutes'
import { DEFAULT_CODE_THROTTLE_MS, DEFAULT_RATE_LIMITS } from '../api/auth/rateLimits'
import { farcasterConfigSchema } from '../api/auth/farcasterConfig'
import { oauthConfigSchema } from '../api/auth/oauthConfig'
import { sessionKeysConfigSchema } from '../api/auth/sessionKeys'
import type { AuthRateLimits, RateLimit } from '../api/auth/rateLimits'
import { swapAmmsSchema } from '../api/convert/swapConfig'
import { pricesConfigSchema } from '../api/prices/pricesConfig'
import { DEFAULT_RPC_GATEWAY_LIMITS, DEFAULT_RPC_MAX_BATCH } from '../api/rpc/rpcGatewayWire'
import { rpcUrlCredentials } from '../api/rpc/rpcUrlCredentials'
import { isHttpsOrLoopback } from '../http/loopbackUrl'
import { hostMatcher } from '../http/matchHost'

const originPatternSchema = z.string().refine((pattern) => {
  try {
    originPatternToRegExp(pattern)
    return true
  } catch {
    // Stryker disable next-line BlockStatement: an emptied catch returns undefined, which refine counts as a failure just like false.
    return false
  }
}, 'Invalid origin pattern (expected scheme://host[:port], `*` wildcards allowed)')

// A public URL is where browsers reach a service: http(s), no credentials, query or fragment.
const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Invalid URL (expected http:// or https://)' })
  .refine((text) => {
    // Zod runs this check also when the URL check above failed; that one has reported the value, and
    // `new URL` would throw out of the whole load instead of naming the key.
    if (!URL.canParse(text)) return true
    const url = new URL(text)
    return !url.username && !url.password && !url.search && !url.hash
  }, 'A public URL may not carry credentials, a query or a fragment')
  .transform((text) => text.replace(/\/+$/, ''))

const portSchema = z.coerce.number().int().min(0).max(65_535)

// A `Host` allow-list entry, as `hostMatcher` reads it (`name`, `name:port`, `name:*`, `*.suffix`).
const hostPatternSchema = z.string().refine((pattern) => {
  try {
    hostMatcher([pattern])
    return true
  } catch {
    return false
  }
}, 'Invalid host pattern: expected host or host:port, e.g. 127.0.0.1:8787')

const weiSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^[1-9][0-9]{0,77}$/, 'Expected a positive whole number of wei'))
  .transform((text) => BigInt(text))

const projectSchema = z.strictObject({
  id: z.string().min(1).max(200),
  allowedOrigins: z.array(originPatternSchema).min(1),
  // The `oidc` button's name and icon come from `oauth.oidc`, never from a project.
  features: remoteFeaturesSchema.omit({ oidc: true }).partial().optional(),
})

// An RPC URL the login frame page publishes instead of the API's RPC gateway: it must hold no key.
const publicRpcUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Invalid URL (expected http:// or https://)' })
  .refine((text) => rpcUrlCredentials(text) === undefined, 'A public RPC URL may not carry credentials (user information, a key-like path or query)')

// Upstreams the RPC gateway tries after `rpcUrl`, in order, when it fails.
const fallbackRpcUrlsSchema = z.array(z.url({ protocol: /^https?$/ })).max(5)

const chainSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  name: z.string().min(1).max(100),
  /** The operator's JSON-RPC URL (it may carry a provider key: the API uses it, no page ever sees it). */
  rpcUrl: z.url({ protocol: /^https?$/ }),
  /** More upstream URLs the API's RPC gateway falls back to, in order. */
  fallbackRpcUrls: fallbackRpcUrlsSchema.optional(),
  /** A public URL the login frame uses instead of the API's RPC gateway (`/v1/?chainId=&projectId=`). */
  publicRpcUrl: publicRpcUrlSchema.optional(),
  /** The same node's WebSocket JSON-RPC: the API follows its new heads instead of asking on every balance or history request. */
  wsUrl: z.url({ protocol: /^wss?$/ }).optional(),
  /** The first block the history index reads (default: the head when the API first indexes the chain). */
  historyStartBlock: z.number().int().nonnegative().optional(),
  /** Largest maximum fee (wei, decimal) the frame lets one transaction on this chain have. */
  maxFeeWei: weiSchema.optional(),
  /**
   * The EIP-7702 smart account implementation (Simple7702Account) deployed on this chain: with it the
   * embedded wallet's account can be a smart account here (atomic wallet_sendCalls); without it, EOA only.
   */
  smartAccountImplementation: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .optional(),
  /**
   * Apps may ask the embedded wallet for smart sessions (ERC-7715) on this chain; then
   * `smartAccountImplementation` must be a `SessionAccount`, which enforces them on chain. Off by default.
   */
  smartSessions: z.boolean().optional(),
  /** The chain's own coin, as balances, Send and Activity name it (default: viem's definition of the chain id). */
  nativeCurrency: z.strictObject({ name: z.string().min(1).max(100), symbol: z.string().min(1).max(20), decimals: z.number().int().min(0).max(36) }).optional(),
})

const solanaChainSchema = z.strictObject({
  /** CAIP-2 id: `solana:` and the first 32 characters of the cluster's genesis hash. */
  caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'Expected solana:<first 32 characters of the genesis hash>'),
  name: z.string().min(1).max(100),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  fallbackRpcUrls: fallbackRpcUrlsSchema.optional(),
  publicRpcUrl: publicRpcUrlSchema.optional(),
})

const solanaTokenSchema = z.strictObject({
  mint: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a Solana address (32 to 44 base58 characters)'),
  name: z.string().min(1).max(100),
  symbol: z.string().min(1).max(20),
  decimals: z.number().int().min(0).max(255),
  iconUrl: z.url({ protocol: /^https?$/ }).optional(),
})

const recoveryKeySchema = z.string().refine((raw) => {
  try {
    serverKeyFromEnv({ FOYER_RECOVERY_KEY: raw })
    return raw.trim().length > 0
  } catch {
    // Stryker disable next-line BlockStatement: an emptied catch returns undefined, which refine counts as a failure just like false.
    return false
  }
}, 'Must be 32 bytes, as 64 hex characters or base64')

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

// One limit: either field left out keeps that limit's default.
const rateLimitSchema = (defaults: RateLimit) =>
  z
    .strictObject({
      limit: z.number().int().positive().max(1_000_000_000).default(defaults.limit),
      windowMs: z
        .number()
        .int()
        .min(1_000)
        .max(7 * 24 * 60 * 60_000)
        .default(defaults.windowMs),
    })
    .default(defaults)

/** The API's RPC gateway (`/v1/?chainId=&projectId=`): its limits, batch size and upstream timeout. */
const rpcGatewaySchema = z
  .strictObject({
    perIp: rateLimitSchema(DEFAULT_RPC_GATEWAY_LIMITS.perIp),
    perProject: rateLimitSchema(DEFAULT_RPC_GATEWAY_LIMITS.perProject),
    maxBatch: z.number().int().min(1).max(1_000).default(DEFAULT_RPC_MAX_BATCH),
    timeoutMs: z.number().int().min(500).max(60_000).default(10_000),
  })
  .default({ perIp: DEFAULT_RPC_GATEWAY_LIMITS.perIp, perProject: DEFAULT_RPC_GATEWAY_LIMITS.perProject, maxBatch: DEFAULT_RPC_MAX_BATCH, timeoutMs: 10_000 })

/** The auth service's per-client limits as configuration gives them (`FOYER_RATE_LIMITS`): each key and field optional. */
export const rateLimitsSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([key, defaults]) => [key, rateLimitSchema(defaults)])) as {
      [K in keyof AuthRateLimits]: ReturnType<typeof rateLimitSchema>
    },
  )
  .default(DEFAULT_RATE_LIMITS)

/**
 * The services' configuration as a JSON config file holds it; environment variables map onto the same
 * keys (see `configFromEnv`). Every key is optional here; what production requires is checked by
 * `productionProblems`, so the same schema serves development.
 */
export const serverConfigSchema = z.strictObject({
  /** Development mode: the stand-ins (dev mailbox, dev OAuth, Farcaster's local relay, /dev routes) and local defaults. */
  dev: z.boolean().default(false),
  /** Projects and the origins allowed to embed the modal and the frame. */
  projects: z
    .array(projectSchema)
    .optional()
    .refine((projects) => !projects || new Set(projects.map((project) => project.id)).size === projects.length, 'Project ids must be unique'),
  /** Interface both servers listen on. */
  host: z.string().min(1).default('127.0.0.1'),
  /**
   * More `Host` header values both servers answer, besides the public URLs' hosts: e.g.
   * `["127.0.0.1:8787"]` for a health check from this machine. Outside development nothing else is
   * answered, loopback names included (421), so a request that reaches the port by another name
   * (a misrouted proxy, DNS rebinding) gets nothing.
   */
  allowedHosts: z.array(hostPatternSchema).default([]),
  api: z.strictObject({ publicUrl: publicUrlSchema.optional(), port: portSchema.default(8787) }).default({ port: 8787 }),
  frame: z
    .strictObject({
      publicUrl: publicUrlSchema.optional(),
      port: portSchema.default(8788),
      /** The frame's fee cap (wei) for chains without their own `maxFeeWei`. */
      maxFeeWei: weiSchema.optional(),
    })
    .default({ port: 8788 }),
  chains: z
    .array(chainSchema)
    .default([])
    .refine((chains) => new Set(chains.map((chain) => chain.id)).size === chains.length, 'Chain ids must be unique'),
  /**
   * Solana clusters the account API reads balances and history from (`chainId=solana:…`), and the SPL
   * tokens it names. None by default: `solana:` chain ids then answer empty lists.
   */
  solana: z
    .strictObject({
      chains: z
        .array(solanaChainSchema)
        .default([])
        .refine((chains) => new Set(chains.map((chain) => chain.caipNetworkId)).size === chains.length, 'Solana network ids must be unique'),
      tokens: z.array(solanaTokenSchema).default([]),
    })
    .default({ chains: [], tokens: [] }),
  /**
   * Token lists (Token Lists format, checked against its schema at start-up) naming the ERC-20 tokens
   * whose balances the account API reads, by chain and address: file paths, https URLs, or `default`
   * (the list shipped with Foyer: Uniswap's major tokens on the usual chains). A list that cannot be
   * read or fails the schema stops the start.
   */
  tokenLists: z.array(z.string().min(1).max(2000)).max(20).default(['default']),
  /**
   * The API's image blobs (`/public/getAssetImage/:id`, `/public/getCurrencyImage/:id`,
   * `/public/getTokenImage/:id`): a directory with `assets/`, `currencies/` and `tokens/`, each file
   * named `<id>.<svg|png|jpg|jpeg|webp>` and at most `maxBytes`. Without it every image is a 404 and
   * the modal draws its letters; nothing is fetched from a token list's `logoURI`.
   */
  images: z
    .strictObject({
      directory: z.string().min(1).max(2000),
      maxBytes: z
        .number()
        .int()
        .min(1_024)
        .max(4 * 1024 * 1024)
        .optional(),
    })
    .optional(),
  /**
   * USD prices: Chainlink feeds read through the configured chains' `rpcUrl` (shipped defaults for the
   * usual chains' coins and main stablecoins; `feeds` overrides or adds, by CAIP-2 chain and token
   * address), then, for tokens no feed prices, an optional HTTP price API speaking CoinGecko's
   * `simple` endpoints (`http: { url, apiKey, ... }`). A token no source prices shows no USD value.
   */
  prices: pricesConfigSchema,
  smtp: z.strictObject({ url: z.url({ protocol: /^smtps?$/ }), from: z.string().min(3).optional() }).optional(),
  /**
   * Social sign-in providers, each off unless listed: `google` and `apple` (OIDC discovery from
   * `issuer`, default theirs; Apple also `teamId`, `keyId`, the PKCS#8 key as `clientSecret`),
   * `github`, `discord`, `x`, `facebook` (OAuth 2 `authorizationEndpoint`, `tokenEndpoint`,
   * `userinfoEndpoint`, default theirs) and `oidc`, the operator's own OpenID Provider (`issuer`,
   * `name` and `iconUrl` for the modal's button). `scopes` override the default ones. Provider URLs
   * are https (http only on a loopback host).
   */
  oauth: oauthConfigSchema,
  recoveryKey: recoveryKeySchema.optional(),
  /**
   * The keys every bearer token the API hands out is signed with (sessions, social sign-in results,
   * Farcaster channels, device-approval links, SIWX sessions): `current` (32 bytes, 64 hex characters
   * or base64) signs new ones; while rotating, `previous` is still accepted until `previousUntil` (an
   * ISO-8601 date-time), so nobody is signed out by the change. Required outside development.
   */
  sessionKeys: sessionKeysConfigSchema.optional(),
  /**
   * Sign In With Farcaster: `{ relayUrl?, optimismRpcUrl, domain?, siweUri? }` (see
   * `farcasterConfigSchema`). Without it Farcaster is off outside development.
   */
  farcaster: farcasterConfigSchema.optional(),
  /**
   * Names: the private key the CCIP-Read gateway (`/v1/profile/ccip/...`) signs its answers with, which
   * the on-chain name resolver trusts. Without it the gateway is off (development: a well-known key).
   */
  names: z
    .strictObject({
      gatewayKey: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a private key: 0x and 64 hex characters')
        .transform((key) => key as `0x${string}`)
        .optional(),
    })
    .default({}),
  database: z.strictObject({ url: z.url({ protocol: /^postgres(ql)?$/ }).optional(), dataDir: z.string().min(1).optional() }).default({}),
  /** Reverse proxies in front of the API whose `X-Forwarded-For` entries are trusted. */
  trustProxy: z.coerce.number().int().min(0).max(10).default(0),
  logLevel: logLevelSchema.default('info'),
  /**
   * Per-client limits of the auth service (`{ limit, windowMs }` each), counted in the database so
   * they hold across instances. A key or field left out keeps its default (`DEFAULT_RATE_LIMITS`).
   */
  rateLimits: rateLimitsSchema,
  /**
   * The RPC gateway the login frame (and any page of a project) reads chains through, so no provider
   * key reaches a page: per-client and per-project limits (`{ limit, windowMs }`), the largest batch
   * and how long one upstream may take before the next is tried.
   */
  rpcGateway: rpcGatewaySchema,
  /**
   * Balance reads that reach a chain's node (not answered from the cache), per client IP (IPv6 by
   * /64), counted in each API process's memory: random addresses must not turn into node calls at
   * the client's pace.
   */
  balanceReadsPerIp: rateLimitSchema(DEFAULT_BALANCE_READS_PER_IP),
  /** One code e-mail per address per this many ms (30 s by default). */
  codeThrottleMs: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(60 * 60_000)
    .default(DEFAULT_CODE_THROTTLE_MS),
  /**
   * Uniswap deployments by chain id for the convert API, over the defaults (`UNISWAP_DEPLOYMENTS`:
   * Uniswap's own V2 and V3 on Ethereum, Arbitrum, Optimism, ZKsync, Base, BNB Chain, Polygon and
   * Avalanche): `{ "1": { weth?, v2?: { router, factory }, v3?: { factory, quoterV2, swapRouter02 },
   * tokens? } }`, each field overriding the default's (the V2-only `{ router, factory, weth, tokens }`
   * is still read). Without `tokens` the chain's token list is offered. A chain with neither answers
   * 'Network not supported for Swaps'.
   */
  swaps: swapAmmsSchema.default({}),
  /**
   * On-ramp providers: Meld's public key (its checkout URLs) and, optionally, its checkout URL; its
   * API key (a secret, also from FOYER_MELD_API_KEY, never logged), which the API asks Meld's REST API
   * for currencies, limits and quotes with; optionally the API's URL (https, or http on loopback for
   * a local stand-in) and the country quotes are asked for. Without Meld, no provider is listed
   * outside development (where the local sandbox provider stands in).
   */
  onramp: z
    .strictObject({
      meld: z
        .strictObject({
          publicKey: z.string().min(1).max(200),
          url: z.url({ protocol: /^https$/ }).optional(),
          apiKey: z.string().min(1).max(500),
          apiUrl: z
            .url({ protocol: /^https?$/ })
            .refine((text) => !URL.canParse(text) || isHttpsOrLoopback(text), 'Expected an https URL (http only on loopback)')
            .optional(),
          countryCode: z
            .string()
            .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code, e.g. US')
            .optional(),
        })
        .optional(),
    })
    .optional(),
})

/** The parsed configuration (defaults applied). */
export type ServerConfig = z.output<typeof serverConfigSchema>

/** The configuration as written in a config file (before defaults). */
export type ServerConfigInput = z.input<typeof serverConfigSchema>
