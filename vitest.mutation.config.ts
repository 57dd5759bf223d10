import { defineConfig } from 'vitest/config'
import baseConfig from './vitest.config'

// The tests Stryker may run (`npm run test:mutation`): those beside the mutated modules. The whole
// suite would put browser, anvil and component tests in every mutant's run. Stryker's own
// `testFiles` option is not used: with it, mutants in module-level constants (the RPC method lists,
// the origin grammar) are never switched on and survive whatever the tests check.
// Spread, not mergeConfig: mergeConfig would append this include list to the base one.
export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    // One project of the include list below, isolated per file: the base config's projects would
    // bring back the whole suite and its shared workers.
    projects: undefined,
    // FOYER_MUTATION_TESTS (comma-separated globs) narrows a run to one module's own tests.
    include: process.env.FOYER_MUTATION_TESTS?.split(',') ?? [
      'src/{protocol,origins,format,send,router}/**/*.test.ts',
      'services/api/auth/**/*.test.ts',
      'services/frame/app/approval*.test.ts',
      'services/server/**/*.test.ts',
    ],
    // The drills that run the services as child processes (the CLI, a kill -9, two instances) never
    // load a mutant, and the restart drill spends its time re-opening a database: none checks a rule
    // of these modules that the in-process tests do not, and any of them in a mutant's run adds minutes.
    exclude: [...(baseConfig.test?.exclude ?? []), 'services/server/{cli,crashRecovery,twoInstances,restart}.test.ts'],
  },
})
