import { test as base } from '@playwright/test'
import { createTestWallet } from '../../../testing/evm/createTestWallet'
import { installTestWallet } from '../../../testing/evm/installTestWallet'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { testWalletName } from '../fixtures'
import { assertProductionLogClean } from './productionLogScan'
import { startProductionHarness } from './productionHarness'
import type { ProductionHarness } from './productionHarness'

/** The names the demo's chains carry (demo/chains.ts). */
const CHAIN_NAMES: Record<number, string> = { 31337: 'Foyer Local', 31338: 'Foyer Local 2' }

/**
 * Playwright's `test` for the production spec: `production`, the stack (started once per worker,
 * stopped after its last test, then its server log scanned for secrets), and `wallet`, the injected
 * test wallet (anvil #1) on the stack's chains, installed into `page` before it loads, on
 * `walletChainId`.
 */
export const productionTest = base.extend<
  {
    /** The chain the test wallet starts on (`test.use({ walletChainId: 31338 })`). @default 31337 */
    walletChainId: number
    wallet: Awaited<ReturnType<typeof installTestWallet>>
  },
  { production: ProductionHarness }
>({
  walletChainId: [31337, { option: true }],
  production: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, workerInfo) => {
      const harness = await startProductionHarness(workerInfo.project.outputDir)
      try {
        await use(harness)
      } finally {
        await harness.stop()
      }
      console.log(assertProductionLogClean(harness.info))
    },
    // A cold demo build and the server's frame build on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  wallet: [
    async ({ page, production, walletChainId }, use) => {
      const wallet = createTestWallet({
        privateKey: ANVIL_ACCOUNTS[1]!.privateKey,
        chainId: walletChainId,
        chains: production.info.chains.map((chain) => ({ id: chain.chainId, name: CHAIN_NAMES[chain.chainId] ?? String(chain.chainId), rpcUrl: chain.rpcUrl })),
      })
      await use(await installTestWallet(page, wallet, { info: { name: testWalletName } }))
    },
    { auto: true },
  ],
})
