import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS, PGLITE_DURABLE_PARAMS } from './durableNodeFs'
import { lockDataDir } from './lockDataDir'
import { DatabaseUnavailableError } from './storeErrors'
import type { SqlDatabase, SqlParam, SqlQueryable, SqlRow } from './SqlDatabase'

/**
 * Opens embedded PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly, in this process). With a
 * `dataDir` everything persists there (created on first use); without one the database lives in
 * memory and is lost on close, which only tests and development want.
 *
 * Only one process may open a data directory at a time (`lockDataDir`; a second is refused with a
 * clear error): several API instances need PostgreSQL.
 */
export async function openPgliteDatabase(options: { dataDir?: string; template?: MemoryTemplate }): Promise<SqlDatabase> {
  if (!options.dataDir) {
    const db = new PGlite({ loadDataDir: new Blob([await memoryTemplate(options.template)]), startParams: [...PGLITE_START_PARAMS] })
    await db.waitReady
    return wrap(db)
  }
  await mkdir(options.dataDir, { recursive: true })
  const release = await lockDataDir(options.dataDir)
  try {
    // A new directory starts from the template too (seconds instead of initdb's tens on a slow machine).
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await seedDataDir(options.dataDir, await memoryTemplate(options.template))
    const db = new PGlite({ fs: new DurableNodeFS(options.dataDir), startParams: [...PGLITE_START_PARAMS] })
    await db.waitReady
    const database = wrap(db)
    return {
      ...database,
      async close() {
        try {
          await database.close()
        } finally {
          await release()
        }
      },
    }
  } catch (error) {
    await release()
    throw error
  }
}

/**
 * PGlite's own start parameters without `-F` (which turns fsync off: a power cut could then lose
 * committed wallet shares), synced the way {@link DurableNodeFS} carries to the disk, plus a smaller
 * buffer cache. PostgreSQL's default `shared_buffers`
 * (128 MB) is sized for a database server with the machine to itself; the embedded database lives in
 * the API process's memory (its WebAssembly heap), so every page the cache fills is the API's. 16 MB
 * holds the services' working set (sessions, codes, counters, the history pages being read) many
 * times over; the operating system's page cache still holds the data directory's files.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  ...PGLITE_DURABLE_PARAMS,
  '-c',
  'shared_buffers=16MB',
]

// Unpacking a cluster grows the WebAssembly heap of the PGlite that does it, and neither that heap
// nor the memory around it is given back while the process runs (a worker thread's is not either):
// done by the server's own instance, a new data directory would grow the server's memory for as
// long as it runs. A short-lived child process unpacks it instead; the template's bytes (already
// checked here) reach it on stdin, so it never reads the shared temporary directory itself.
const SEED_SCRIPT = `
const [pglite, dataDir] = process.argv.slice(1)
const { PGlite } = await import(pglite)
const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const db = new PGlite({ dataDir, loadDataDir: new Blob(chunks) })
await db.waitReady
await db.close()
`

async function seedDataDir(dataDir: string, tarball: Uint8Array<ArrayBuffer>): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  await new Promise<void>((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', SEED_SCRIPT, pglite, dataDir], (error, _stdout, stderr) =>
      error
        ? reject(new DatabaseUnavailableError(`Could not create the embedded database in ${dataDir}: ${stderr || error.message}`, { cause: error }))
        : resolve(),
    )
    child.stdin?.end(tarball)
  })
}

/** What a new database (in memory or a new data directory) starts from besides an empty cluster (e.g. the schema), and its cache key. */
export type MemoryTemplate = { key: string; prepare(database: SqlDatabase): Promise<void> }

function wrap(db: PGlite): SqlDatabase {
  const run = async (target: Pick<PGlite, 'query'>, sql: string, params: readonly SqlParam[] = []): Promise<SqlRow[]> =>
    (await target.query<SqlRow>(sql, [...params])).rows
  return {
    backend: 'pglite',
    query: (sql, params) => run(db, sql, params),
    async exec(sql) {
      await db.exec(sql)
    },
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) } satisfies SqlQueryable)),
    close: () => db.close(),
  }
}

/*
 * A fresh PGlite runs initdb, which takes several seconds and a lot of memory, and the migrations
 * take as long again; a copy of an initialised cluster with the schema loads in about one. The copy is made once per machine and PGlite version
 * and kept in the temporary directory (written aside, then renamed, so concurrent test workers never
 * read half a file).
 */
const templates = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
function memoryTemplate(template: MemoryTemplate | undefined): Promise<Uint8Array<ArrayBuffer>> {
  const key = template?.key ?? 'empty'
  const known = templates.get(key)
  if (known) return known
  const made = (async () => {
    // PGlite's own files name the cache, so an upgrade makes a new copy.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    const { version } = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
    const file = join(tmpdir(), `foyer-pglite-${version}-${key}.tar.gz`)
    // The temporary directory is shared: only a copy this user wrote and nobody else may change is
    // trusted, since a planted one would seed real data directories.
    const info = await stat(file).catch(() => undefined)
    const trusted = info !== undefined && info.uid === process.getuid?.() && (info.mode & 0o022) === 0
    const cached = trusted ? await readFile(file).catch(() => undefined) : undefined
    if (cached) return new Uint8Array(cached)
    const fresh = new PGlite()
    // dumpDataDir does not wait for start-up by itself (it never settles when called too early).
    await fresh.waitReady
    await template?.prepare(wrap(fresh))
    const tarball = new Uint8Array(await (await fresh.dumpDataDir('gzip')).arrayBuffer())
    await fresh.close()
    const partial = `${file}.${process.pid}.${Date.now()}`
    await writeFile(partial, tarball, { mode: 0o600 })
    await rename(partial, file)
    return tarball
  })()
  templates.set(key, made)
  return made
}
