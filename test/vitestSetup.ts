// Runs before every test file. A module (the export below), so it may await.
export {}

if (typeof document !== 'undefined') {
  // Component tests use real timers; on a loaded 2-core CI machine Testing Library's default 1 s wait
  // for `findBy*`/`waitFor` is too short, so it gets 5 s. Imported only in a DOM: loading Testing
  // Library would slow every Node test file down for nothing.
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
  // The registry answers kept in localStorage would answer the next test's queries without a
  // request: each test starts without.
  const { beforeEach } = await import('vitest')
  beforeEach(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('foyer.wallets-')) localStorage.removeItem(key)
  })
} else if ('window' in globalThis) {
  // A Node test file starts without `window` in a fresh process, so one here was left by an earlier
  // file in this shared worker (vitest.config.ts). Code that looks for `window` (PGlite, SSR) would
  // then take a browser path and fail far from the cause.
  throw new Error(
    'globalThis.window was left by an earlier test file in this worker: restore it in that file, or run that file in the per-file project (vitest.config.ts)',
  )
}
