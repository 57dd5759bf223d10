import { createServer } from 'node:net'
import { z } from 'zod'

/** The ports `npm start` binds on 127.0.0.1. */
export type StackPorts = {
  /** anvil, chain 31337. @default 8545 (FOYER_CHAIN_PORT) */
  chain: number
  /** anvil, chain 31338. @default 8546 (FOYER_CHAIN2_PORT) */
  chain2: number
  /** Foyer API. @default 8787 (FOYER_API_PORT) */
  api: number
  /** Login frame, on its own origin. @default 8788 (FOYER_FRAME_PORT) */
  frame: number
  /** Demo app (Vite). @default 5173 (FOYER_DEMO_PORT) */
  demo: number
  /** Local WalletConnect relay (WebSocket), run with the demo. @default 8789 (FOYER_RELAY_PORT) */
  relay: number
  /** Local Solana runtime (JSON-RPC and its WebSocket on one port). @default 8899 (FOYER_SOLANA_PORT) */
  solana: number
}

/** What each port is for, its default and the environment variable that changes it. */
export const STACK_PORTS = {
  chain: { envVar: 'FOYER_CHAIN_PORT', defaultPort: 8545, purpose: 'anvil chain 31337' },
  chain2: { envVar: 'FOYER_CHAIN2_PORT', defaultPort: 8546, purpose: 'anvil chain 31338' },
  api: { envVar: 'FOYER_API_PORT', defaultPort: 8787, purpose: 'Foyer API' },
  frame: { envVar: 'FOYER_FRAME_PORT', defaultPort: 8788, purpose: 'login frame' },
  demo: { envVar: 'FOYER_DEMO_PORT', defaultPort: 5173, purpose: 'demo app' },
  relay: { envVar: 'FOYER_RELAY_PORT', defaultPort: 8789, purpose: 'WalletConnect relay' },
  solana: { envVar: 'FOYER_SOLANA_PORT', defaultPort: 8899, purpose: 'Solana runtime' },
} as const satisfies Record<keyof StackPorts, { envVar: string; defaultPort: number; purpose: string }>

const portSchema = z.coerce.number().int().min(1).max(65_535)

/** Thrown when a stack port is taken; its message is meant to be printed as is. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly purpose: string,
    readonly envVar: string,
  ) {
    super(`Port ${port} (${purpose}) is already in use. Stop what is using it or set ${envVar}.`)
  }
}

/**
 * The stack's ports: `overrides` first, then the FOYER_*_PORT environment variables, then defaults.
 *
 * @throws when a variable is not a port number or two services would share a port.
 */
export function resolvePorts(overrides: Partial<StackPorts> = {}, env: NodeJS.ProcessEnv = process.env): StackPorts {
  const entries = Object.entries(STACK_PORTS).map(([name, { envVar, defaultPort }]) => {
    const fromEnv = env[envVar]
    const value = overrides[name as keyof StackPorts] ?? (fromEnv?.trim() ? fromEnv : defaultPort)
    const parsed = portSchema.safeParse(value)
    if (!parsed.success) throw new Error(`${envVar} must be a port number (1-65535), got "${String(value)}".`)
    return [name, parsed.data] as const
  })
  const ports = Object.fromEntries(entries) as StackPorts
  const byPort = new Map<number, string>()
  for (const [name, port] of entries) {
    const other = byPort.get(port)
    if (other) throw new Error(`Port ${port} is set for both ${other} and ${name}; give each its own.`)
    byPort.set(port, name)
  }
  return ports
}

/**
 * Checks, before anything starts, that each named port can be bound on `host`, by briefly listening
 * on it.
 *
 * @throws {PortInUseError} for the first port (in `names` order) that is taken.
 */
export async function assertPortsFree(
  ports: StackPorts,
  names: readonly (keyof StackPorts)[] = Object.keys(STACK_PORTS) as (keyof StackPorts)[],
  host = '127.0.0.1',
): Promise<void> {
  const results = await Promise.all(names.map((name) => canListen(ports[name], host)))
  for (const [index, name] of names.entries()) {
    const error = results[index]
    if (!error) continue
    const { envVar, purpose } = STACK_PORTS[name]
    if (error.code === 'EADDRINUSE') throw new PortInUseError(ports[name], purpose, envVar)
    throw new Error(`Cannot listen on ${host}:${ports[name]} (${purpose}): ${error.message}. Set ${envVar}.`, {
      cause: error,
    })
  }
}

/** `undefined` when `port` could be bound, else the listen error. */
function canListen(port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)))
  })
}
