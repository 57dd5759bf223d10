import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repository = fileURLToPath(new URL('../..', import.meta.url))

/** `npm run serve` running as its own process (the node process itself, so signals reach it). */
export type ServeProcess = {
  /** The URL the API listens on, read from the server's start-up log. */
  apiUrl: string
  pid: number
  /** Resident set size of the server process in bytes (Linux `/proc`), `undefined` once it is gone. */
  rssBytes(): number | undefined
  /** `kill -9`: no shutdown code runs, nothing is flushed by the server. Resolves once it is gone. */
  kill9(): Promise<void>
  /** SIGTERM (the server's own orderly shutdown), then SIGKILL after 10 s. */
  stop(): Promise<void>
}

/**
 * Starts what `npm run serve` runs (`node`, its flags, `--import tsx services/server/cli.ts`; with
 * `built`, the compiled `services/dist/serve.mjs` of `npm run serve:built`), read from package.json by
 * {@link serveScriptArguments}, with `env` added to
 * this process's environment and waits until it logs its API URL and that both servers are up.
 *
 * @throws with the server's output when it exits or stays silent for `timeoutMs`.
 * @example
 * const server = await startServeProcess({ FOYER_DEV: '1', FOYER_DATA_DIR: dir, FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0' })
 */
export async function startServeProcess(env: Record<string, string>, { timeoutMs = 60_000, built = false } = {}): Promise<ServeProcess> {
  // `built`: the compiled server of `npm run build:services` (`npm run serve:built`), as production runs it.
  const child = spawn(process.execPath, serveScriptArguments(built ? 'serve:built' : 'serve'), {
    cwd: repository,
    // Production unless `env` turns development on: the test runner's own FOYER_DEV=1 is not inherited.
    env: { ...process.env, FOYER_DEV: undefined, NODE_ENV: 'development', FOYER_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const apiUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs)
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-8_000)
      const match = /API on (http:\/\/\S+)/.exec(output)
      // Started means both servers listen (the frame comes up after the API).
      if (match?.[1] && output.includes('Foyer services are up')) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`serve exited (${String(child.exitCode)}) while starting:\n${output}`))
    })
  })
  const pid = child.pid ?? 0
  return {
    apiUrl,
    pid,
    rssBytes: () => rssOf(pid),
    kill9: () => signal(child, exited, 'SIGKILL'),
    stop: async () => {
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await signal(child, exited, 'SIGTERM')
      clearTimeout(killer)
    },
  }
}

async function signal(child: ChildProcess, exited: Promise<void>, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(name)
  await exited
}

/**
 * The arguments after `node` of the package's `npm run serve` or `npm run serve:built` script, so the
 * process started here gets the same Node flags as the documented command (the V8 memory flags the
 * server's RSS is measured with) rather than a copy that could drift from it.
 *
 * @throws when the script is missing or does not start with `node`.
 * @example
 * serveScriptArguments('serve:built') // e.g. ['--max-semi-space-size=2', '--max-old-space-size=256', '--v8-pool-size=1', 'services/dist/serve.mjs']
 */
export function serveScriptArguments(script: 'serve' | 'serve:built'): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }
  const [command, ...args] = (scripts?.[script] ?? '').trim().split(/\s+/)
  if (command !== 'node' || args.length === 0) throw new Error(`package.json's "${script}" script must be \`node <flags> <file>\`: ${scripts?.[script]}`)
  return args
}

/** VmRSS of a process in bytes, read from `/proc/<pid>/status`. */
export function rssOf(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match?.[1] ? Number(match[1]) * 1024 : undefined
  } catch {
    return undefined
  }
}
