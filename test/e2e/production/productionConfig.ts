import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerConfigInput } from '../../../services/server/serverConfigSchema'
import type { PublicChainDeployment } from './deployPublicChain'

/** The project the built demo runs as (its build sets `VITE_FOYER_PROJECT_ID`). */
export const PRODUCTION_PROJECT_ID = 'foyer-production-e2e'

/** The name and icon the configuration gives the operator's own OpenID Provider (`oauth.oidc`). */
export const ACME_SSO = { name: 'Acme SSO', iconUrl: 'https://sso.acme.example/foyer-e2e-icon.svg' } as const

/** One OAuth client of the API at the local OpenID Provider, as an operator's console issues it. */
export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string }

/** What the configuration file is written from: the running parts' URLs and the chains' deployments. */
export type ProductionConfigInput = {
  /** Where the file and the embedded database go. */
  dir: string
  apiPort: number
  framePort: number
  /** The built demo's origin, the project's one allowed origin. */
  demoOrigin: string
  smtpUrl: string
  recoveryKey: string
  /** The key the API signs its bearer tokens with (`sessionKeys.current`). */
  sessionKey: string
  /** The Meld API the server asks for on-ramp quotes, and the operator's key for it. */
  meld: { url: string; apiKey: string }
  /** The Farcaster relay and the RPC of the chain holding the ID Registry (`farcaster`). */
  farcaster: { relayUrl: string; optimismRpcUrl: string }
  /** The API's clients at the local OpenID Provider: Google's path and the operator's own provider. */
  oauth: { google: OidcClientConfig; oidc: OidcClientConfig }
  chains: readonly PublicChainDeployment[]
}

/**
 * The heartbeat the configuration gives each feed: an answer older than this is no price. The
 * aggregators answer from their deployment on, so only a round a test backdates is older.
 */
export const FEED_HEARTBEAT_SECONDS = 3_600

/** The names the two chains are configured with, as an operator names a public chain. */
const CHAIN_NAMES: Record<number, string> = { 31337: 'Foyer Local', 31338: 'Foyer Local 2' }

/**
 * The production configuration an operator would write for these chains, as a JSON file for
 * `FOYER_CONFIG`: no development switch, the chains by RPC URL, a token list naming the chains'
 * USDC and DAI, Chainlink feeds and Uniswap per chain, Meld for on-ramp quotes, Farcaster's relay and ID Registry, real SMTP, Google and an operator's OpenID Provider (both the local one), a recovery key and a session key, the embedded database in `dir`, one
 * project for the demo's origin, and both public URLs. Returns the file's path.
 *
 * @example
 * const file = writeProductionConfig({ dir, apiPort, framePort, demoOrigin, smtpUrl, recoveryKey, sessionKey, chains })
 */
export function writeProductionConfig(input: ProductionConfigInput): string {
  mkdirSync(input.dir, { recursive: true })
  const tokenList = join(input.dir, 'tokens.tokenlist.json')
  writeFileSync(tokenList, JSON.stringify(productionTokenList(input.chains), null, 2))
  const config: ServerConfigInput = {
    projects: [{ id: PRODUCTION_PROJECT_ID, allowedOrigins: [input.demoOrigin] }],
    api: { publicUrl: `http://127.0.0.1:${input.apiPort}`, port: input.apiPort },
    frame: { publicUrl: `http://127.0.0.1:${input.framePort}`, port: input.framePort },
    chains: input.chains.map((chain) => ({
      id: chain.chainId,
      name: CHAIN_NAMES[chain.chainId] ?? `Chain ${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
      wsUrl: chain.rpcUrl.replace(/^http/, 'ws'),
      // The chains were born for this run: index their history from the start, deployments included.
      historyStartBlock: 0,
    })),
    // The feeds by token, as an operator lists the aggregators of a chain: the coin, USDC and DAI.
    prices: {
      feeds: Object.fromEntries(
        input.chains.map((chain) => [
          `eip155:${chain.chainId}`,
          {
            native: { feed: chain.feeds.ethUsd, heartbeatSeconds: FEED_HEARTBEAT_SECONDS },
            [chain.usdc]: { feed: chain.feeds.usdcUsd, heartbeatSeconds: FEED_HEARTBEAT_SECONDS },
            [chain.amm.dai]: { feed: chain.feeds.daiUsd, heartbeatSeconds: FEED_HEARTBEAT_SECONDS },
          },
        ]),
      ),
    },
    tokenLists: [tokenList],
    swaps: Object.fromEntries(
      input.chains.map((chain) => [
        String(chain.chainId),
        {
          weth: chain.amm.weth,
          v2: { router: chain.amm.router, factory: chain.amm.factory },
          v3: chain.v3,
          // No `tokens`: the chain's token list offers its tokens, after the native coin.
        },
      ]),
    ),
    onramp: { meld: { publicKey: 'foyer-e2e-public-key', apiKey: input.meld.apiKey, apiUrl: input.meld.url } },
    // Sign In With Farcaster: the domain and URI default to the frame's public URL.
    farcaster: input.farcaster,
    smtp: { url: input.smtpUrl, from: 'Foyer e2e <login@foyer.example>' },
    // Social sign-in against a real OpenID Provider: Google by discovery from its issuer, and the
    // operator's own provider with the name and icon its button shows. No other provider is configured.
    oauth: { google: input.oauth.google, oidc: { ...input.oauth.oidc, ...ACME_SSO } },
    recoveryKey: input.recoveryKey,
    sessionKeys: { current: input.sessionKey },
    database: { dataDir: join(input.dir, 'data') },
    // Every sign-in of the run comes from 127.0.0.1.
    rateLimits: { codeSendsPerIp: { limit: 1_000 }, codeChecksPerIp: { limit: 1_000 }, signInStartsPerIp: { limit: 1_000 } },
    logLevel: 'debug',
  }
  const file = join(input.dir, 'foyer.config.json')
  writeFileSync(file, JSON.stringify(config, null, 2))
  return file
}

/**
 * A token list in the Token Lists standard (the format `@uniswap/token-lists` validates) naming each
 * chain's USDC and DAI, as an operator's own list would; the look-alike USDC is not on it.
 */
export function productionTokenList(chains: readonly PublicChainDeployment[]) {
  return {
    name: 'Foyer e2e tokens',
    timestamp: '2026-11-29T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: chains.flatMap((chain) => [
      { chainId: chain.chainId, address: chain.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      { chainId: chain.chainId, address: chain.amm.dai, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
    ]),
  }
}
