/*
 * The production stack in a process of its own (`node --import tsx`), for the production spec: the
 * chain artifacts' JSON imports need Node's loader, not Playwright's. It prints `ready <json>` (the
 * ProductionStackInfo plus the control URL) once everything is up, and stops on SIGTERM, SIGINT or
 * when its parent goes away. A loopback control server lets the tests read the SMTP inbox, record
 * the secrets it saw, and move the chains' price feeds.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { watchParents } from '../../../devstack/stack/watchParents'
import { controlRoutes } from './controlRoutes'
import { startProductionStack } from './productionStack'
import type { ProductionPorts } from './productionStack'

/** Ports nothing listens on now: each is bound to port 0 at once, read, then released. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  await Promise.all(servers.map((server) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))))
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

// FOYER_E2E_PRODUCTION_PORT=<base> puts the parts on base..base+8; else free ports the system picks.
const base = Number(process.env.FOYER_E2E_PRODUCTION_PORT ?? 0)
const [chain, chain2, api, frame, demo, smtp, meld, control, oidc] = base > 0 ? Array.from({ length: 9 }, (_, offset) => base + offset) : await freePorts(9)
const ports: ProductionPorts = { chain: chain!, chain2: chain2!, api: api!, frame: frame!, demo: demo!, smtp: smtp!, meld: meld!, oidc: oidc! }
const outputDir = process.env.FOYER_E2E_OUTPUT_DIR ?? 'test-results/e2e-production'

let exiting = false
let stopStack: (() => Promise<void>) | undefined
const shutdown = async (code: number) => {
  if (exiting) return
  exiting = true
  await stopStack?.().catch(() => undefined)
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0))
watchParents(() => void shutdown(1))

try {
  const stack = await startProductionStack(ports, outputDir, (line) => console.log(`  ${line}`))
  const server = createServer(controlRoutes(stack))
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(control, '127.0.0.1', resolve))
  stopStack = async () => {
    await new Promise((resolve) => server.close(resolve))
    await stack.stop()
  }
  if (exiting) await stopStack()
  else console.log(`ready ${JSON.stringify({ ...stack.info, control: `http://127.0.0.1:${control}` })}`)
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  await shutdown(1)
}
