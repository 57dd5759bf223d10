import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'

/** The frame app's files, kept in memory: path (`/frame.js`, `/chunks/x.js`, `/frame.css`) -> source. */
export type FrameAssets = ReadonlyMap<string, { type: string; body: string }>

const appDir = fileURLToPath(new URL('./app/', import.meta.url))

/**
 * Bundles the frame app (`services/frame/app/`, TypeScript importing `src/protocol`, viem and
 * shamir-secret-sharing) for the browser with Vite's `build()` API, in memory (`write: false`).
 * Entries: `/frame.js` (the frame page) and `/social-result.js`; shared code lands in `/chunks/`.
 * Plus `/frame.css` as written.
 */
export async function buildFrameApp(): Promise<FrameAssets> {
  const { build } = await import('vite')
  // A production build sets process.env.NODE_ENV for the whole process; the stack runs the demo's
  // dev server in this same process afterwards, which would then think it is a production build.
  const nodeEnv = process.env.NODE_ENV
  const result = await build({
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    mode: 'production',
    // Nothing from the repo's env files or public dir belongs in the frame.
    envDir: false,
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { frame: `${appDir}main.ts`, 'social-result': `${appDir}socialResult.ts` },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
      },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const assets = new Map<string, { type: string; body: string }>()
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type === 'chunk') assets.set(`/${item.fileName}`, { type: 'text/javascript', body: item.code })
    }
  }
  assets.set('/frame.css', { type: 'text/css', body: await readFile(`${appDir}frame.css`, 'utf8') })
  return assets
}
