import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A PostgreSQL server started by {@link startPostgres}. */
export type RunningPostgres = {
  /** URL of its `postgres` database (user `foyer`, no password, loopback only). */
  url: string
  port: number
  /** Creates an empty database and returns its URL, so each test can start clean. */
  createDatabase(name: string): Promise<string>
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>
}

/** Where Debian's `postgresql` package puts the server binaries; override with `FOYER_POSTGRES_BIN`. */
export const POSTGRES_BIN = process.env.FOYER_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

// PostgreSQL refuses to run as root; this unprivileged account runs it when the tests are root.
const SERVER_USER = 'foyer-postgres'

/**
 * Starts a throw-away PostgreSQL (tests and benchmarks): `initdb` in a temporary directory, then
 * `postgres` on a free loopback port with its socket in that directory. Durability is off (fsync), as
 * nothing in it must survive a machine crash.
 *
 * @throws with an install hint when the binaries are missing (never skip: the PostgreSQL back end
 * would go untested).
 * @example
 * const server = await startPostgres()
 * const database = await openDatabase({ url: await server.createDatabase('store_test') })
 */
export async function startPostgres({ bin = POSTGRES_BIN }: { bin?: string } = {}): Promise<RunningPostgres> {
  if (!existsSync(join(bin, 'postgres')) || !existsSync(join(bin, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${bin}. Install Debian's postgresql package (apt-get install postgresql) or set FOYER_POSTGRES_BIN.`)
  }
  const account = serverAccount()
  const dir = await mkdtemp(join(tmpdir(), 'foyer-postgres-'))
  try {
    if (account) await chown(dir, account.uid, account.gid)
    const asServer = account ? { uid: account.uid, gid: account.gid } : {}
    execFileSync(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'foyer', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
      ...asServer,
      stdio: 'pipe',
    })
    const port = await freePort()
    const server = spawn(
      join(bin, 'postgres'),
      ['-D', join(dir, 'data'), '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200'],
      { ...asServer, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let log = ''
    server.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-4_000)))
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
    const url = `postgres://foyer@127.0.0.1:${port}/postgres`
    await waitUntilAccepting(url, exited, () => log)
    const stop = async () => {
      // SIGINT: fast shutdown (rolls back open transactions, disconnects clients).
      if (server.exitCode === null) server.kill('SIGINT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (server.exitCode === null) server.kill('SIGKILL')
      await rm(dir, { recursive: true, force: true })
    }
    return {
      url,
      port,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Bad database name: ${name}`)
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          await client.query(`CREATE DATABASE ${name}`)
        } finally {
          await client.end()
        }
        return `postgres://foyer@127.0.0.1:${port}/${name}`
      },
      stop,
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'pipe' })
    return { uid: id('-u'), gid: id('-g') }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAccepting(url: string, exited: Promise<void>, log: () => string): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + 30_000
  for (;;) {
    if (gone) throw new Error(`PostgreSQL exited while starting:\n${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log()}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
