import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'
import type { ApiChain } from '../../services/api/coreRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { rpcGatewayRoutes } from '../../services/api/rpc/rpcGatewayRoutes'
import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { analyticsRoutes } from '../../services/api/analytics/analyticsRoutes'
import { authRoutes } from '../../services/api/auth/authRoutes'
import { localTokens } from '../chain/testToken'
import { deployMulticall3 } from '../chain/multicall3'
import { deployPriceFeeds, devPriceFeeds } from '../chain/priceFeeds'
import { createPriceService } from '../../services/api/prices/createPriceService'
import { priceFeedsFromConfig } from '../../services/api/prices/priceFeedsConfig'
import type { ApiDomain } from '../../services/api/apiDomain'
import { registrySizeFromEnv } from '../../services/api/wallets/walletRoutes'
import { rateLimitsSchema, serverConfigSchema } from '../../services/server/serverConfigSchema'
import { onrampRoutes } from '../../services/api/onramp/onrampRoutes'
import { siwxRoutes } from '../../services/api/siwx/siwxRoutes'
import { keyFromText, sessionKeysFromEnv } from '../../services/api/auth/sessionKeys'
import { nameRoutes } from '../../services/api/names/nameRoutes'
import { localOnrampSandbox } from '../chain/localOnrampSandbox'
import { convertRoutes } from '../../services/api/convert/convertRoutes'
import { localSwapAmm } from '../chain/localSwapAmm'
import { TEST_NFT_ADDRESS } from '../chain/addresses'
import { deployContracts } from '../chain/deployContracts'
import { deployLocalAmm } from '../chain/deployLocalAmm'
import { deployTestNft } from '../chain/deployTestNft'
import { DEV_NAME_GATEWAY_KEY, deployNameResolver } from '../chain/nameResolver'
import { deploySessionAccountImplementation } from '../chain/sessionAccountImplementation'
import { deploySmartAccountImplementation } from '../chain/smartAccountImplementation'
import { startAnvil } from '../chain/startAnvil'
import { createFrameServer } from '../../services/frame/createFrameServer'
import { startLocalRelay } from '../../testing/walletconnect/localRelay'
import { startSolanaRuntime } from '../solana/startSolanaRuntime'
import { startFarcasterStandIn } from '../farcaster/startFarcasterStandIn'
import { localSolana, SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_USDC } from '../solana/solanaTestAccounts'
import { assertPortsFree, resolvePorts } from './ports'
import type { StackPorts } from './ports'
import { devRecoveryKey } from '../../services/server/devRecoveryKey'
import { oauthConfigFromEnv } from '../../services/server/loadServerConfig'
import { developmentRefusal } from '../../services/server/startupProblems'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { startDemo } from './startDemo'
import { stackLogs } from './stackLogs'
import { withStopTimeout } from './withStopTimeout'

/** Chain id of the first local chain. */
export const CHAIN_ID = 31337
/** Chain id of the second local chain (for network-switching flows). */
export const CHAIN2_ID = 31338

