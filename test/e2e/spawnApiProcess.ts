import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

/** An API server running in a process of its own. */
export type ApiProcess = { url: string; close: () => Promise<void> }

/**
 * Runs `script` (a file that prints `ready <url>` once its API listens, and stops on SIGTERM) with
 * `node --import tsx` in a process of its own: a test can stop it and start it again, and the
 * chain artifacts' JSON imports get Node's loader rather than Playwright's.
 */
export async function spawnApiProcess(script: string, args: readonly string[] = []): Promise<ApiProcess> {
  // A test's own API, built from the route factories' development defaults: those need FOYER_DEV=1.
  const env = { ...process.env, FOYER_DEV: '1', NODE_ENV: 'test' }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /ready (\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready`)))
  })
  return {
    url,
    async close() {
      if (child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}
