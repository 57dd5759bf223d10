import type { ApiChain } from '../../services/api/coreRoutes'
import type { OnrampSandbox } from '../../services/api/onramp/onrampRoutes'
import { createOnrampSandbox } from './onrampSandbox'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from './addresses'

/** The local chains the sandbox delivers on. */
const LOCAL_CHAIN_IDS = new Set([31337, 31338])

/**
 * The account the on-ramp sandbox pays the purchased USDC from: anvil's #8, which no end-to-end test
 * connects or checks balances of (they use #0-#3), and which is not the deployer (#9), whose nonce
 * fixes the contracts' addresses.
 */
export const ONRAMP_SANDBOX_SENDER = ANVIL_ACCOUNTS[8]

/**
 * The on-ramp sandbox over the local chains among `chains` (31337, 31338), delivering the test USDC
 * from {@link ONRAMP_SANDBOX_SENDER}. Development only, like the sandbox itself.
 *
 * @throws under `NODE_ENV=production`.
 * @example
 * onrampRoutes({ sandbox: dev ? localOnrampSandbox(chains) : undefined })
 */
export function localOnrampSandbox(chains: readonly ApiChain[], env?: Readonly<Record<string, string | undefined>>): OnrampSandbox {
  return createOnrampSandbox({
    chains: chains.filter((chain) => LOCAL_CHAIN_IDS.has(chain.id)),
    usdcAddress: USDC_ADDRESS,
    sender: ONRAMP_SANDBOX_SENDER,
    ...(env ? { env } : {}),
  })
}
