import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Raw and gzip (level 9) size of one file. */
export type FileSize = { raw: number; gzip: number }

const cache = new Map<string, FileSize>()

/**
 * Size of a built file as a CDN would send it: gzip at level 9, computed from the
 * file on disk (the bench's server sends files uncompressed). Cached per path.
 */
export function fileSize(path: string): FileSize {
  const cached = cache.get(path)
  if (cached) return cached
  const body = readFileSync(path)
  const size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  cache.set(path, size)
  return size
}

/** Whether a path is JavaScript the browser would execute (source maps excluded). */
export function isJs(path: string): boolean {
  return /\.m?js$/.test(path)
}

/** Every JS file of a build output, relative to it, with sizes. */
export function buildJsFiles(outDir: string): Array<FileSize & { file: string }> {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (isJs(path)) files.push(path)
    }
  }
  walk(outDir)
  return files.sort().map((path) => ({ file: relative(outDir, path), ...fileSize(path) }))
}

/** Sums sizes over a list of files. */
export function sumSizes(paths: Iterable<string>): FileSize {
  let raw = 0
  let gzip = 0
  for (const path of paths) {
    const size = fileSize(path)
    raw += size.raw
    gzip += size.gzip
  }
  return { raw, gzip }
}
