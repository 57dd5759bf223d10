// `npm run build:services`: the production server as plain JavaScript in services/dist/ (`serve.mjs`,
// run by `npm run serve:built`) with the login frame's app beside it (`frame-assets.json`), so the
// running server needs neither the TypeScript loader nor the bundler in its memory.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { buildFrameApp } from '../frame/buildFrameApp'
import { FRAME_ASSETS_FILE } from './loadFrameAssets'

const outDir = fileURLToPath(new URL('../dist/', import.meta.url))
const entry = fileURLToPath(new URL('./cli.ts', import.meta.url))

await rm(outDir, { recursive: true, force: true })
await mkdir(outDir, { recursive: true })
// Vite's build sets NODE_ENV for the process while it runs; both builds are production builds anyway.
await build({
  configFile: false,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  logLevel: 'warn',
  mode: 'production',
  envDir: false,
  publicDir: false,
  build: {
    ssr: entry,
    outDir,
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'serve.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' } },
  },
})
const assets = await buildFrameApp()
await writeFile(new URL(FRAME_ASSETS_FILE, `file://${outDir}`), JSON.stringify([...assets]))
console.log(`built ${outDir}serve.mjs and ${FRAME_ASSETS_FILE} (${assets.size} frame files)`)
