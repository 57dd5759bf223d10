// Mutation testing of the rule- and security-critical modules: `npm run test:mutation`.
// Stryker loads this file through its default export (its only config-file contract), so this file
// is the one exception to the project's named-exports rule.
import os from 'node:os'
import path from 'node:path'

// Reports, the incremental file and the sandbox live outside the working tree: a sandbox inside it
// would hold copies of every test, which a plain `vitest run` would then find and run twice.
const outDir = process.env.FOYER_MUTATION_DIR ?? path.join(os.tmpdir(), 'foyer-mutation')

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the tests beside the mutated modules (see that file), narrowed by Vitest to those importing
  // the mutated file, so `--mutate one/file.ts` runs that module's tests.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that reached it in the dry run.
  coverageAnalysis: 'perTest',
  mutate: [
    'src/protocol/createHostTransport.ts',
    'src/protocol/createFrameEndpoint.ts',
    'src/protocol/rpcMethods.ts',
    'src/origins/matchOrigin.ts',
    'src/format/formatBalance.ts',
    'src/send/validateSend.ts',
    'src/router/networkRules.ts',
    'src/router/openingRules.ts',
    'services/api/auth/emailCodes.ts',
    // Added with the production services (#9): per-client limits, sessions and shares, the
    // production/development switch and its configuration, the approval's fee summary.
    'services/api/auth/rateLimits.ts',
    'services/api/auth/sessionRoutes.ts',
    'services/server/loadServerConfig.ts',
    'services/server/serverConfigSchema.ts',
    'services/server/serviceOptions.ts',
    'services/server/startupProblems.ts',
    'services/frame/app/approvalSummary.ts',
    // Issue 32, services: the SIWX routes, name registration and its rules, and what refuses
    // development in production (the mode switch, its defaults, the host and loopback checks, the
    // in-memory database). The rate limits, e-mail codes and start-up refusals are listed above.
    'services/api/siwx/siwxRoutes.ts',
    'services/api/siwx/checkSiwxMessage.ts',
    'services/api/names/nameRoutes.ts',
    'src/names/nameRules.ts',
    'services/http/developmentMode.ts',
    'services/http/developmentDefault.ts',
    'services/http/matchHost.ts',
    'services/http/loopbackUrl.ts',
    'services/store/developmentDatabase.ts',
    // Issue 32, client and frame: the frame's check of who embeds it, and what the frame approves
    // and signs (EVM: the request, its preparation, signing and sending, the approval queue, dialog
    // and batch summary, the batch calls; Solana: the wire format, the instructions, the approval,
    // the requests and the key).
    'src/protocol/checkHostOrigin.ts',
    'services/frame/app/executeSigningRequest.ts',
    'services/frame/app/signingRequest.ts',
    'services/frame/app/prepareTransaction.ts',
    'services/frame/app/approvalQueue.ts',
    'services/frame/app/approvalView.ts',
    'services/frame/app/callsSummary.ts',
    'services/frame/app/walletCalls.ts',
    'services/frame/app/solanaTransaction.ts',
    'services/frame/app/solanaInstructions.ts',
    'services/frame/app/solanaApproval.ts',
    'services/frame/app/solanaRequests.ts',
    'services/frame/app/solanaKey.ts',
  ],
  ignorePatterns: ['dist', 'demo/dist', 'bench/dist', 'bench/reference/dist', 'test-results', 'playwright-report', '.foyer'],
  tempDirName: path.join(outDir, 'sandbox'),
  cleanTempDir: 'always',
  incrementalFile: path.join(outDir, 'incremental.json'),
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: path.join(outDir, 'report.html') },
  jsonReporter: { fileName: path.join(outDir, 'report.json') },
  // The 2-core machine is shared; `-c 2` speeds a run up when it is not.
  concurrency: 1,
  timeoutMS: 10_000,
  thresholds: { high: 95, low: 90, break: null },
}

export default config
