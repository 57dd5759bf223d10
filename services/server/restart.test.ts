/*
 * Wallets survive a restart, on either back end: sign in with an e-mail code, store the wallet's
 * shares, stop the services, start them again on the same database. The session still answers, the
 * same e-mail is a known user, and the auth and recovery shares come back unchanged (the recovery
 * share is sealed with the recovery key, so the key must survive too).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startPostgres } from '../../test/postgres/startPostgres'
import { serveScriptArguments, startServeProcess } from '../../test/serve/serveProcess'
import { rawHttp } from '../../test/services/rawHttp'
import type { FrameAssets } from '../frame/buildFrameApp'
import { httpRequest } from '../../test/services/httpRequest'
import { loadFrameAssets } from './loadFrameAssets'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'
import type { RunningServices } from './startServices'

const EMAIL = 'owner@example.com'
const WALLET = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  authShare: 'YXV0aC1zaGFyZS1vZi10aGUtd2FsbGV0',
  recoveryShare: 'cmVjb3Zlcnktc2hhcmUtb2YtdGhlLXdhbGxldA==',
}
// The second sign-in waits out the per-address code throttle the first one set: configured to 2 s
// (FOYER_CODE_THROTTLE_MS) rather than the default 30 s, which would only add waiting to the drill.
const CODE_THROTTLE_MS = 2_000

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

// The login frame's app, built on the first start and reused by the other three (each would build it
// again otherwise): the drill is about the database, which every start opens anew.
let frameAssets: Promise<FrameAssets> | undefined

/** Starts the services in development on `env`'s database; each start is stopped at the end. */
async function start(env: Record<string, string>): Promise<RunningServices> {
  const config = loadServerConfig({
    FOYER_DEV: '1',
    FOYER_API_PORT: '0',
    FOYER_FRAME_PORT: '0',
    FOYER_LOG_LEVEL: 'silent',
    FOYER_CODE_THROTTLE_MS: String(CODE_THROTTLE_MS),
    ...env,
  })
  frameAssets ??= loadFrameAssets()
  const services = await startServices(config, { env: { NODE_ENV: 'test' }, frameAssets })
  cleanups.push(() => services.stop())
  return services
}

async function signIn(api: string, deviceId: string): Promise<{ sessionToken: string; isNewUser: boolean; newDevice: boolean }> {
  const begun = await httpRequest(`${api}/auth/v1/email/start`, { method: 'POST', body: { projectId: 'foyer-local', email: EMAIL, deviceId } })
  expect(begun.status, begun.text).toBe(200)
  const mailbox = (await httpRequest(`${api}/dev/mailbox?to=${encodeURIComponent(EMAIL)}`)).json() as { messages: { code: string }[] }
  const otp = mailbox.messages.at(-1)?.code
  const verified = await httpRequest(`${api}/auth/v1/email/verify`, { method: 'POST', body: { email: EMAIL, otp, deviceId } })
  expect(verified.status, verified.text).toBe(200)
  return verified.json() as { sessionToken: string; isNewUser: boolean; newDevice: boolean }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Approves a code sign-in's new device through the link the development mailbox holds. */
async function approveDevice(api: string, sessionToken: string): Promise<void> {
  const asked = await httpRequest(`${api}/auth/v1/device/verification`, { method: 'POST', headers: bearer(sessionToken), body: { projectId: 'foyer-local' } })
  expect(asked.status, asked.text).toBe(202)
  const mailbox = (await httpRequest(`${api}/dev/mailbox?to=${encodeURIComponent(EMAIL)}`)).json() as { messages: { link?: string }[] }
  const token = new URL(mailbox.messages.at(-1)?.link ?? 'http://x').hash.slice(1)
  const approved = await httpRequest(`${api}/auth/v1/device/approve`, { method: 'POST', body: { token } })
  expect(approved.status, approved.text).toBe(204)
}

async function signInStoreRestartAndSignInAgain(env: Record<string, string>): Promise<void> {
  const before = await start(env)
  let api = before.urls.api
  const first = await signIn(api, 'device-first')
  // Taken once the code was verified, so never before the server sent it (its throttle starts then).
  const firstCodeAt = Date.now()
  expect(first.isNewUser).toBe(true)
  const created = await httpRequest(`${api}/auth/v1/wallet`, { method: 'PUT', headers: bearer(first.sessionToken), body: WALLET })
  expect(created.status, created.text).toBe(201)

  await before.stop()
  api = (await start(env)).urls.api

  const session = await httpRequest(`${api}/auth/v1/session`, { headers: bearer(first.sessionToken) })
  expect(session.status, session.text).toBe(200)
  expect(session.json()).toMatchObject({ email: EMAIL, address: WALLET.address })
  const authShare = await httpRequest(`${api}/auth/v1/wallet/auth-share`, { headers: bearer(first.sessionToken) })
  expect(authShare.json()).toEqual({ address: WALLET.address, authShare: WALLET.authShare })

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstCodeAt + CODE_THROTTLE_MS + 1_000 - Date.now())))
  const second = await signIn(api, 'device-second')
  expect(second).toMatchObject({ isNewUser: false, newDevice: true })
  await approveDevice(api, second.sessionToken)
  const recovery = await httpRequest(`${api}/auth/v1/wallet/recovery-share`, { headers: bearer(second.sessionToken) })
  expect(recovery.status, recovery.text).toBe(200)
  expect(recovery.json()).toEqual({ recoveryShare: WALLET.recoveryShare })
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-restart-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// Concurrent: each waits out the code throttle, and the two back ends share nothing.
describe('services restarted on the same database keep users, sessions and both server-held shares', () => {
  it.concurrent('embedded database in FOYER_DATA_DIR', { timeout: 180_000 }, async () => {
    await signInStoreRestartAndSignInAgain({ FOYER_DATA_DIR: tempDir() })
  })

  it.concurrent('PostgreSQL at FOYER_DATABASE_URL', { timeout: 180_000 }, async () => {
    const postgres = await startPostgres()
    cleanups.push(() => postgres.stop())
    // The data directory holds only the development recovery key here.
    await signInStoreRestartAndSignInAgain({ FOYER_DATABASE_URL: await postgres.createDatabase('restart_test'), FOYER_DATA_DIR: tempDir() })
  })
})