/** Options for {@link startStack}. */
export type StartStackOptions = {
  /**
   * Ports to use instead of the FOYER_*_PORT environment variables and their defaults.
   * @default {}
   */
  ports?: Partial<StackPorts>
  /**
   * Start the demo app with Vite (skipped with a log line when `demo/vite.config.ts` is missing).
   * The URLs reach it as `VITE_FOYER_*` variables set in `process.env`.
   * @default true
   */
  demo?: boolean
  /**
   * How the demo is served: `dev` through Vite's dev server (hot reload), `build` as a production
   * build on Vite's preview server (what the end-to-end run uses: faster pages, no reloads on edits).
   * @default 'dev'
   */
  demoMode?: 'dev' | 'build'
  /**
   * Run a local WalletConnect relay (`ws://127.0.0.1:<relay port>`), so the demo's WalletConnect
   * pairs offline; the demo reaches it as `VITE_FOYER_RELAY_URL`.
   * @default true when the demo runs
   */
  relay?: boolean
  /**
   * Receives one line per step.
   * @default no logging
   */
  log?: (line: string) => void
  /**
   * Extra API domains (e.g. dev-only routes), given the running chains and the USDC address.
   * @default none
   */
  apiDomains?: (context: { chains: readonly ApiChain[]; usdcAddress: Address }) => readonly ApiDomain[]
  /**
   * Where `NODE_ENV` is read (the stack is development, refused under `NODE_ENV=production`) and the
   * auth service's `FOYER_SMTP_*`, `FOYER_RECOVERY_KEY` and `FOYER_OAUTH_*`; also `FOYER_LOG_FILE` and
   * `FOYER_LOG_LEVEL` (the services' log, to a file) and `FOYER_STACK_SECRETS_FILE` (see `stackLogs`).
   * The route factories' development defaults read `FOYER_DEV=1` from `process.env` (`npm start` sets it).
   * @default process.env
   */
  env?: Readonly<Record<string, string | undefined>>
  /**
   * Directory of the API's embedded database (PGlite), so users, sessions and wallet shares survive
   * a restart; the development recovery key is kept there too unless `FOYER_RECOVERY_KEY` is set.
   * `npm start` uses `.foyer/` (ignored by git, `FOYER_DATA_DIR` changes it).
   * @default none: an in-memory database, lost at stop
   */
  dataDir?: string
  /** Aborting it during start-up stops what already runs and rejects with the abort reason. */
  signal?: AbortSignal
  /**
   * Called when a part dies after start-up (e.g. an anvil killed from outside). The rest keeps
   * running until `stop()` is called.
   * @default writes the message to `log`
   */
  onFailure?: (error: Error) => void
}

