import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { fileURLToPath } from 'node:url'

const repository = fileURLToPath(new URL('../../..', import.meta.url))

/** `npm run serve` running in a process group of its own. */
export type ServedProduction = {
  /** The process group's id (npm's pid): signal `-pid` to reach npm, its shell and the server. */
  pid: number
  /** Everything the server printed, as it was written to the log file. */
  output(): string
  /** SIGTERM to the group (the server's own orderly shutdown), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>
}

/**
 * Runs the README's production command, `FOYER_CONFIG=<file> npm run serve`, with the caller's
 * environment stripped of every `FOYER_*` and `VITE_FOYER_*` variable and `NODE_ENV=production`:
 * nothing of an end-to-end run's development settings reaches it. Its output goes to `logFile`
 * (append). Resolves once it says both servers are up, in production.
 *
 * @throws with its output when it exits or stays silent for `timeoutMs`.
 * @example
 * const server = await serveProduction(configFile, 'test-results/production-services.log')
 */
export async function serveProduction(configFile: string, logFile: string, timeoutMs = 120_000): Promise<ServedProduction> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITE_)?FOYER_/.test(name)))
  const child = spawn('npm', ['run', 'serve'], {
    cwd: repository,
    env: { ...env, NODE_ENV: 'production', FOYER_CONFIG: configFile },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const log = createWriteStream(logFile, { flags: 'a' })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      log.write(chunk)
    })
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  const stop = async (graceMs = 15_000) => {
    signalGroup('SIGTERM')
    const killer = setTimeout(() => signalGroup('SIGKILL'), graceMs)
    await exited
    clearTimeout(killer)
    await new Promise<void>((resolve) => log.end(() => resolve()))
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm run serve did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs)
      const poll = setInterval(() => {
        if (!output.includes('Foyer services are up')) return
        clearInterval(poll)
        clearTimeout(timer)
        resolve()
      }, 100)
      void exited.then(() => {
        clearInterval(poll)
        clearTimeout(timer)
        reject(new Error(`npm run serve exited (${String(child.exitCode ?? child.signalCode)}) while starting:\n${output}`))
      })
    })
    // The suite tests production: a server that came up in development would make it pointless.
    if (!output.includes('Foyer services starting (production)')) throw new Error(`npm run serve did not start in production:\n${output}`)
  } catch (error) {
    await stop(2_000)
    throw error
  }
  return { pid: child.pid ?? 0, output: () => output, stop }
}
