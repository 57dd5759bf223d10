import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { RunningServer } from '../../services/api/listenHttp'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Options for {@link startDemo}. */
export type StartDemoOptions = {
  /** The demo app's folder. */
  root: string
  /** Its Vite config file. */
  configFile: string
  /** Port on 127.0.0.1; start-up fails rather than move to another port. */
  port: number
  /** `VITE_*` variables the app reads through `import.meta.env`. */
  env: Record<`VITE_${string}`, string>
  /**
   * `dev` serves the sources through Vite's dev server (hot reload, for people). `build` makes a
   * production build into a temporary folder and serves it with Vite's preview server: the end-to-end
   * run uses it, since a fresh browser context then loads a few files instead of hundreds of
   * unbundled modules, and edits made during a run cannot reload its pages. The build also emits
   * `foyer-kit/protocol` at `/assets/protocol.js`, for tests that drive the login frame without the modal.
   * @default 'dev'
   */
  mode?: 'dev' | 'build'
}

/** Where a `build` mode demo serves `foyer-kit/protocol` (see {@link StartDemoOptions.mode}). */
export const BUILT_PROTOCOL_PATH = '/assets/protocol.js'

/**
 * Where a `build` mode demo serves which source modules each JS file holds: `{ [file]: paths }`,
 * file names as served (`assets/x.js`), paths relative to the repository. Tests that check when a
 * feature's code loads read it, since a build's file names do not name its sources.
 */
export const BUILT_MODULE_MAP_PATH = '/module-map.json'

/**
 * Starts the demo app's Vite dev server in this process (Vite's JS API, so there is no child process
 * to leak).
 */
export async function startDemo(options: StartDemoOptions): Promise<RunningServer> {
  // Vite reads VITE_* from process.env (after .env files), which is how the URLs reach the app.
  Object.assign(process.env, options.env)
  if (options.mode === 'build') return startBuiltDemo(options)
  // Loaded only when the demo runs: Vite is large and the tests start the stack without it.
  const { createServer } = await import('vite')
  const sigtermBefore = new Set(process.listeners('SIGTERM'))
  const stdinEndBefore = viteWatchesStdin() ? new Set(process.stdin.listeners('end')) : undefined
  const server = await createServer({
    configFile: options.configFile,
    root: options.root,
    // Keep the stack's start-up lines on screen.
    clearScreen: false,
    server: { host: '127.0.0.1', port: options.port, strictPort: true },
  })
  // Vite's dev server exits the whole process on SIGTERM (and on stdin end) once it has closed
  // itself, which would cut the stack's shutdown short and leave the anvils to luck. The stack owns
  // shutdown, so those listeners go; Vite's restarts on config edits do not add them back.
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener)
  }
  if (stdinEndBefore) {
    for (const listener of process.stdin.listeners('end')) {
      if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void)
    }
  }
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    throw error
  }
  return { url: `http://127.0.0.1:${options.port}`, close: () => server.close() }
}

async function startBuiltDemo(options: StartDemoOptions): Promise<RunningServer> {
  const { build, preview } = await import('vite')
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-demo-'))
  try {
    await build({
      configFile: options.configFile,
      root: options.root,
      logLevel: 'warn',
      plugins: [moduleMapPlugin()],
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        // Minifying costs start-up time and buys nothing on loopback.
        minify: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: { index: join(options.root, 'index.html'), protocol: join(repoRoot, 'entries/protocol.ts') },
          // An app build drops an entry's exports unless told to keep them.
          preserveEntrySignatures: 'exports-only',
          output: { entryFileNames: (chunk) => (chunk.name === 'protocol' ? BUILT_PROTOCOL_PATH.slice(1) : 'assets/[name]-[hash].js') },
        },
      },
    })
    const server = await preview({
      configFile: options.configFile,
      root: options.root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: options.port, strictPort: true, open: false },
    })
    return {
      url: `http://127.0.0.1:${options.port}`,
      close: async () => {
        await server.close()
        await rm(outDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
}

function moduleMapPlugin(): Plugin {
  return {
    name: 'foyer-demo-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {}
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') map[file] = output.moduleIds.filter((id) => id.startsWith(repoRoot)).map((id) => relative(repoRoot, id))
      }
      this.emitFile({ type: 'asset', fileName: BUILT_MODULE_MAP_PATH.slice(1), source: JSON.stringify(map) })
    },
  }
}

/** Mirrors Vite's own condition, so stdin is not opened here when Vite does not use it. */
function viteWatchesStdin(): boolean {
  return process.env.CI !== 'true'
}
