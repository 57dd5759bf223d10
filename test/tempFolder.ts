import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

/** A fresh folder per test, from {@link tempFolder}. */
export type TempFolder = {
  /** The current test's folder. */
  readonly path: string
  /** Writes files (path relative to the folder -> text), creating their folders. */
  write(files: Record<string, string>): Promise<void>
}

/**
 * A temporary folder created before each test of the calling file and removed after it, for tests of
 * the build scripts that rewrite files in place.
 *
 * @example
 * const folder = tempFolder('foyer-dts-')
 * beforeEach(() => folder.write({ 'a.d.ts': 'export {}' }))
 */
export function tempFolder(prefix: string): TempFolder {
  let path = ''
  beforeEach(async () => {
    path = await mkdtemp(join(tmpdir(), prefix))
  })
  afterEach(() => rm(path, { recursive: true, force: true }))
  return {
    get path() {
      return path
    },
    async write(files) {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(dirname(join(path, file)), { recursive: true })
        await writeFile(join(path, file), text)
      }
    },
  }
}
