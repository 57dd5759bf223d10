/*
 * `npm run serve` as an operator meets it: refusals exit 1 with the reason on stderr before anything
 * listens; a complete configuration serves until SIGTERM, then exits 0.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { httpRequest } from '../../test/services/httpRequest'
import { PRODUCTION_TEST_ENV } from '../../test/services/productionTestEnv'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs the CLI with only `env` (plus PATH), resolving when it exits or when `until` matches stdout. */
function runCli(env: Record<string, string>, until?: RegExp): Promise<Run & { stop(): Promise<Run> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/server/cli.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  const run: Run = { code: null, stdout: '', stderr: '' }
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ ...run, code })))
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  const stop = () => {
    child.kill('SIGTERM')
    return exited
  }
  return new Promise((resolve, reject) => {
    exited.then((done) => resolve({ ...done, stop: () => exited }), reject)
    if (until) {
      child.stdout.on('data', () => {
        if (until.test(run.stdout)) resolve({ ...run, stop })
      })
    }
  })
}

/** A complete production configuration on `dataDir` (ports left to the test). */
const productionEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  ...PRODUCTION_TEST_ENV,
  FOYER_DATA_DIR: dataDir,
  FOYER_LOG_LEVEL: 'warn',
})

describe('npm run serve', () => {
  // The refusals are concurrent: each is a CLI process of its own, mostly loading its modules, which
  // takes tens of seconds when four start at once on a loaded two-core machine.
  it.concurrent('refuses to start outside development without the required keys, naming each', { timeout: 120_000 }, async () => {
    const run = await runCli({})
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Foyer refuses to start')
    for (const key of ['FOYER_RECOVERY_KEY', 'FOYER_SESSION_KEY', 'FOYER_API_PUBLIC_URL', 'FOYER_FRAME_PUBLIC_URL', 'FOYER_PROJECTS'])
      expect(run.stderr).toContain(key)
    expect(run.stdout).not.toContain('API on')
  })

  it.concurrent('refuses FOYER_DEV=1 under NODE_ENV=production', { timeout: 120_000 }, async () => {
    const run = await runCli({ FOYER_DEV: '1', NODE_ENV: 'production' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('FOYER_DEV=1 (development mode) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is "production"')
  })

  it.concurrent('refuses FOYER_DEV=1 with NODE_ENV unset: development is a second, explicit switch', { timeout: 120_000 }, async () => {
    const run = await runCli({ FOYER_DEV: '1' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('FOYER_DEV=1 (development mode) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is unset')
    expect(run.stdout).not.toContain('API on')
  })

  it.concurrent('exits 1 naming the bad key of an invalid configuration', { timeout: 120_000 }, async () => {
    const run = await runCli({ FOYER_DEV: '1', FOYER_PROJECTS: JSON.stringify([{ id: 'a', allowedOrigins: ['app.example'] }]) })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/projects\[0\]\.allowedOrigins\[0\]: Invalid origin pattern .*\(FOYER_PROJECTS\)/)
  })

  // A taken port used to print a stack trace: one line now names the port and the key to change.
  it.concurrent.each([
    ['API', 'FOYER_API_PORT'],
    ['login frame', 'FOYER_FRAME_PORT'],
  ])('exits 1 with one line naming the port and %s when its port is taken', { timeout: 120_000 }, async (server, key) => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const port = (holder.address() as AddressInfo).port
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-serve-busy-'))
    try {
      const run = await runCli({ ...productionEnv(dataDir), FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0', [key]: String(port) })
      expect(run.code).toBe(1)
      expect(run.stderr.trim().split('\n')).toEqual([
        `Foyer services failed to start: The ${server} cannot listen: port ${port} on 127.0.0.1 is already in use: stop what listens there, or set ${key} to a free port`,
      ])
    } finally {
      holder.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  // A fresh embedded database runs initdb first: tens of seconds on a loaded 2-core machine.
  it('serves the API and the frame from a complete configuration until SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-serve-cli-'))
    const run = await runCli({ ...productionEnv(dataDir), FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0' }, /services are up/)
    try {
      const api = /API on (http:\/\/\S+)/.exec(run.stdout)?.[1]
      expect(api).toBeDefined()
      const origins = await httpRequest(`${api}/projects/v1/origins?projectId=shop`, { headers: { host: 'api.example' } })
      expect(origins.json()).toEqual({ allowedOrigins: ['https://app.example'] })
    } finally {
      const done = await run.stop()
      rmSync(dataDir, { recursive: true, force: true })
      expect(done.code).toBe(0)
    }
  })
})
