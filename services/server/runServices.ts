import { BaseError } from '../../src/errors/BaseError'
import type { DevelopmentServices } from './developmentServices'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'
import type { RunningServices } from './startServices'
import { StartupRefusedError } from './startupErrors'
import { startupProblems } from './startupProblems'

/** Options of {@link runServices}. */
export type RunServicesOptions = {
  /**
   * Loads the development stack's parts for the local chains, called only when the configuration
   * turns development on (`FOYER_DEV=1`), so a production server never loads their code. The compiled
   * server (`npm run serve:built`) has none: its development runs without them.
   * @default none
   */
  development?: () => Promise<DevelopmentServices>
}

/**
 * Runs Foyer's API and login frame from FOYER_CONFIG and FOYER_* variables in the foreground until
 * SIGINT or SIGTERM, as `npm run serve` does. Exits 1 with the reasons when the configuration is
 * invalid or may not run (e.g. production without a recovery key).
 *
 * @example
 * await runServices() // services/server/cli.ts, the compiled server's entry
 */
export async function runServices(options: RunServicesOptions = {}): Promise<void> {
  let services: RunningServices | undefined
  try {
    const config = loadServerConfig(process.env)
    console.log(`Foyer services starting (${config.dev ? 'development: FOYER_DEV=1' : 'production'})`)
    // A configuration that may not run is refused before the servers' code loads: at once, where
    // loading it takes seconds on a small machine (startServices checks again for its other callers).
    const problems = startupProblems(config, process.env)
    if (problems.length > 0) throw new StartupRefusedError(problems)
    const development = config.dev ? await options.development?.() : undefined
    const { startServices } = await import('./startServices')
    services = await startServices(config, { log: (line) => console.log(`  ${line}`), ownsProcess: true, ...(development ? { development } : {}) })
  } catch (error) {
    // Foyer's own errors say what to change (a key, a port, a data directory): their message, no stack.
    if (error instanceof ServerConfigError || error instanceof StartupRefusedError) console.error(error.message)
    else if (error instanceof BaseError) console.error(`Foyer services failed to start: ${error.shortMessage}`)
    else console.error('Foyer services failed to start:', error)
    process.exit(1)
  }

  let exiting = false
  const shutdown = async (signal: string): Promise<void> => {
    if (exiting) return
    exiting = true
    console.log(`${signal}: stopping...`)
    try {
      await services?.stop()
    } finally {
      process.exit(0)
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))
  console.log('Foyer services are up. Ctrl-C to stop.')
}
