import fs from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { hitCounter } from './hitCounter'
import { openDatabase } from './openDatabase'

// The embedded database's buffer cache is the API process's own memory: it must not be PostgreSQL's
// server-sized default, in memory or in a data directory (new or reopened).
describe('embedded PGlite settings', () => {
  it('runs with a 16 MB buffer cache in memory', async () => {
    const database = await openDatabase({ memory: true })
    try {
      expect(await database.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }])
    } finally {
      await database.close()
    }
  })

  it('runs with a 16 MB buffer cache in a new and in a reopened data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-pglite-settings-'))
    try {
      for (let open = 0; open < 2; open++) {
        const database = await openDatabase({ dataDir })
        try {
          expect(await database.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }])
          // PGlite's own parameters are kept (the search path the schema relies on).
          expect(await database.query('SHOW search_path')).toEqual([{ search_path: 'public' }])
        } finally {
          await database.close()
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

// Wallet shares must survive a power cut: PGlite's own parameters turn fsync off, and its Node file
// system ignores PostgreSQL's sync calls, so both are checked: the setting and a real fsync(2) per commit.
describe('embedded PGlite durability', () => {
  it('runs with fsync on and syncs the data directory when a transaction commits', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-pglite-fsync-'))
    try {
      const database = await openDatabase({ dataDir })
      try {
        expect(await database.query('SHOW fsync')).toEqual([{ fsync: 'on' }])
        expect(await database.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }])
        const fsync = vi.spyOn(fs, 'fsyncSync')
        try {
          await database.query("INSERT INTO records (kind, key, value, expires_at) VALUES ('durable', 'k', '{}', 1)")
          expect(fsync).toHaveBeenCalled()
          // Rate-limit counts are the exception: written on nearly every request, they skip the sync.
          fsync.mockClear()
          await hitCounter(database, 'rate:probe', 60_000, Date.now())
          expect(fsync).not.toHaveBeenCalled()
        } finally {
          fsync.mockRestore()
        }
      } finally {
        await database.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
