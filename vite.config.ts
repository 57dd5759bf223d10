import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { clientDirectivePlugin } from './scripts/clientDirectivePlugin.js'

// Library build: ESM entries in dist/, the modal as a lazily loaded chunk, and
// every stylesheet extracted into dist/styles.css (`foyer-kit/styles.css`).
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^wagmi($|\/)/,
  /^@wagmi\//,
  /^viem($|\/)/,
  /^@tanstack\//,
  /^@radix-ui\//,
  /^zod($|\/)/,
  /^@playwright\//,
  /^playwright/,
  /^node:/,
  /^@solana\//,
  /^@wallet-standard\//,
  /^@walletconnect\//,
  /^ws$/,
  /^qrcode-generator$/,
  // The event streams' emitter: the copy wagmi's connectors already put in the app's page, never a second.
  /^eventemitter3$/,
  // The style recipes' and inline theme variables' small runtimes: dependencies of the package, never bundled.
  /^@vanilla-extract\/(recipes|dynamic|private)($|\/)/,
  /^@scure\//,
  /^@noble\//,
  // The Polkadot test wallet's signing (foyer-kit/testing/node), installed by the app's tests, never bundled.
  /^@polkadot\//,
  // The Stacks test wallet's c32 addresses (foyer-kit/testing/node), likewise the app's tests' own dependency.
  /^c32check$/,
]

export default defineConfig({
  // `"use client"` on the built modules that are React client code, for Next.js server components.
  plugins: [vanillaExtractPlugin(), react(), clientDirectivePlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'entries/index.ts',
        connectors: 'entries/connectors.ts',
        protocol: 'entries/protocol.ts',
        testing: 'entries/testing.ts',
        // The test wallets' Node sides: package.json exports it under the `node` condition only.
        testingNode: 'entries/testingNode.ts',
        solana: 'entries/solana.ts',
        bitcoin: 'entries/bitcoin.ts',
        polkadot: 'entries/polkadot.ts',
        cosmos: 'entries/cosmos.ts',
        sui: 'entries/sui.ts',
        stacks: 'entries/stacks.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external,
      // One output file per source module, as wagmi and viem ship: the app's bundler then sees the
      // real import graph and keeps what only the modal uses (its views, zod schemas, viem's
      // contract and ENS code) behind the modal's import(), instead of receiving shared chunks
      // that the entries import statically.
      // The modal's own split survives into the app's build through its import() calls: the page
      // ships the dialog shell, the first chunk holds the dialog and Connect, a second one the other
      // views, a small one the registry's part of the shell's wallet list (components/modal/ShellWalletData.tsx).
      // Keep every module that is loaded with import() out of the static imports of another
      // lazy chunk: the app's bundler would make it a shared chunk and move its runtime helpers into
      // a chunk of their own, which the page then requests at load. And keep `react-dom` out of the
      // lazy chunks' static imports (the AllWallets list takes `flushSync` from the page's dialog
      // shell, src/scheduling/syncRender.ts): with it, Rolldown (Vite 8) split React, query-core and
      // BaseError into two chunks the page requested at load.
      // Exceptions, after this build: the Connect list's cold-click modules are bundled into
      // dist/connectListPath.js, and the two storage modules it shares with the kit's store into
      // dist/storedValueErrors.js (scripts/groupModules.ts), or the app's bundler cut them into
      // eleven small chunks on the click's path.
      output: { preserveModules: true, preserveModulesRoot: '.' },
    },
  },
})
