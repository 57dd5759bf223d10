import { createPublicClient, createWalletClient, getContractAddress, http, keccak256, parseUnits, stringToHex } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { PriceFeedsConfig } from '../../services/api/prices/priceFeedsConfig'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_USDC } from '../solana/solanaTestAccounts'
import { DAI_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from './addresses'
import { localChain } from './localChain'
import artifact from './MockV3Aggregator.json'

/** ABI of Chainlink's MockV3Aggregator (`MockV3Aggregator.json`, compiled by `npm run contracts`). */
export const mockAggregatorAbi = artifact.abi as Abi

/** Creation bytecode of MockV3Aggregator; constructor `(uint8 decimals, int256 initialAnswer)`. */
export const mockAggregatorBytecode = artifact.bytecode as Hex

/**
 * Deploys the local price feeds: a key of its own, so the feeds land at the same addresses on every
 * fresh chain whatever else is deployed, and nothing else moves when feeds are added. Derived from a
 * public phrase: for local chains only.
 */
export const PRICE_FEED_DEPLOYER = privateKeyToAccount(keccak256(stringToHex('foyer local price feeds')))

/** Decimals of every local feed, as Chainlink's USD feeds have. */
export const LOCAL_FEED_DECIMALS = 8

/**
 * The local feeds and the answer each starts with (USD per whole token). DEVELOPMENT FIXTURES: fixed
 * numbers for the local chains, never market data; production reads the operator's chains.
 */
export const LOCAL_PRICE_FEEDS = [
  { name: 'ETH / USD', usd: 3000 },
  { name: 'USDC / USD', usd: 1 },
  { name: 'DAI / USD', usd: 1 },
  { name: 'SOL / USD', usd: 150 },
] as const

/** Where each local feed lands: the price feed deployer's transactions 0..3, on every local chain. */
export const LOCAL_FEED_ADDRESSES = {
  ethUsd: getContractAddress({ from: PRICE_FEED_DEPLOYER.address, nonce: 0n }),
  usdcUsd: getContractAddress({ from: PRICE_FEED_DEPLOYER.address, nonce: 1n }),
  daiUsd: getContractAddress({ from: PRICE_FEED_DEPLOYER.address, nonce: 2n }),
  solUsd: getContractAddress({ from: PRICE_FEED_DEPLOYER.address, nonce: 3n }),
} as const

/** Heartbeat of the local feeds: an answer not moved for a day counts as stale. */
export const LOCAL_FEED_HEARTBEAT_SECONDS = 86_400

async function clients(rpcUrl: string, chainId?: number) {
  const transport = http(rpcUrl, { retryCount: 0 })
  const chain = localChain(chainId ?? (await createPublicClient({ transport }).getChainId()), rpcUrl)
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account: PRICE_FEED_DEPLOYER }),
  }
}

async function fund(rpcUrl: string): Promise<void> {
  const publicClient = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  // anvil's cheat method: 100 ether (hex quantity) for the deployments and answer moves.
  await publicClient.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [PRICE_FEED_DEPLOYER.address, '0x56bc75e2d63100000'] as never })
}

/**
 * Deploys the local feeds ({@link LOCAL_PRICE_FEEDS}, Chainlink's MockV3Aggregator, 8 decimals) on a
 * local chain (anvil), at {@link LOCAL_FEED_ADDRESSES}. Does nothing where the first feed already has
 * code, so a second call is harmless.
 *
 * @throws when a deployment reverts or lands elsewhere (the deployer's nonce was used).
 * @example
 * await deployPriceFeeds(anvil.rpcUrl, 31337)
 */
export async function deployPriceFeeds(rpcUrl: string, chainId: number): Promise<typeof LOCAL_FEED_ADDRESSES> {
  const { publicClient, walletClient } = await clients(rpcUrl, chainId)
  const code = await publicClient.getCode({ address: LOCAL_FEED_ADDRESSES.ethUsd })
  if (code && code !== '0x') return LOCAL_FEED_ADDRESSES
  await fund(rpcUrl)
  const expected = Object.values(LOCAL_FEED_ADDRESSES)
  for (const [index, { name, usd }] of LOCAL_PRICE_FEEDS.entries()) {
    const hash = await walletClient.deployContract({
      abi: mockAggregatorAbi,
      bytecode: mockAggregatorBytecode,
      args: [LOCAL_FEED_DECIMALS, parseUnits(String(usd), LOCAL_FEED_DECIMALS)],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected[index]?.toLowerCase()) {
      throw new Error(
        `${name} feed deployment ${hash} on ${rpcUrl}: ${receipt.status} at ${receipt.contractAddress ?? 'no address'}, expected ${expected[index]}`,
      )
    }
  }
  return LOCAL_FEED_ADDRESSES
}

async function send(rpcUrl: string, feed: Address, functionName: 'updateAnswer' | 'updateRoundData', args: readonly unknown[]): Promise<void> {
  const { publicClient, walletClient } = await clients(rpcUrl)
  await fund(rpcUrl)
  // The mock writes `block.timestamp`: estimated in the second of the feed's last write, that write
  // is a no-op, while mined a second later it costs a full storage write. A fifth more gas covers it.
  const gas = await publicClient.estimateContractGas({ address: feed, abi: mockAggregatorAbi, functionName, args, account: PRICE_FEED_DEPLOYER })
  const hash = await walletClient.writeContract({ address: feed, abi: mockAggregatorAbi, functionName, args, gas: gas + gas / 5n })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') {
    // The gas limit beside the gas used tells an estimate that fell short from a real revert.
    const { gas } = await publicClient.getTransaction({ hash })
    throw new Error(`${functionName} on feed ${feed} reverted (${hash}, block ${receipt.blockNumber}, gas used ${receipt.gasUsed} of ${gas})`)
  }
}