/** Ports free right now on 127.0.0.1. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = createServer()
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return server
    }),
  )
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

// A restart within about a second of kill -9 used to be refused: the killed server keeps its pid until
// its parent reaps it, and the data directory's lock then looked held. Here the first server's parent
// never waits for it (`exec sleep`), so the killed process stays in that state for the whole test.
describe('npm run serve restarted right after kill -9, on the same ports and data directory', () => {
  it('starts at once, while a second live instance on that directory is refused in one line', { timeout: 180_000 }, async () => {
    const [apiPort, framePort] = await freePorts(2)
    const env = {
      FOYER_DEV: '1',
      FOYER_API_PORT: String(apiPort),
      FOYER_FRAME_PORT: String(framePort),
      FOYER_DATA_DIR: tempDir(),
    }
    const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
    const script = '"$0" "$@" & echo "pid $!"; exec sleep 600'
    const parent = spawn('sh', ['-c', script, process.execPath, ...serveScriptArguments('serve')], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'development', FOYER_LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    cleanups.push(async () => void parent.kill('SIGKILL'))
    let output = ''
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    parent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await vi.waitFor(() => expect(output).toContain('Foyer services are up'), { timeout: 120_000, interval: 200 })
    const killed = Number(/pid (\d+)/.exec(output)?.[1])
    process.kill(killed, 'SIGKILL')
    await vi.waitFor(() => expect(readFileSync(`/proc/${killed}/stat`, 'utf8').split(' ')[2]).toBe('Z'), { timeout: 10_000 })

    const restarted = await startServeProcess(env)
    cleanups.push(() => restarted.stop())
    expect(restarted.apiUrl).toBe(`http://127.0.0.1:${apiPort}`)
    expect((await rawHttp(`${restarted.apiUrl}/health`)).status).toBe(200)

    const second = await startServeProcess({ ...env, FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0' }).then(
      async (server) => {
        await server.stop()
        return 'started'
      },
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(second).toMatch(/^serve exited \(1\) while starting:\n/)
    const lines = second
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '')
    expect(lines.at(-1)).toMatch(new RegExp(`^Foyer services failed to start: The embedded database in .* is in use by process ${restarted.pid} on `))
    expect(second).not.toMatch(/^\s+at /m)
  })
})
