import { readFileSync } from 'node:fs'
import { open, readFile, rm } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseUnavailableError } from './storeErrors'

/** The file in a data directory that names the process holding it. */
export const DATA_DIR_LOCK_FILE = 'foyer.lock'

type Holder = { pid: number; host: string }

// Directories this process holds: a second open from the same process is refused too (its pid in
// the file would otherwise look like a stale lock of a process that reused our pid).
const heldHere = new Set<string>()

/**
 * Takes a data directory for this process, the way PostgreSQL's `postmaster.pid` does: the lock file
 * names the holder's pid and host. A second process (or a second open in this one) is refused while
 * the holder runs; a file left by a process that is gone (kill -9, a crash, a container restarted
 * with the same pid) is taken over, and so is one of a process killed with SIGKILL whose pid is still
 * held (not yet reaped, or still being torn down), so a restart right after kill -9 is not refused. Two embedded databases on one directory would corrupt it.
 *
 * @returns a function that gives the directory back (removes the lock file if it is still ours).
 * @throws when the directory is held by a live process, or by a process on another host (whose
 * liveness cannot be seen from here: remove the file by hand once that host has stopped).
 * @example
 * const release = await lockDataDir('.foyer')
 * await release()
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir)
  const file = join(dir, DATA_DIR_LOCK_FILE)
  const refuse = (holder: Holder) =>
    new DatabaseUnavailableError(
      `The embedded database in ${dir} is in use by process ${holder.pid} on ${holder.host}: one process per data directory ` +
        '(several instances need PostgreSQL, FOYER_DATABASE_URL)',
    )
  if (heldHere.has(dir)) throw refuse({ pid: process.pid, host: hostname() })
  const mine = JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder)
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600)
      try {
        await handle.writeFile(mine)
      } finally {
        await handle.close()
      }
      heldHere.add(dir)
      return async () => {
        heldHere.delete(dir)
        if ((await readFile(file, 'utf8').catch(() => '')) === mine) await rm(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = parseHolder(await readFile(file, 'utf8').catch(() => ''))
      if (holder && isAlive(holder)) throw refuse(holder)
      // Stale (its process is gone) or unreadable (a crash between creating and writing it).
      await rm(file, { force: true })
    }
  }
  throw new DatabaseUnavailableError(`Could not lock the embedded database's directory ${dir}: another process keeps taking it`)
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>
    return Number.isSafeInteger(value.pid) && typeof value.host === 'string' ? { pid: value.pid as number, host: value.host } : undefined
  } catch {
    return undefined
  }
}

function isAlive(holder: Holder): boolean {
  // Another host's processes cannot be seen from here: treat its lock as held.
  if (holder.host !== hostname()) return true
  // Our own pid in the file (not held by this process, checked above) is a previous run's, e.g. a
  // container restarted after a crash whose process got the same pid.
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  return !killedOrExited(holder.pid)
}

// SIGKILL's bit in /proc's signal masks (signal 9).
const SIGKILL_BIT = 1n << 8n

/**
 * Whether a process that still has a pid can no longer run: it exited and waits for its parent to
 * reap it (a zombie keeps its pid until its parent waits for it: a while after a kill -9, or for good
 * under a parent that never waits), or SIGKILL is pending and it
 * runs no code of its own again. Either way nothing it held can still write to the directory. Where
 * there is no /proc, the pid's existence is all there is to go on.
 */
function killedOrExited(pid: number): boolean {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return false
  }
  const state = /^State:\s+(\S)/m.exec(status)?.[1]
  if (state === 'Z' || state === 'X') return true
  return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s+([0-9a-f]+)$/gm)].some((match) => (BigInt(`0x${match[1]}`) & SIGKILL_BIT) !== 0n)
}
