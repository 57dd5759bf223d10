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
      // Issue 32, services: SIWX, names, the e-mail code and limit drills, the mode switch. The SIWX
      // and name routes' rules run without a chain node (`*.rules.test.ts`); their anvil tests start a
      // node and deploy contracts for every mutant, and check the on-chain signatures, no route rule.
      'services/api/siwx/{checkSiwxMessage,siwxRoutes.rules}.test.ts',
      'services/api/names/nameRoutes.rules.test.ts',
      'services/api/hardening/**/*.test.ts',
      'services/http/**/*.test.ts',
      'services/store/developmentDatabase.test.ts',
      'src/names/**/*.test.ts',
      // Issue 32, client and frame: the frame's EVM and Solana approval and signing.
      'services/frame/app/{executeSigningRequest,signingRequest,prepareTransaction,callsSummary,walletCalls,solana}*.test.ts',
    ],
    // The drills that run the services as child processes (the CLI, a kill -9, two instances) never
    // load a mutant, and the restart drill spends its time re-opening a database: none checks a rule
    // of these modules that the in-process tests do not, and any of them in a mutant's run adds minutes.
    exclude: [...(baseConfig.test?.exclude ?? []), 'services/server/{cli,crashRecovery,twoInstances,restart}.test.ts'],
  },
})