/**
 * Moves a local feed's answer to `usd` (USD per whole token), timestamped with the new block: the
 * next price read after the price lifetime shows it.
 *
 * @example
 * await setFeedAnswer(chain.rpcUrl, LOCAL_FEED_ADDRESSES.ethUsd, 3100)
 */
export async function setFeedAnswer(rpcUrl: string, feed: Address, usd: number): Promise<void> {
  const publicClient = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const decimals = (await publicClient.readContract({ address: feed, abi: mockAggregatorAbi, functionName: 'decimals' })) as number
  await send(rpcUrl, feed, 'updateAnswer', [parseUnits(String(usd), decimals)])
}

/**
 * Writes a new round to a local feed with its own `updatedAt` (seconds since the epoch): an
 * `updatedAt` older than the feed's heartbeat makes the feed stale, so its tokens show no USD value.
 *
 * @example
 * await updateFeedRound(chain.rpcUrl, LOCAL_FEED_ADDRESSES.ethUsd, { usd: 3000, updatedAt: Math.floor(Date.now() / 1000) - 2 * 86_400 })
 */
export async function updateFeedRound(rpcUrl: string, feed: Address, round: { usd: number; updatedAt: number }): Promise<void> {
  const publicClient = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const [decimals, latestRound] = await Promise.all([
    publicClient.readContract({ address: feed, abi: mockAggregatorAbi, functionName: 'decimals' }) as Promise<number>,
    publicClient.readContract({ address: feed, abi: mockAggregatorAbi, functionName: 'latestRound' }) as Promise<bigint>,
  ])
  const at = BigInt(round.updatedAt)
  await send(rpcUrl, feed, 'updateRoundData', [latestRound + 1n, parseUnits(String(round.usd), decimals), at, at])
}

/** Options of {@link devPriceFeeds}. */
export type DevPriceFeedsOptions = {
  /** The local EVM chains, each with the local feeds deployed. */
  chainIds: readonly number[]
  /**
   * The chain the Solana tokens' feeds (SOL / USD, USDC / USD) are read on.
   * @default the first of `chainIds`
   */
  solanaFeedChainId?: number
}

/**
 * The `prices.feeds` configuration of the local stack: on each local chain its coin and WETH by the
 * ETH / USD feed, test USDC and DAI by theirs; on the local Solana cluster SOL and the test USDC mint
 * by the feeds of `solanaFeedChainId`.
 *
 * @example
 * createPriceService({ chains, feeds: priceFeedsFromConfig(devPriceFeeds({ chainIds: [31337, 31338] })) })
 */
export function devPriceFeeds(options: DevPriceFeedsOptions): PriceFeedsConfig {
  const heartbeatSeconds = LOCAL_FEED_HEARTBEAT_SECONDS
  const config: PriceFeedsConfig = {}
  for (const chainId of options.chainIds) {
    config[`eip155:${chainId}`] = {
      native: { feed: LOCAL_FEED_ADDRESSES.ethUsd, heartbeatSeconds },
      [WETH_ADDRESS]: { feed: LOCAL_FEED_ADDRESSES.ethUsd, heartbeatSeconds },
      [USDC_ADDRESS]: { feed: LOCAL_FEED_ADDRESSES.usdcUsd, heartbeatSeconds },
      [DAI_ADDRESS]: { feed: LOCAL_FEED_ADDRESSES.daiUsd, heartbeatSeconds },
    }
  }
  const solanaFeedChainId = options.solanaFeedChainId ?? options.chainIds[0]
  if (solanaFeedChainId !== undefined) {
    const chainId = `eip155:${solanaFeedChainId}`
    config[SOLANA_LOCALNET_CAIP_NETWORK_ID] = {
      native: { feed: LOCAL_FEED_ADDRESSES.solUsd, heartbeatSeconds, chainId },
      [SOLANA_TEST_USDC.mint]: { feed: LOCAL_FEED_ADDRESSES.usdcUsd, heartbeatSeconds, chainId },
    }
  }
  return config
}
