import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DATA_DIR_LOCK_FILE, lockDataDir } from './lockDataDir'
import { openPgliteDatabase } from './pgliteDatabase'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-lock-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const lockFile = () => join(dir, DATA_DIR_LOCK_FILE)
const holder = (pid: number, host = hostname()) => writeFile(lockFile(), JSON.stringify({ pid, host }))

/** A process that runs until killed, and one that has already exited (its pid is free). */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('spawn', resolve))
  return child
}
async function exitedPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid as number
}

describe('lockDataDir', () => {
  it('refuses a second holder in this process until the first gives the directory back', async () => {
    const release = await lockDataDir(dir)
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toEqual({ pid: process.pid, host: hostname() })
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.pid}`)
    await release()
    expect(existsSync(lockFile())).toBe(false)
    await (await lockDataDir(dir))()
  })

  it('refuses while another live process holds it, naming it and pointing at PostgreSQL', async () => {
    const child = await liveProcess()
    try {
      await holder(child.pid as number)
      await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by process ${child.pid} on .*FOYER_DATABASE_URL`))
      // The holder's file is left alone.
      expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(child.pid)
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('takes over the lock of a process that is gone (kill -9, a crash)', async () => {
    await holder(await exitedPid())
    const release = await lockDataDir(dir)
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid)
    await release()
  })

  // A restart right after kill -9 used to be refused: the killed process keeps its pid until its
  // parent reaps it, and a parent that does not wait at once (or ever) left the lock looking held.
  it('takes over the lock of a process killed but not yet reaped (a zombie)', async () => {
    // `exec` makes the parent a process that never waits for its child.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] })
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer]
      const child = Number(line.toString().trim())
      // Killed while the shell is still the parent, the child would be reaped by the shell: wait
      // until the shell has become `sleep`, which never reaps.
      await vi.waitFor(() => expect(readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim()).toBe('sleep'), { timeout: 10_000 })
      process.kill(child, 'SIGKILL')
      await vi.waitFor(() => expect(readFileSync(`/proc/${child}/stat`, 'utf8').split(' ')[2]).toBe('Z'), { timeout: 10_000 })
      await holder(child)
      const release = await lockDataDir(dir)
      expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid)
      await release()
      // Its parent is alive, and still holds a lock it wrote.
      await holder(parent.pid as number)
      await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${parent.pid}`)
    } finally {
      parent.kill('SIGKILL')
    }
  })

  it('takes over a file naming this pid from an earlier run, and an unreadable one', async () => {
    await holder(process.pid)
    await (await lockDataDir(dir))()
    await writeFile(lockFile(), '')
    await (await lockDataDir(dir))()
  })

  it("refuses another host's lock, whose process cannot be seen from here", async () => {
    await holder(1, `${hostname()}-elsewhere`)
    await expect(lockDataDir(dir)).rejects.toThrow(`on ${hostname()}-elsewhere`)
  })

  it('gives back only its own lock', async () => {
    const release = await lockDataDir(dir)
    await holder(4242, 'another-host')
    await release()
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).host).toBe('another-host')
  })
})

describe('the embedded database', () => {
  it('opens a data directory in one place at a time, and again once closed', async () => {
    const first = await openPgliteDatabase({ dataDir: dir })
    await expect(openPgliteDatabase({ dataDir: dir })).rejects.toThrow('one process per data directory')
    await first.query('CREATE TABLE kept (n INT)')
    await first.close()
    const second = await openPgliteDatabase({ dataDir: dir })
    expect(await second.query("SELECT to_regclass('kept') IS NOT NULL AS found")).toEqual([{ found: true }])
    await second.close()
    expect(existsSync(lockFile())).toBe(false)
  }, 120_000)
})
