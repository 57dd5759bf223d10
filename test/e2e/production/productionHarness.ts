import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const STACK_START_TIMEOUT_MS = 240_000
const STACK_STOP_TIMEOUT_MS = 20_000

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<`0x${string}`>
const infoSchema = z.object({
  api: z.url(),
  frame: z.url(),
  demo: z.url(),
  projectId: z.string(),
  control: z.url(),
  serverPid: z.number().int(),
  logFile: z.string(),
  secretsFile: z.string(),
  chains: z.array(
    z.object({
      chainId: z.number(),
      rpcUrl: z.url(),
      usdc: address,
      multicall3: address,
      spoofUsdc: address,
      feeds: z.object({ ethUsd: address, usdcUsd: address, daiUsd: address }),
      v3: z.object({ factory: address, quoterV2: address, swapRouter02: address }),
      amm: z.object({ dai: address, weth: address, factory: address, router: address }),
    }),
  ),
})

/** The running production stack as the tests see it. */
export type ProductionInfo = z.infer<typeof infoSchema>

const mailSchema = z.object({ messages: z.array(z.object({ to: z.array(z.string()), subject: z.string(), text: z.string() })) })

/** One quote of Meld's `POST /payments/crypto/quote` answer, the fields the tests compare. */
export type MeldWireQuote = {
  sourceAmount: number
  sourceCurrencyCode: string
  destinationAmount: number
  destinationCurrencyCode: string
  serviceProvider: string
}

/** The production stack's process and the tests' handles on it. */
export type ProductionHarness = {
  info: ProductionInfo
  /** The e-mails the SMTP server received for `to`, oldest first. */
  mail(to: string): Promise<z.infer<typeof mailSchema>['messages']>
  /** Records a secret the tests saw (a session token), so the log scan looks for it. */
  recordSecret(kind: string, value: string): Promise<void>
  /**
   * Moves a price feed's answer to `usd`, timestamped now, or `ageSeconds` ago (past the feed's
   * heartbeat: stale).
   */
  moveFeed(move: { chainId: number; feed: `0x${string}`; usd: number; ageSeconds?: number }): Promise<void>
  /** The last quote request the server sent Meld (the stand-in), and the stand-in's answer to it. */
  lastMeldQuote(): Promise<{ request: unknown; answer: { quotes: MeldWireQuote[] | null } | null }>
  /** SIGTERM to its process group, SIGKILL after 20 s; resolves once it exited. */
  stop(): Promise<void>
}

/**
 * Starts `productionStackCli.ts` in a process group of its own and waits for its `ready` line; the
 * server's log and the secrets file go to `outputDir`.
 *
 * @throws with its output when it exits or is not ready within 4 minutes (a cold demo build and
 *   the server's frame build on two busy cores).
 */
export async function startProductionHarness(outputDir: string): Promise<ProductionHarness> {
  // None of the run's own FOYER_* or VITE_FOYER_* settings (the development stack's) reach it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITE_)?FOYER_/.test(name) || name === 'FOYER_E2E_PRODUCTION_PORT'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./productionStackCli.ts', import.meta.url))], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: { ...env, FOYER_E2E_OUTPUT_DIR: outputDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  // Should the worker end without stopping it, the stack's process group goes with it.
  const killOnExit = () => signalGroup('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  const ready = new Promise<ProductionInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the production stack was not ready within ${STACK_START_TIMEOUT_MS / 1000} s:\n${output}`)),
      STACK_START_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const line = /^ready (\{.*\})\n/m.exec(output)?.[1]
      if (!line) return
      clearTimeout(timer)
      try {
        resolve(infoSchema.parse(JSON.parse(line)))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`the production stack exited (${String(child.exitCode ?? child.signalCode)}) while starting:\n${output}`))
    })
  })
  const stop = async () => {
    signalGroup('SIGTERM')
    let forced = false
    const killer = setTimeout(() => {
      forced = true
      signalGroup('SIGKILL')
    }, STACK_STOP_TIMEOUT_MS)
    await exited
    clearTimeout(killer)
    // Killed before it stopped the server: the server's process group (its own, so an orderly stop
    // reaches npm's shell and the server) goes too.
    if (forced && serverPid) {
      try {
        process.kill(-serverPid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
    process.off('exit', killOnExit)
  }
  let serverPid = 0
  let info: ProductionInfo
  try {
    info = await ready
    serverPid = info.serverPid
  } catch (error) {
    await stop()
    throw error
  }
  return {
    info,
    async mail(to) {
      const response = await fetch(`${info.control}/mail?to=${encodeURIComponent(to)}`)
      return mailSchema.parse(await response.json()).messages
    },
    async recordSecret(kind, value) {
      const response = await fetch(`${info.control}/secret`, { method: 'POST', body: JSON.stringify({ kind, value }) })
      if (!response.ok) throw new Error(`recording a secret answered ${response.status}`)
    },
    async lastMeldQuote() {
      return (await (await fetch(`${info.control}/meld/last-quote`)).json()) as Awaited<ReturnType<ProductionHarness['lastMeldQuote']>>
    },
    async moveFeed(move) {
      const response = await fetch(`${info.control}/feed`, { method: 'POST', body: JSON.stringify(move) })
      if (!response.ok) throw new Error(`moving feed ${move.feed} answered ${response.status}: ${await response.text()}`)
    },
    stop,
  }
}
