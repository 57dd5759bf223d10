import { spawn } from 'node:child_process'
import { cp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join, parse, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next')

/** Environment for Next.js's commands: no telemetry, no `NODE_ENV` left over from the test runner. */
function nextEnv(env: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const { NODE_ENV: _testRunnerMode, ...rest } = process.env
  return { ...rest, NEXT_TELEMETRY_DISABLED: '1', ...env }
}

/** The deepest folder that holds both paths. */
function commonFolder(a: string, b: string): string {
  const left = a.split(sep)
  const right = b.split(sep)
  let shared = 0
  while (shared < left.length && left[shared] === right[shared]) shared++
  return left.slice(0, shared).join(sep) || parse(a).root
}

/**
 * Copies a Next.js app (without its `node_modules`, `.next` or generated `next-env.d.ts`) into
 * `consumerRoot`, where `node_modules` holds the packed kit and links to this repository's packages.
 * Turbopack compiles only files under its root, and those links lead out of the copy into the
 * repository: the copy's `next.config.mjs` widens the root to cover both, and turns off the build
 * cache a throwaway folder never reuses. Nothing else of the app changes.
 */
export async function copyNextApp(source: string, consumerRoot: string): Promise<string> {
  const dir = join(consumerRoot, 'next-app')
  await cp(source, dir, { recursive: true, filter: (path) => !/(^|\/)(node_modules|\.next|next-env\.d\.ts)$/.test(path) })
  const config = { turbopack: { root: commonFolder(consumerRoot, repoRoot) }, experimental: { turbopackFileSystemCacheForBuild: false } }
  await writeFile(join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)}\n`)
  return dir
}

/** Runs `next build` in `dir`; rejects with the build's output when it fails. */
export function buildNextApp(dir: string, env: Readonly<Record<string, string>>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], { cwd: dir, env: nextEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`next build exited with ${String(code)}:\n${output}`))))
  })
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A running `next start`. */
export type RunningNextApp = { url: string; output: () => string; stop(): Promise<void> }

/** Starts `next start` for a built app on a free port and waits until it answers. */
export async function startNextApp(dir: string, env: Readonly<Record<string, string>>): Promise<RunningNextApp> {
  const port = await freePort()
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: nextEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops any worker it forks.
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  const url = `http://127.0.0.1:${port}`
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`)
    const answered = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (answered) return { url, output: () => output, stop }
    if (Date.now() - started > 60_000) {
      await stop()
      throw new Error(`next start did not answer within a minute:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
