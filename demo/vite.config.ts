import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

// The demo imports `foyer-kit` by name, resolved to this repository's sources, the
// way a monorepo app would: the modal's code stays in lazy chunks.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    alias: [
      { find: /^foyer-kit$/, replacement: fromRoot('entries/index.ts') },
      { find: /^foyer-kit\/connectors$/, replacement: fromRoot('entries/connectors.ts') },
      { find: /^foyer-kit\/protocol$/, replacement: fromRoot('entries/protocol.ts') },
      { find: /^foyer-kit\/testing$/, replacement: fromRoot('entries/testing.ts') },
      { find: /^foyer-kit\/solana$/, replacement: fromRoot('entries/solana.ts') },
      { find: /^foyer-kit\/bitcoin$/, replacement: fromRoot('entries/bitcoin.ts') },
      { find: /^foyer-kit\/polkadot$/, replacement: fromRoot('entries/polkadot.ts') },
      { find: /^foyer-kit\/cosmos$/, replacement: fromRoot('entries/cosmos.ts') },
      { find: /^foyer-kit\/sui$/, replacement: fromRoot('entries/sui.ts') },
      { find: /^foyer-kit\/stacks$/, replacement: fromRoot('entries/stacks.ts') },
    ],
  },
  // The vanilla-extract plugin turns `recipe()` in the modal's lazy .css.ts files into an import of
  // this runtime, which the dependency scan cannot see: found only when the modal first opens, it
  // made Vite re-bundle the dependencies and reload the page under the user's click.
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  // One stylesheet with the page, as an app that installs the package gets it (`foyer-kit/styles.css`):
  // split per chunk, the theme's variables came with the modal's code, and the page's dialog shell,
  // shown while that code loads, had no styles until then.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, cssCodeSplit: false },
})