/** A running local stack. */
export type Stack = {
  urls: {
    chain: string
    chain2: string
    api: string
    frame: string
    demo: string | undefined
    relay?: string | undefined
    solana: string
    /** The Farcaster relay stand-in (its `/~/siwf` page plays the Farcaster app). */
    farcasterRelay?: string
  }
  usdcAddress: Address
  /** Stops every part, last started first; resolves when all processes have exited. Idempotent. */
  stop(): Promise<void>
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Starts Foyer's local stack on 127.0.0.1, in development (FOYER_DEV=1: dev mailbox, dev OAuth,
 * Farcaster's relay stand-in and ID Registry, `/dev/*` routes): two anvil chains (31337, 31338) with TestToken (USDC), TestNft,
 * TestDai (DAI) and Uniswap V2 with seeded ETH/USDC/DAI pools deployed and accounts #0..#9 funded,
 * the local Solana runtime (litesvm, funded test keys and a test USDC mint), the API (swaps
 * included), the login frame and the demo app.
 *
 * @throws when `NODE_ENV=production` (development is refused there).
 * @throws {PortInUseError} before starting anything when a port is taken. Any later failure stops
 *   what already started and is rethrown.
 * @example
 * const stack = await startStack({ demo: false })
 * await stack.stop()
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => undefined)
  const onFailure = options.onFailure ?? ((error: Error) => log(`error: ${error.message}`))
  const ports = resolvePorts(options.ports)
  const demoConfig = `${repoRoot}demo/vite.config.ts`
  const wantDemo = options.demo ?? true
  const runDemo = wantDemo && existsSync(demoConfig)
  const runRelay = options.relay ?? runDemo

  const stops: { name: string; stop: () => Promise<void> }[] = []
  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const part of [...stops].reverse()) {
        try {
          await withStopTimeout(part.stop(), part.name)
          log(`stopped ${part.name}`)
        } catch (error) {
          log(`could not stop ${part.name}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    })()
    return stopping
  }
  // Registers a started part for stop(), then honours an abort that came in while it was starting.
  const started = (name: string, stopPart: () => Promise<void>): void => {
    stops.push({ name, stop: stopPart })
    options.signal?.throwIfAborted()
  }

  // The stack is development: its stand-ins hand out codes and sessions to anyone.
  const env = options.env ?? process.env
  const refusal = developmentRefusal(env)
  if (refusal) throw new Error(`npm start runs Foyer in development. ${refusal}. Serve real users with npm run serve.`)

  try {
    options.signal?.throwIfAborted()
    await assertPortsFree(ports, [
      'chain',
      'chain2',
      'solana',
      'api',
      'frame',
      ...(runDemo ? (['demo'] as const) : []),
      ...(runRelay ? (['relay'] as const) : []),
    ])

    const startChain = (port: number, chainId: number) =>
      startAnvil({
        port,
        chainId,
        onUnexpectedExit: ({ code, signal, logs }) => {
          // Parts dying once stop() has begun are expected: a terminal's Ctrl-C reaches anvil too.
          if (stopping) return
          const how = signal ?? `code ${code}`
          const lastLine = logs.at(-1)?.trim()
          onFailure(new Error(`anvil chain ${chainId} exited unexpectedly (${how})${lastLine ? `: ${lastLine}` : ''}`))
        },
      }).then((anvil) => {
        started(`anvil ${chainId}`, anvil.stop)
        return anvil
      })
    // allSettled, so a chain that did start is registered for stop() even when the other failed.
    const [first, second] = await Promise.allSettled([startChain(ports.chain, CHAIN_ID), startChain(ports.chain2, CHAIN2_ID)])
    if (first.status === 'rejected') throw first.reason
    if (second.status === 'rejected') throw second.reason
    const chain = first.value
    const chain2 = second.value
    log(`anvil ${CHAIN_ID} on ${chain.rpcUrl}, anvil ${CHAIN2_ID} on ${chain2.rpcUrl}`)
    const solana = await startSolanaRuntime({ port: ports.solana })
    started('Solana runtime', solana.stop)
    log(`Solana runtime (litesvm) on ${solana.rpcUrl}`)

    // The order is fixed (USDC, TestNft, then DAI and Uniswap V2): each contract's address follows
    // from the deployer's nonce.
    const deployAll = async (rpcUrl: string, chainId: number) => {
      const usdc = await deployContracts(rpcUrl, chainId)
      await deployTestNft(rpcUrl, chainId)
      await deployLocalAmm(rpcUrl, chainId)
      // The account API reads every balance of a chain in one call through it, as on public chains.
      await deployMulticall3(rpcUrl)
      // Chainlink's aggregator with set answers (ETH 3000, USDC 1, DAI 1, SOL 150): the API prices through it.
      await deployPriceFeeds(rpcUrl, chainId)
      return usdc
    }
    const [usdcAddress] = await Promise.all([deployAll(chain.rpcUrl, CHAIN_ID), deployAll(chain2.rpcUrl, CHAIN2_ID)])
    options.signal?.throwIfAborted()
    log(`USDC deployed at ${usdcAddress}, test NFT at ${TEST_NFT_ADDRESS}, DAI and Uniswap V2 with seeded pools, on both chains`)

    const chains: ApiChain[] = [
      // anvil serves WebSocket JSON-RPC on its HTTP port: the API follows each chain's new heads there.
      // History from block 0: the local chains are short, and their deployments and funding show in Activity.
      { id: CHAIN_ID, name: 'Foyer Local', rpcUrl: chain.rpcUrl, wsUrl: chain.rpcUrl.replace(/^http/, 'ws'), historyStartBlock: 0 },
      { id: CHAIN2_ID, name: 'Foyer Local 2', rpcUrl: chain2.rpcUrl, wsUrl: chain2.rpcUrl.replace(/^http/, 'ws'), historyStartBlock: 0 },
    ]
    const extraDomains = options.apiDomains?.({ chains, usdcAddress }) ?? []
    let database: SqlDatabase | undefined
    const authEnv = { ...env }
    if (options.dataDir) {
      const opened = await openDatabase({ dataDir: options.dataDir })
      started('database', () => opened.close())
      database = opened
      authEnv.FOYER_RECOVERY_KEY ||= devRecoveryKey(options.dataDir)
      log(`data in ${options.dataDir}`)
    }
    // The auth service and SIWX sign their tokens with the same keys: FOYER_SESSION_KEY when set, else
    // development's, derived from the recovery key kept in the data directory (sessions outlive a restart).
    const sessionKeys = sessionKeysFromEnv(authEnv, keyFromText(authEnv.FOYER_RECOVERY_KEY ?? ''))
    // FOYER_LOG_FILE sends the services' logs to a file; FOYER_STACK_SECRETS_FILE records the secrets
    // handed out, so an end-to-end run can check that no log line carries one.
    const logs = stackLogs(env)
    // The on-ramp's checkout is the local sandbox; its quotes come from a local Meld stand-in.
    const onrampSandbox = await localOnrampSandbox(chains, env)
    started('Meld stand-in', onrampSandbox.close ?? (async () => undefined))
    // Farcaster through the production code path: the ID Registry and test users on the first chain
    // (standing in for Optimism) and a relay stand-in whose sign-in page plays the Farcaster app.
    const farcasterRelay = await startFarcasterStandIn({ rpcUrl: chain.rpcUrl, chainId: CHAIN_ID })
    started('Farcaster relay stand-in', farcasterRelay.close)
    log(`Farcaster relay stand-in on ${farcasterRelay.url}, ID Registry on ${CHAIN_ID}`)
    const frameUrl = `http://127.0.0.1:${ports.frame}`
    const api = await createApiServer({
      chains,
      ...(logs.api ? { logger: logs.api } : {}),
      domains: [
        ...(logs.recording?.domains ?? []),
        projectRoutes(database ? { database } : {}),
        accountRoutes({
          chains,
          tokens: localTokens(usdcAddress),
          // USD values read from the local Chainlink feeds, as production reads the public ones.
          prices: createPriceService({ chains, feeds: priceFeedsFromConfig(devPriceFeeds({ chainIds: [CHAIN_ID, CHAIN2_ID] })) }),
          solana: localSolana(solana.rpcUrl),
          ...(database ? { database } : {}),
        }),
        convertRoutes({ chains, amms: { [CHAIN_ID]: localSwapAmm(), [CHAIN2_ID]: localSwapAmm() } }),
        // The stack is development: the on-ramp's checkout is the local sandbox (USDC from anvil #8).
        onrampRoutes({ sandbox: onrampSandbox }),
        // The local stack is development: codes land in GET /dev/mailbox, social sign-in uses the
        // built-in stand-in unless FOYER_OAUTH_<PROVIDER>_* credentials are set, and Farcaster the relay stand-in.
        // FOYER_RATE_LIMITS (JSON, as for `npm run serve`) overrides the per-client limits, e.g. for
        // a test suite whose every sign-in comes from one IP; FOYER_CODE_THROTTLE_MS the wait between
        // two codes to one address (30 s), for a suite that asks twice and should not wait that long.
        authRoutes({
          dev: { mailbox: true, oauth: true },
          oauth: oauthConfigFromEnv(env),
          farcaster: { relayUrl: farcasterRelay.url, optimismRpcUrl: chain.rpcUrl, domain: new URL(frameUrl).host, siweUri: frameUrl },
          ...(logs.recording ? { mailer: logs.recording.mailbox } : {}),
          chains,
          env: authEnv,
          sessionKeys,
          ...(env.FOYER_RATE_LIMITS ? { rateLimits: rateLimitsSchema.parse(JSON.parse(env.FOYER_RATE_LIMITS)) } : {}),
          ...(env.FOYER_CODE_THROTTLE_MS ? { codeThrottleMs: serverConfigSchema.shape.codeThrottleMs.parse(env.FOYER_CODE_THROTTLE_MS) } : {}),
          ...(database ? { database } : {}),
        }),
        // Tests read what the modal sent at GET /dev/events (development only).
        analyticsRoutes({ development: true, ...(database ? { database } : {}) }),
        // SIWX nonces and sessions, in the stack's database (the in-memory one without a data directory).
        siwxRoutes({ chains, sessionKeys, ...(database ? { database } : {}) }),
        // Names, served to ENS clients through the resolver deployed below (CCIP-Read).
        nameRoutes({ chains, gatewayKey: DEV_NAME_GATEWAY_KEY, ...(database ? { database } : {}) }),
        // The login frame reads and sends through the API's RPC gateway, as in production.
        rpcGatewayRoutes({
          networks: [...chains.map(({ id, rpcUrl }) => ({ id, rpcUrls: [rpcUrl] })), { id: SOLANA_LOCALNET_CAIP_NETWORK_ID, rpcUrls: [solana.rpcUrl] }],
          frameOrigins: LOCAL_ORIGIN_PATTERNS,
        }),
        ...extraDomains,
      ],
      walletRegistry: { size: registrySizeFromEnv() },
      // A few network, token and currency images, so the demo shows them (development only).
      images: { directory: `${repoRoot}devstack/stack/images` },
    }).listen(ports.api)
    started('API', api.close)
    log(`API on ${api.url}`)
    // The local chains' universal resolver asks this API, so useEnsName resolves the registered names.
    await Promise.all([deployNameResolver(chain.rpcUrl, CHAIN_ID, api.url), deployNameResolver(chain2.rpcUrl, CHAIN2_ID, api.url)])
    // The embedded wallet's EIP-7702 implementation (Simple7702Account), at the same address on both chains.
    // The second chain's embedded accounts delegate to SessionAccount instead, where the frame grants
    // smart sessions (ERC-7715); the first keeps Simple7702Account, as a chain without them.
    const [smartAccountImplementation, , sessionAccountImplementation] = await Promise.all([
      deploySmartAccountImplementation(chain.rpcUrl, CHAIN_ID),
      deploySmartAccountImplementation(chain2.rpcUrl, CHAIN2_ID),
      deploySessionAccountImplementation(chain2.rpcUrl, CHAIN2_ID),
    ])
    const frame = await createFrameServer({
      ...(logs.frame ? { logger: logs.frame } : {}),
      apiUrl: api.url,
      // No rpcUrl: the frame uses the API's RPC gateway for each chain and cluster.
      chains: chains.map(({ id }) =>
        id === CHAIN2_ID ? { id, smartAccountImplementation: sessionAccountImplementation, smartSessions: true } : { id, smartAccountImplementation },
      ),
      // The embedded wallet's Solana key signs on the local runtime, sending through the gateway.
      solana: [
        {
          caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID,
          name: 'Solana Localnet',
          tokens: [{ mint: SOLANA_TEST_USDC.mint, symbol: SOLANA_TEST_USDC.symbol, decimals: SOLANA_TEST_USDC.decimals }],
        },
      ],
    }).listen(ports.frame)
    started('frame', frame.close)
    log(`frame on ${frame.url}`)
    let relayUrl: string | undefined
    if (runRelay) {
      const relay = await startLocalRelay({ port: ports.relay, ...(logs.relay ? { log: logs.relay } : {}) })
      started('relay', relay.close)
      relayUrl = relay.url
      log(`WalletConnect relay on ${relay.url}`)
    }

    let demoUrl: string | undefined
    if (runDemo) {
      const demo = await startDemo({
        root: `${repoRoot}demo`,
        configFile: demoConfig,
        port: ports.demo,
        mode: options.demoMode ?? 'dev',
        env: {
          // The stack is development only, so the demo may offer its dev wallet in a build too.
          VITE_FOYER_DEV_STACK: '1',
          VITE_FOYER_CHAIN_URL: chain.rpcUrl,
          VITE_FOYER_CHAIN2_URL: chain2.rpcUrl,
          VITE_FOYER_API_URL: api.url,
          VITE_FOYER_FRAME_URL: frame.url,
          VITE_FOYER_USDC_ADDRESS: usdcAddress,
          // The WebSocket is on the same port (web3.js would guess port + 1): pass it as wsEndpoint.
          VITE_FOYER_SOLANA_URL: solana.rpcUrl,
          ...(relayUrl ? { VITE_FOYER_RELAY_URL: relayUrl } : {}),
        },
      })
      started('demo', demo.close)
      demoUrl = demo.url
      log(`demo on ${demoUrl}`)
    } else if (wantDemo) {
      log('demo skipped: demo/vite.config.ts does not exist yet')
    }

    return {
      urls: {
        chain: chain.rpcUrl,
        chain2: chain2.rpcUrl,
        api: api.url,
        frame: frame.url,
        demo: demoUrl,
        relay: relayUrl,
        solana: solana.rpcUrl,
        farcasterRelay: farcasterRelay.url,
      },
      usdcAddress,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
