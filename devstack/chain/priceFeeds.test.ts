import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployContracts } from './deployContracts'
import { LOCAL_FEED_ADDRESSES, PRICE_FEED_DEPLOYER, deployPriceFeeds, setFeedAnswer, updateFeedRound } from './priceFeeds'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'

/* Chainlink's MockV3Aggregator deployed on a real anvil, as the stack does on both chains. */
const aggregator = parseAbi([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
])
let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31338 })
})
afterAll(() => anvil?.stop())

describe('deployPriceFeeds', () => {
  it('lands the feeds at their fixed addresses whatever else was deployed, with their set answers, once', async () => {
    // The local contracts' deployer moves first: the feeds' own deployer keeps their addresses.
    await deployContracts(anvil.rpcUrl, 31338)
    expect(await deployPriceFeeds(anvil.rpcUrl, 31338)).toEqual(LOCAL_FEED_ADDRESSES)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const answers = await Promise.all(
      Object.values(LOCAL_FEED_ADDRESSES).map((address) => client.readContract({ address, abi: aggregator, functionName: 'latestRoundData' })),
    )
    expect(answers.map(([, answer]) => answer)).toEqual([300_000_000_000n, 100_000_000n, 100_000_000n, 15_000_000_000n])
    expect(await client.readContract({ address: LOCAL_FEED_ADDRESSES.ethUsd, abi: aggregator, functionName: 'description' })).toBe(
      'v0.8/tests/MockV3Aggregator.sol',
    )
    const nonce = await client.getTransactionCount({ address: PRICE_FEED_DEPLOYER.address })
    await deployPriceFeeds(anvil.rpcUrl, 31338)
    expect(await client.getTransactionCount({ address: PRICE_FEED_DEPLOYER.address })).toBe(nonce)
  })

  it('moves an answer, and writes a round with an old timestamp', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    await setFeedAnswer(anvil.rpcUrl, LOCAL_FEED_ADDRESSES.solUsd, 151.25)
    const [round, answer] = await client.readContract({ address: LOCAL_FEED_ADDRESSES.solUsd, abi: aggregator, functionName: 'latestRoundData' })
    expect(answer).toBe(15_125_000_000n)
    await updateFeedRound(anvil.rpcUrl, LOCAL_FEED_ADDRESSES.solUsd, { usd: 149, updatedAt: 1_700_000_000 })
    const [nextRound, oldAnswer, , updatedAt] = await client.readContract({
      address: LOCAL_FEED_ADDRESSES.solUsd,
      abi: aggregator,
      functionName: 'latestRoundData',
    })
    expect([nextRound, oldAnswer, updatedAt]).toEqual([round + 1n, 14_900_000_000n, 1_700_000_000n])
  })

  it('refuses to move an address that is no feed', async () => {
    await expect(setFeedAnswer(anvil.rpcUrl, '0x0000000000000000000000000000000000000bad', 1)).rejects.toThrow()
  })
})
