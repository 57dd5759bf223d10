import type { ApiChain } from '../../services/api/coreRoutes'
import { createMeldClient } from '../../services/api/onramp/meldClient'
import type { OnrampSandbox } from '../../services/api/onramp/onrampRoutes'
import type { OnrampPurchaseCurrency } from '../../src/onramp/onrampDefaults'
import { startMeldStandIn } from '../onramp/meldStandIn'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_USDC } from '../solana/solanaTestAccounts'
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

/** The local Solana cluster, as the sandbox lists it: SOL and the test USDC, priced as Meld prices them on Solana. */
const localSolanaNetwork = (contract: string) => ({
  name: 'foyer-local-solana',
  display_name: 'Solana Localnet',
  chain_id: SOLANA_LOCALNET_CAIP_NETWORK_ID,
  contract_address: contract,
})
const SOLANA_QUOTE_ONLY: { currency: OnrampPurchaseCurrency; quoteCodes: Record<string, string> }[] = [
  { currency: { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [localSolanaNetwork('')] }, quoteCodes: { 'foyer-local-solana': 'SOL' } },
  {
    currency: { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [localSolanaNetwork(SOLANA_TEST_USDC.mint)] },
    quoteCodes: { 'foyer-local-solana': 'USDC_SOL' },
  },
]

/**
 * The on-ramp sandbox over the local chains among `chains` (31337, 31338), delivering the test USDC
 * from {@link ONRAMP_SANDBOX_SENDER}, its quotes priced by a local Meld stand-in (started here, stopped
 * by `close`) through the same client production uses with Meld. It also lists SOL and USDC on the
 * local Solana cluster, quoted but not delivered. Development only, like the sandbox itself.
 *
 * @throws under `NODE_ENV=production`.
 * @example
 * const sandbox = await localOnrampSandbox(chains)
 * onrampRoutes({ sandbox })
 * await sandbox.close?.()
 */
export async function localOnrampSandbox(chains: readonly ApiChain[], env?: Readonly<Record<string, string | undefined>>): Promise<OnrampSandbox> {
  const standIn = await startMeldStandIn()
  try {
    const sandbox = createOnrampSandbox({
      chains: chains.filter((chain) => LOCAL_CHAIN_IDS.has(chain.id)),
      usdcAddress: USDC_ADDRESS,
      sender: ONRAMP_SANDBOX_SENDER,
      quotes: createMeldClient({ apiKey: standIn.apiKey, apiUrl: standIn.url }),
      quoteOnly: SOLANA_QUOTE_ONLY,
      ...(env ? { env } : {}),
    })
    return { ...sandbox, close: standIn.close }
  } catch (error) {
    await standIn.close()
    throw error
  }
}
