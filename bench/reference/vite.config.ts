import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Mirrors demo/vite.config.ts minus the kit (no `foyer` alias, no vanilla-extract),
// so the bench's delta is what Foyer adds and nothing else. The bench passes outDir.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
})
