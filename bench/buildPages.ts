import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import type { FeatureCost, OptionalFeature } from './featureCost'

/** Bytes of one group of modules (a package or a source folder) in one chunk, before minification. */
export type ModuleGroup = { group: string; renderedBytes: number }

/** What one output chunk is made of. */
export type ChunkInfo = {
  file: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** Chunks this one imports statically (loaded with it). */
  imports: string[]
  /** Chunks this one imports with `import()`. */
  dynamicImports: string[]
  /** Module groups, largest first. */
  groups: ModuleGroup[]
  /** Source modules of this repository (not node_modules), relative to the repo root. */
  localModules: string[]
}

/** One production build the bench serves. */
export type BuiltPage = {
  name: string
  outDir: string
  buildMs: number
  chunks: ChunkInfo[]
  /** The optional features' modules in the build (consumer apps): swaps, the on-ramp, SIWX. */
  features?: Record<OptionalFeature, FeatureCost>
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

const pages = {
  demo: { configFile: 'demo/vite.config.ts', outDir: 'bench/dist/demo' },
  reference: { configFile: 'bench/reference/vite.config.ts', outDir: 'bench/dist/reference' },
} as const

// Groups by npm package or by the first two path segments of our own sources,
// which is the granularity at which "is this lazy?" questions get asked.
function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const nodeModules = clean.lastIndexOf('node_modules/')
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/')
    // BENCH_FOYER_MODULES=1 (bench/whyInitial.ts) groups Foyer's code by module instead of folder.
    if (parts[0] === 'foyer-kit') return (process.env.BENCH_FOYER_MODULES === '1' ? parts : parts.slice(0, 3)).join('/')
    if (process.env.BENCH_FOYER_MODULES === '1' && parts[0] === '@noble') return clean.slice(clean.indexOf('node_modules/'))
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean)
  }
  if (!clean.startsWith(repoRoot)) return clean
  return clean.slice(repoRoot.length).split('/').slice(0, 2).join('/')
}

/** Groups a chunk's modules by package or source folder. */
export function describeChunk(chunk: Rolldown.OutputChunk): ChunkInfo {
  const totals = new Map<string, number>()
  const localModules: string[] = []
  for (const [id, module] of Object.entries(chunk.modules)) {
    const group = groupOf(id)
    totals.set(group, (totals.get(group) ?? 0) + module.renderedLength)
    if (id.startsWith(repoRoot) && !id.includes('node_modules/')) localModules.push(id.slice(repoRoot.length))
  }
  return {
    file: chunk.fileName,
    isEntry: chunk.isEntry,
    isDynamicEntry: chunk.isDynamicEntry,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    groups: [...totals].map(([group, renderedBytes]) => ({ group, renderedBytes })).sort((a, b) => b.renderedBytes - a.renderedBytes),
    localModules: localModules.sort(),
  }
}

// Vite exposes VITE_* variables of process.env to import.meta.env; set them for this build only.
async function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  try {
    return await run()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

/**
 * Builds the demo or the reference page for production into `bench/dist/<name>`,
 * with the page's own Vite config (only the output folder changes). `env` sets
 * build-time variables (e.g. `VITE_FOYER_API_URL`) for this build only.
 */
export async function buildPage(name: keyof typeof pages, env: Record<string, string> = {}): Promise<BuiltPage> {
  const { configFile, outDir } = pages[name]
  const started = performance.now()
  const result = await withEnv(env, () =>
    build({
      configFile: `${repoRoot}${configFile}`,
      logLevel: 'warn',
      build: { outDir: `${repoRoot}${outDir}`, emptyOutDir: true },
    }),
  )
  const buildMs = performance.now() - started
  if (!('output' in result) && !Array.isArray(result)) throw new Error(`${name}: expected a build output, got a watcher`)
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map(describeChunk)
  return { name, outDir: `${repoRoot}${outDir}`, buildMs, chunks }
}
