import type { Server } from 'node:http'
import { createServer } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import type { Logger } from 'pino'
import { listenHttp } from '../../services/api/listenHttp'
import type { RunningServer } from '../../services/api/listenHttp'
import { defaultLogger } from '../../services/http/defaultLogger'
import { HTTP_SERVER_DEFAULTS } from '../../services/http/HttpServerOptions'
import { createSolanaChain } from './createSolanaChain'
import type { SolanaChain } from './createSolanaChain'
import { seedSolanaTestState } from './seedSolanaTestState'
import { createSolanaRpcMethods } from './solanaRpcMethods'
import { solanaRpcApp } from './solanaRpcApp'
import { solanaSubscriptions } from './solanaSubscriptions'

/** Options for {@link startSolanaRuntime}. */
export type StartSolanaRuntimeOptions = {
  /**
   * TCP port for JSON-RPC over HTTP and the PubSub WebSocket; 0 picks a free one (tests).
   * @default 0
   */
  port?: number
  /**
   * A second port serving only the WebSocket, for clients that derive it the way web3.js does by
   * default (`new Connection('http://host:8899')` subscribes on port 8900). Off when unset.
   */
  wsPort?: number
  /**
   * Interface to bind.
   * @default '127.0.0.1'
   */
  host?: string
  /**
   * Seed the test state (funded test accounts, the test USDC mint and balances).
   * @default true
   */
  seed?: boolean
  /** @default a pino logger named `foyer-solana` at level `info` */
  logger?: Logger
}

/** A running local Solana runtime. */
export type RunningSolanaRuntime = {
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:8899`. */
  rpcUrl: string
  /** The PubSub WebSocket on the same port, e.g. `ws://127.0.0.1:8899`. */
  wsUrl: string
  /** The chain behind it (tests can read it directly). */
  chain: SolanaChain
  /** Closes the ports and sockets; resolves once released. Safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts the local Solana runtime: an in-process SVM (litesvm) behind a Solana JSON-RPC 2.0
 * endpoint and its PubSub WebSocket, seeded with the fixed test state. Development only, like anvil.
 *
 * @throws the listen error (e.g. `EADDRINUSE`); nothing is left listening.
 * @example
 * const solana = await startSolanaRuntime({ port: 8899 })
 * const connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
 */
export async function startSolanaRuntime(options: StartSolanaRuntimeOptions = {}): Promise<RunningSolanaRuntime> {
  const { port = 0, host = '127.0.0.1', seed = true } = options
  const logger = options.logger ?? defaultLogger('foyer-solana')
  const chain = createSolanaChain()
  if (seed) seedSolanaTestState(chain)
  const dispatch = createSolanaRpcMethods(chain)
  const app = solanaRpcApp({ dispatch, logger, allowedHosts: HTTP_SERVER_DEFAULTS.allowedHosts })
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const subscriptions = solanaSubscriptions(chain, dispatch, logger)
  subscriptions.attach(server)
  const servers: RunningServer[] = []
  try {
    servers.push(await listenHttp(server, port, host))
    if (options.wsPort !== undefined) {
      const wsServer = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('Upgrade Required'))
      subscriptions.attach(wsServer)
      servers.push(await listenHttp(wsServer, options.wsPort, host))
    }
  } catch (error) {
    subscriptions.close()
    await Promise.all(servers.map((running) => running.close()))
    throw error
  }
  const rpcUrl = servers[0]!.url
  let stopping: Promise<void> | undefined
  return {
    rpcUrl,
    wsUrl: rpcUrl.replace(/^http/, 'ws'),
    chain,
    stop() {
      stopping ??= (async () => {
        subscriptions.close()
        await Promise.all(servers.map((running) => running.close()))
      })()
      return stopping
    },
  }
}
