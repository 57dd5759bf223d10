import { afterAll, beforeAll } from 'vitest'
import type { RunningAnvil } from '../../devstack/chain/startAnvil'
import type { RunningServer } from '../../services/api/listenHttp'
import { startConvertChain } from './convertTestKit'

/**
 * The convert chain (anvil with the local contracts and AMM, and an API serving swaps on it) for
 * one test file: started before its tests, stopped after them. Read `anvil` and `api` inside tests.
 *
 * @example
 * const chain = convertChainForFile(31337)
 * it('quotes', async () => { await fetch(`${chain.api.url}/v1/convert/tokens?chainId=eip155:31337`) })
 */
export function convertChainForFile(chainId: number): { readonly anvil: RunningAnvil; readonly api: RunningServer } {
  let running: Awaited<ReturnType<typeof startConvertChain>> | undefined
  beforeAll(async () => {
    running = await startConvertChain(chainId)
  }, 60_000)
  afterAll(() => running?.stop())
  return {
    get anvil() {
      return running!.anvil
    },
    get api() {
      return running!.api
    },
  }
}
