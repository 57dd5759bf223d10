import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from './addresses'
import { ChainNotFreshError, USDC_AMOUNT_EACH, deployContracts } from './deployContracts'
import { localChain } from './localChain'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'

let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(() => anvil?.stop())

describe('deployContracts', () => {
  it('deploys USDC at its fixed address, funds accounts #0..#9, then refuses a second run', async () => {
    expect(await deployContracts(anvil.rpcUrl, 31337)).toBe(USDC_ADDRESS)
    const client = createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http() })
    const balances = await Promise.all(
      ANVIL_ACCOUNTS.map((account) => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })),
    )
    expect(balances).toEqual(ANVIL_ACCOUNTS.map(() => USDC_AMOUNT_EACH))
    expect(await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'totalSupply' })).toBe(10n * USDC_AMOUNT_EACH)

    const again = await deployContracts(anvil.rpcUrl, 31337).catch((error: unknown) => error)
    expect(again).toBeInstanceOf(ChainNotFreshError)
    expect((again as Error).message).toBe(
      `The chain at ${anvil.rpcUrl} is not fresh: deployer 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720 ` +
        `(anvil account #9) has nonce 1, so TestToken would not land at ${USDC_ADDRESS}. Restart anvil without saved state.`,
    )
  })
})
