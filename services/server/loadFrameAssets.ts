import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { FrameAssets } from '../frame/buildFrameApp'
import { FrameBuildError } from './startupErrors'

const assetsSchema = z.array(z.tuple([z.string().regex(/^\/[\w./-]+$/), z.strictObject({ type: z.string().min(1), body: z.string() })]))

/** The file `npm run build:services` writes beside the compiled server. */
export const FRAME_ASSETS_FILE = 'frame-assets.json'

/**
 * Parses the frame's files as {@link loadFrameAssets} reads them: JSON `[[path, { type, body }], ...]`.
 *
 * @throws {z.ZodError} when the JSON is not that shape (or a path is not `/name`).
 */
export function parseFrameAssets(json: string): FrameAssets {
  return new Map(assetsSchema.parse(JSON.parse(json)))
}

/**
 * The login frame's app for the production server, never bundled inside the server's own process
 * (Vite's bundler keeps hundreds of MB of native memory there for good): read from
 * `frame-assets.json` beside the compiled server (`npm run build:services`), or else built by a
 * short-lived child process (`frameAssetsCli.ts` under tsx) that hands the files back on stdout.
 *
 * @param compiledDir where the compiled server looks for `frame-assets.json`.
 * @throws when the file is malformed or the child build fails (with its stderr).
 * @example
 * const frame = createFrameServer({ ..., assets: loadFrameAssets() })
 */
export async function loadFrameAssets(compiledDir: URL = new URL('.', import.meta.url)): Promise<FrameAssets> {
  const built = await readFile(new URL(FRAME_ASSETS_FILE, compiledDir), 'utf8').catch(() => undefined)
  if (built !== undefined) return parseFrameAssets(built)
  const cli = fileURLToPath(new URL('frameAssetsCli.ts', import.meta.url))
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), maxBuffer: 64 * 1024 * 1024 },
      (error, out, stderr) => (error ? reject(new FrameBuildError(`frame app build failed: ${stderr || error.message}`, { cause: error })) : resolve(out)),
    )
  })
  return parseFrameAssets(stdout)
}
