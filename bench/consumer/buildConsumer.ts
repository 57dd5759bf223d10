import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { describeChunk, type BuiltPage } from '../buildPages'
import { featureCost, optionalFeatures, type FeatureCost, type OptionalFeature } from '../featureCost'
import type { ConsumerInstall } from '../../test/consumers/packFoyer'

/** The consumer apps: the README's quick start, the same with `authConnector()`, and no Foyer at all. */
export const consumerApps = ['quickStart', 'withAuth', 'withSolana', 'bare'] as const

/** One consumer app. */
export type ConsumerApp = (typeof consumerApps)[number]

/** URLs the apps are built with (Vite's `import.meta.env.VITE_*`). */
export type ConsumerEnv = { apiUrl: string; frameUrl: string }

/**
 * Builds one consumer app inside the install's folder with a plain Vite + React config (what
 * `npm create vite` gives), so `foyer-kit` resolves to `node_modules/foyer-kit`, the packed package.
 * `minify: false` keeps function names, for CPU profiles (`traceOpening.ts --profile`).
 */
export async function buildConsumer(
  install: ConsumerInstall,
  app: ConsumerApp,
  env: ConsumerEnv,
  { minify = true }: { minify?: boolean } = {},
): Promise<BuiltPage> {
  const appRoot = join(install.root, 'apps', app)
  await mkdir(appRoot, { recursive: true })
  await copyFile(fileURLToPath(new URL(`apps/${app}.tsx`, import.meta.url)), join(appRoot, 'main.tsx'))
  for (const shared of ['app.css', 'mountQuickStart.tsx']) await copyFile(fileURLToPath(new URL(`apps/${shared}`, import.meta.url)), join(appRoot, shared))
  // The same plain Vite page as the reference app's: a root element and the module script.
  await copyFile(fileURLToPath(new URL('../reference/index.html', import.meta.url)), join(appRoot, 'index.html'))
  const outDir = join(install.root, 'dist', app)
  const started = performance.now()
  const result = await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    plugins: [react()],
    define: {
      'import.meta.env.VITE_FOYER_API_URL': JSON.stringify(env.apiUrl),
      'import.meta.env.VITE_FOYER_FRAME_URL': JSON.stringify(env.frameUrl),
    },
    build: { outDir, emptyOutDir: true, minify },
  })
  const buildMs = performance.now() - started
  if (!('output' in result) && !Array.isArray(result)) throw new Error(`${app}: expected a build output, got a watcher`)
  const outputs = Array.isArray(result) ? result : [result]
  const outputChunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const chunks = outputChunks.map((chunk) => describeChunk(chunk))
  const features = Object.fromEntries(Object.entries(optionalFeatures).map(([feature, pattern]) => [feature, featureCost(outputChunks, pattern)])) as Record<
    OptionalFeature,
    FeatureCost
  >
  return { name: app, outDir, buildMs, chunks, features }
}
