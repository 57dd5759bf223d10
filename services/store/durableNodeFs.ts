import fs from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts']
// The part of PGlite's Emscripten module this file touches: the Node file system's stream operations.
type NodeFsModule = { NODEFS: { stream_ops: Record<string, unknown> } }
type NodeStream = { nfd?: number }

/**
 * PGlite's Node file system (a data directory on disk) whose `fsync` reaches the disk. Emscripten's
 * Node file system has no sync operation, so PostgreSQL's `fsync()` calls return at once and a
 * committed transaction may still sit in the operating system's cache when the power goes: this
 * adds one that calls `fsync(2)` on the real file. PostgreSQL's other sync call (`fdatasync`) stays
 * a no-op in Emscripten, so the database must run with `wal_sync_method=fsync`
 * ({@link PGLITE_DURABLE_PARAMS}).
 *
 * @example
 * new PGlite({ fs: new DurableNodeFS(dataDir), startParams: [...PGLITE_START_PARAMS] })
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Partial<EmscriptenOptions>): Promise<{ emscriptenOpts: Partial<EmscriptenOptions> }> {
    const { emscriptenOpts } = await super.init(pg, options)
    const addSync = (module: unknown) => {
      const streamOps = (module as NodeFsModule).NODEFS.stream_ops
      // Read from the module's object at call time, so a test can watch the calls.
      streamOps.fsync = (stream: NodeStream) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd)
        return 0
      }
    }
    // Before NodeFS's own step mounts the directory, so every file opened in it has the operation.
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [addSync, ...(emscriptenOpts.preRun ?? [])] } }
  }
}

/**
 * Start parameters that make the embedded database durable: PostgreSQL syncs its write-ahead log with
 * `fsync()` (the call {@link DurableNodeFS} carries to the disk) and PGlite's `-F` (fsync off) is gone.
 */
export const PGLITE_DURABLE_PARAMS: readonly string[] = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync']
