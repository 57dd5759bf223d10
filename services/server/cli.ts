// `npm run serve`: Foyer's API and login frame from FOYER_CONFIG and FOYER_* variables, in the
// foreground until SIGINT or SIGTERM. Exits 1 with the reasons when the configuration is invalid or
// may not run (e.g. production without a recovery key).
import { loadServerConfig, ServerConfigError } from './loadServerConfig'
import { startServices, StartupRefusedError } from './startServices'
import type { RunningServices } from './startServices'

let services: RunningServices | undefined
try {
  const config = loadServerConfig(process.env)
  console.log(`Foyer services starting (${config.dev ? 'development: FOYER_DEV=1' : 'production'})`)
  services = await startServices(config, { log: (line) => console.log(`  ${line}`), ownsProcess: true })
} catch (error) {
  if (error instanceof ServerConfigError || error instanceof StartupRefusedError) console.error(error.message)
  else console.error('Foyer services failed to start:', error)
  process.exit(1)
}

let exiting = false
async function shutdown(signal: string): Promise<void> {
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
