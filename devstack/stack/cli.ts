// `npm start`: the local stack in the foreground until Ctrl-C or SIGTERM.
import { fileURLToPath } from 'node:url'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { devTestWalletRoute } from './devTestWalletRoute'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS } from '../chain/addresses'
import { LOCAL_UNISWAP_V3 } from '../chain/uniswapV3Addresses'
import { TEST_TOKEN_DECIMALS } from '../chain/testToken'
import { PortInUseError } from './ports'
import { stackBanner } from './stackBanner'
import { CHAIN2_ID, CHAIN_ID, startStack } from './startStack'
import type { Stack } from './startStack'
import { watchParents } from './watchParents'
import { SOLANA_TEST_USDC } from '../solana/solanaTestAccounts'
import { DEV_ENS_ACCOUNT, DEV_ENS_NAME, ENS_REGISTRY_ADDRESS } from '../chain/localEns'

// A terminal's Ctrl-C reaches the anvil processes too, and their exit can be seen before this
// process's own SIGINT when start-up keeps the event loop busy. Waiting this long before calling
// something a failure lets the interrupt arrive, so Ctrl-C is never reported as a crash.
const SIGNAL_GRACE_MS = 250

// npm start is development; child tools and the services read the switch from here. Development also
// needs NODE_ENV=development or test: set here unless the shell set it (production is then refused).
process.env.FOYER_DEV = '1'
process.env.NODE_ENV ??= 'development'

const startup = new AbortController()
let exiting = false

const starting = startStack({
  log: (line) => console.log(`  ${line}`),
  // Users and wallets persist across restarts here; delete the directory to start afresh.
  dataDir: process.env.FOYER_DATA_DIR?.trim() || fileURLToPath(new URL('../../.foyer', import.meta.url)),
  signal: startup.signal,
  // The end-to-end run serves a production build of the demo (FOYER_DEMO_BUILD=1).
  demoMode: process.env.FOYER_DEMO_BUILD === '1' ? 'build' : 'dev',
  // The demo's Foyer Dev Wallet signs here with anvil's account #0, so its key never reaches the page.
  apiDomains: ({ chains }) => [
    devTestWalletRoute(
      createTestWallet({
        privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
        chains: chains.map((chain) => ({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl })),
      }),
    ),
  ],
  onFailure: (error) => {
    setTimeout(() => {
      if (exiting) return
      console.error(`\n${error.message}`)
      void shutdown(1, 'a part of the stack failed')
    }, SIGNAL_GRACE_MS)
  },
})

/** Stops everything exactly once, then exits; later signals during shutdown are ignored. */
async function shutdown(code: number, reason: string): Promise<void> {
  if (exiting) return
  exiting = true
  console.log(`\n${reason}: stopping the stack...`)
  // During start-up, startStack notices the abort after its current step and stops what it started.
  startup.abort(new Error(reason))
  try {
    const stack = await starting.catch(() => undefined)
    await stack?.stop()
  } finally {
    // Exit explicitly: @viem/anvil leaves a stop timer behind that would keep the process alive.
    process.exit(code)
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(0, signal))
}
watchParents(() => void shutdown(0, 'parent process gone'))
process.on('uncaughtException', (error) => {
  console.error(error)
  void shutdown(1, 'uncaught exception')
})
process.on('unhandledRejection', (error) => {
  console.error(error)
  void shutdown(1, 'unhandled rejection')
})

let stack: Stack
try {
  stack = await starting
} catch (error) {
  await new Promise((resolve) => setTimeout(resolve, SIGNAL_GRACE_MS))
  // An interrupt during start-up is no failure: shutdown() exits once start-up has cleaned up.
  if (exiting) await new Promise(() => undefined)
  if (error instanceof PortInUseError) {
    console.error(error.message)
  } else {
    console.error('The local stack failed to start:', error)
  }
  process.exit(1)
}

const rows: [string, string][] = [
  [`chain ${CHAIN_ID}`, stack.urls.chain],
  [`chain ${CHAIN2_ID}`, stack.urls.chain2],
  ['USDC', `${stack.usdcAddress} (${TEST_TOKEN_DECIMALS} decimals, 1,000,000 on anvil accounts #0-#9)`],
  ['DAI', `${DAI_ADDRESS} (18 decimals, 1,000,000 on anvil accounts #0-#9)`],
  ['Uniswap V2', `router ${UNISWAP_V2_ROUTER_ADDRESS}, pools ETH/USDC, ETH/DAI, USDC/DAI (1 ETH = 3,000 USDC)`],
  ['Uniswap V3', `SwapRouter02 ${LOCAL_UNISWAP_V3.swapRouter02}, QuoterV2 ${LOCAL_UNISWAP_V3.quoterV2}, pools ETH/USDC 0.3 %, ETH/DAI 0.05 % and 0.3 %`],
  ['ENS', `registry ${ENS_REGISTRY_ADDRESS} on both chains; ${DEV_ENS_NAME} (with an avatar) is anvil account #4, ${DEV_ENS_ACCOUNT.address}`],
  ['API', stack.urls.api],
  ['frame', stack.urls.frame],
  ['WC relay', stack.urls.relay ?? 'not started'],
  ['Farcaster', `${stack.urls.farcasterRelay ?? 'not started'} (relay stand-in; its sign-in page signs as @alice or @bob, ID Registry on chain ${CHAIN_ID})`],
  ['Solana', `${stack.urls.solana} (litesvm; test USDC ${SOLANA_TEST_USDC.mint}, 1,000 SOL and 1,000,000 USDC on its 10 test keys)`],
  ['demo', stack.urls.demo ?? 'not started'],
  ['dev wallet', `${ANVIL_ACCOUNTS[0]!.address} (Foyer Dev Wallet in the demo)`],
]
for (const line of stackBanner(stack, { rows })) console.log(line)
console.log('\nCtrl-C to stop.')
