import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseAbi, zeroAddress } from 'viem'
import type { Address, Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { UniswapV3FeeTier } from '../../src/swap/uniswapV3Abi'
import { DAI_ADDRESS, DEPLOYER, UNISWAP_V2_FACTORY_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from './addresses'
import { localChain } from './localChain'
import { TEST_DAI_DECIMALS } from './testDai'
import { TEST_TOKEN_DECIMALS } from './testToken'
import type { UniswapArtifact } from './uniswapV2Artifacts'
import { LOCAL_UNISWAP_V3, UNISWAP_V3_DEPLOYER } from './uniswapV3Addresses'
import { uniswapV3Artifacts } from './uniswapV3Artifacts'

const ETH = 10n ** 18n
const USDC = 10n ** BigInt(TEST_TOKEN_DECIMALS)
const DAI = 10n ** BigInt(TEST_DAI_DECIMALS)

/**
 * The V3 pools the local chains start with, each with one full-range position at 1 ETH = 3,000 USDC
 * = 3,000 DAI. Their depths beside the V2 pairs (100 ETH / 300,000 USDC, 50 ETH / 150,000 DAI) make
 * both versions win somewhere: ETH/USDC's V3 pool is shallower than its V2 pair at the same fee, so
 * V2 pays more; ETH/DAI's V3 pools beat the V2 pair, the cheap 0.05 % tier for small trades and the
 * deep 0.3 % tier for large ones. No pool has the 1 % tier, so its quotes revert.
 */
export const LOCAL_V3_POOLS = [
  { token: USDC_ADDRESS, fee: 3000, eth: 10n * ETH, amount: 30_000n * USDC },
  { token: DAI_ADDRESS, fee: 500, eth: 20n * ETH, amount: 60_000n * DAI },
  { token: DAI_ADDRESS, fee: 3000, eth: 200n * ETH, amount: 600_000n * DAI },
] as const satisfies readonly { token: Address; fee: UniswapV3FeeTier; eth: bigint; amount: bigint }[]

const TICK_SPACINGS: Record<UniswapV3FeeTier, number> = { 500: 10, 3000: 60, 10000: 200 }
const MAX_TICK = 887272

const positionManagerAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const wethAbi = parseAbi(['function deposit() payable'])

/** √(amount1 / amount0) in Q64.96, the price a pool starts at when it holds the two amounts. */
export function sqrtPriceX96Of(amount0: bigint, amount1: bigint): bigint {
  const square = (amount1 << 192n) / amount0
  // Newton's method on integers: the largest root whose square does not exceed `square`.
  let root = square
  let next = (root + 1n) / 2n
  while (next < root) {
    root = next
    next = (root + square / root) / 2n
  }
  return root
}

/**
 * Deploys Uniswap V3 (factory, `NonfungiblePositionManager`, `QuoterV2`, `SwapRouter02` from the
 * packages' artifacts) at {@link LOCAL_UNISWAP_V3} and seeds {@link LOCAL_V3_POOLS}. Needs USDC,
 * DAI, WETH9 and the V2 factory (`SwapRouter02` is built with it) in place: `deployLocalAmm` calls
 * it last. The V3 deployer gets its ether from `anvil_setBalance` and its tokens from the deployer
 * (#9).
 *
 * @throws when the V3 deployer's nonce was used (the chain is not fresh), or a transaction reverts.
 * @example
 * await deployLocalUniswapV3(rpcUrl, 31337)
 */
export async function deployLocalUniswapV3(rpcUrl: string, chainId: number): Promise<typeof LOCAL_UNISWAP_V3> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const wallet = createWalletClient({ chain, transport, account: UNISWAP_V3_DEPLOYER })
  const funder = createWalletClient({ chain, transport, account: privateKeyToAccount(DEPLOYER.privateKey) })
  const mined = async (what: string, hash: Hash, expectedAddress?: Address) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} (${hash}) reverted on ${rpcUrl}`)
    if (expectedAddress && receipt.contractAddress?.toLowerCase() !== expectedAddress.toLowerCase()) {
      throw new Error(`${what} landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${expectedAddress}`)
    }
  }
  const nonce = await publicClient.getTransactionCount({ address: UNISWAP_V3_DEPLOYER.address })
  if (nonce !== 0) throw new Error(`Uniswap V3 is deployed once per chain, but its deployer's nonce on ${rpcUrl} is ${nonce}: use a fresh anvil.`)

  const pools = LOCAL_V3_POOLS
  const total = (token: Address) => pools.reduce((sum, pool) => (pool.token === token ? sum + pool.amount : sum), 0n)
  const eth = pools.reduce((sum, pool) => sum + pool.eth, 0n)
  // anvil's cheat method: the pools' ether plus 10 for gas, as a hex quantity.
  await publicClient.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [UNISWAP_V3_DEPLOYER.address, `0x${(eth + 10n * ETH).toString(16)}`] as never,
  })
  for (const token of [USDC_ADDRESS, DAI_ADDRESS]) {
    const hash = await funder.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [UNISWAP_V3_DEPLOYER.address, total(token)] })
    await mined(`funding the V3 deployer with ${token}`, hash)
  }

  const artifacts = uniswapV3Artifacts()
  const deploy = async (what: string, artifact: UniswapArtifact, args: readonly unknown[], address: Address) =>
    mined(`${what} deployment`, await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args }), address)
  const v3 = LOCAL_UNISWAP_V3
  await deploy('UniswapV3Factory', artifacts.factory, [], v3.factory)
  await deploy('NonfungiblePositionManager', artifacts.positionManager, [v3.factory, WETH_ADDRESS, zeroAddress], v3.positionManager)
  await deploy('QuoterV2', artifacts.quoterV2, [v3.factory, WETH_ADDRESS], v3.quoterV2)
  await deploy('SwapRouter02', artifacts.swapRouter02, [UNISWAP_V2_FACTORY_ADDRESS, v3.factory, v3.positionManager, WETH_ADDRESS], v3.swapRouter02)

  await mined('wrapping ether', await wallet.writeContract({ address: WETH_ADDRESS, abi: wethAbi, functionName: 'deposit', value: eth }))
  for (const token of [WETH_ADDRESS, USDC_ADDRESS, DAI_ADDRESS]) {
    const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [v3.positionManager, maxUint256] })
    await mined(`approve ${token} for the position manager`, hash)
  }
  const { timestamp } = await publicClient.getBlock()
  // A pool's first position costs more when it lands in a later second than the node estimated in
  // (its price oracle then interpolates): a fixed limit far above either takes the timing out.
  const gas = 3_000_000n
  for (const pool of pools) {
    // The pool orders its tokens by address: token0 is the lower one.
    const wethFirst = BigInt(WETH_ADDRESS) < BigInt(pool.token)
    const [token0, token1, amount0, amount1] = wethFirst ? [WETH_ADDRESS, pool.token, pool.eth, pool.amount] : [pool.token, WETH_ADDRESS, pool.amount, pool.eth]
    const create = await wallet.writeContract({
      address: v3.positionManager,
      abi: positionManagerAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, pool.fee, sqrtPriceX96Of(amount0, amount1)],
      gas: 6_000_000n,
    })
    await mined(`creating the ${pool.token}/${pool.fee} pool`, create)
    const spacing = TICK_SPACINGS[pool.fee]
    const tickUpper = Math.floor(MAX_TICK / spacing) * spacing
    const hash = await wallet.writeContract({
      address: v3.positionManager,
      abi: positionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0,
          token1,
          fee: pool.fee,
          tickLower: -tickUpper,
          tickUpper,
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: UNISWAP_V3_DEPLOYER.address,
          deadline: timestamp + 3_600n,
        },
      ],
      gas,
    })
    await mined(`seeding the ${pool.token}/${pool.fee} pool`, hash)
  }
  return v3
}
