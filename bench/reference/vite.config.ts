import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

// Mirrors demo/vite.config.ts minus the kit's UI (no `foyer-kit` alias, no vanilla-extract), so the
// bench's delta is what Foyer adds and nothing else. The shared wagmi config holds Foyer's
// connectors, resolved to the sources as in the demo (not to a possibly stale dist/).
// The bench passes outDir.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [{ find: /^foyer-kit\/connectors$/, replacement: fromRoot('entries/connectors.ts') }],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
})
