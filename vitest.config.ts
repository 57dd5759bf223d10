import { readdirSync, readFileSync } from 'node:fs'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import type { TestProjectInlineConfiguration } from 'vitest/config'

const exclude = ['**/node_modules/**', 'dist/**', 'test/e2e/**', 'demo/dist/**', 'bench/**/dist/**']

// Options every project shares. Unit and component tests live beside the code; end-to-end specs run
// under Playwright.
const common = {
  environment: 'node',
  setupFiles: ['test/vitestSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Production is the services' default: the route factories' development defaults (local projects,
  // loopback origins, the in-memory database) apply only with FOYER_DEV=1, which the unit tests that
  // build routes without options rely on. Tests of production pass their environment explicitly, and
  // test/serve's child servers do not inherit this switch.
  env: { FOYER_DEV: '1' },
} satisfies TestProjectInlineConfiguration['test']

/** Test files under `dir` that run in `environment` (a file without an `@vitest-environment` docblock runs in Node). */
function testFilesIn(dir: string, environment: 'node' | 'jsdom'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && !/(^|\/)(node_modules|dist)\//.test(path))
    .map((path) => `${dir}/${path}`)
    .filter((path) => (/@vitest-environment\s+([\w-]+)/.exec(readFileSync(path, 'utf8'))?.[1] ?? 'node') === environment)
}
const nodeTestFiles = (dir: string) => testFilesIn(dir, 'node')

/**
 * Node tests that share worker processes (`isolate: false`): each worker imports viem, zod, Hono and
 * PGlite and opens the development database once, instead of once per file (a large share of a
 * 2-core CI run went to that when each file had a process of its own). These files leave no globals,
 * environment variables, mocks or fake timers behind (test/vitestSetup.ts refuses a stray `window`),
 * and share only the development database, where the auth tests empty their tables first and the
 * others use keys of their own. Every other file (DOM tests, and the connectors', hooks' and test
 * wallets' Node tests, which install `globalThis.window` for good) keeps a process of its own, and the
 * two shared projects never share a worker with each other.
 */
const shared = {
  'node-services': [...nodeTestFiles('services'), ...nodeTestFiles('devstack')],
  'node-src': [...nodeTestFiles('src'), ...nodeTestFiles('entries')],
}

/**
 * A DOM test that needs a process of its own: it registers a Wallet Standard wallet (the registry
 * lives in a package, which stays loaded from one file to the next), sets a global of its own,
 * mocks a module (in a shared worker a mocked module and a real one imported by an earlier file
 * were seen to meet, depending on the order the files ran in), watches the console (where work
 * an earlier file left running may still print), or counts every timer the page holds (an earlier
 * file's leftover work can set one while the count runs: CI26's heartbeat test counted 1).
 */
function ownProcess(source: string): boolean {
  return /testing\/(solana|sui|bitcoin|shared\/registerStandardWallet)|(window|globalThis)(\.\w+|\[[^\]]+\])\s*=[^=]|defineProperty\((window|globalThis)|stubGlobal|vi\.mock\(|spyOn\(console|getTimerCount/.test(
    source,
  )
}

/**
 * DOM tests (jsdom) share worker processes too, but each file gets the project's modules afresh
 * (test/freshModules.ts): the kit keeps module-level state (its store's opener, the stores of the
 * modal and the connectors' registries) that one file must not hand to the next, while React,
 * wagmi, viem, Radix and Testing Library stay loaded. A file of its own process each cost twice the
 * CPU time, most of it importing those packages again (issue 32's measurements in bench/README.md).
 */
const sharedDom = ['components', 'connectors', 'hooks', 'services', 'src']
  .flatMap((dir) => testFilesIn(dir, 'jsdom'))
  .filter((path) => !ownProcess(readFileSync(path, 'utf8')))

const project = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  plugins: [vanillaExtractPlugin(), react()],
  test: { ...common, name, ...test },
})

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    ...common,
    // For configs that drop the projects (vitest.mutation.config.ts): every file, each in its own process.
    include: ['**/*.test.{ts,tsx}'],
    exclude,
    // Projects are queued by name: the services' long drills start first, the many short per-file
    // tests fill the end of the run.
    projects: [
      ...Object.entries(shared).map(([name, include]) => project(name, { include, exclude, isolate: false })),
      project('per-file', { include: ['**/*.test.{ts,tsx}'], exclude: [...exclude, ...Object.values(shared).flat(), ...sharedDom] }),
      project('shared-dom', { include: sharedDom, exclude, isolate: false, setupFiles: ['test/freshModules.ts', ...common.setupFiles] }),
    ],
    // Suites that start anvil or a browser are heavy on 2 cores; keep them from piling up.
    maxWorkers: 2,
  },
})
