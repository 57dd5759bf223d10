import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256 } from 'viem'
import type { Address, Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, DEPLOYER, UNISWAP_V2_FACTORY_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from './addresses'
import { deployLocalUniswapV3 } from './deployLocalUniswapV3'
import type { LOCAL_UNISWAP_V3 } from './uniswapV3Addresses'
import { localChain } from './localChain'
import { TEST_DAI_DECIMALS, testDaiAbi, testDaiBytecode } from './testDai'
import { TEST_TOKEN_DECIMALS } from './testToken'
import { uniswapV2RouterAbi } from '../../src/swap/uniswapV2Abi'
import { uniswapV2Artifacts } from './uniswapV2Artifacts'

/** DAI every anvil account #0..#9 receives at deployment: 1,000,000 DAI in base units. */
export const DAI_AMOUNT_EACH = 1_000_000n * 10n ** BigInt(TEST_DAI_DECIMALS)

const ETH = 10n ** 18n
const USDC = 10n ** BigInt(TEST_TOKEN_DECIMALS)
const DAI = 10n ** BigInt(TEST_DAI_DECIMALS)

/**
 * The pools the local chains start with, seeded by the deployer (account #9): 1 ETH = 3,000 USDC =
 * 3,000 DAI and 1 USDC = 1 DAI. Deep enough that small swaps barely move the price, shallow enough
 * that a 20,000 USDC swap moves it by several percent (real price impact for the UI to show).
 * `tokenA` `'ETH'` is native ether, paired as WETH.
 */
export const LOCAL_POOLS = [
  { tokenA: 'ETH', amountA: 100n * ETH, tokenB: USDC_ADDRESS, amountB: 300_000n * USDC },
  { tokenA: 'ETH', amountA: 50n * ETH, tokenB: DAI_ADDRESS, amountB: 150_000n * DAI },
  { tokenA: USDC_ADDRESS, amountA: 100_000n * USDC, tokenB: DAI_ADDRESS, amountB: 100_000n * DAI },
] as const satisfies readonly { tokenA: Address | 'ETH'; amountA: bigint; tokenB: Address; amountB: bigint }[]

/**
 * What {@link deployLocalAmm} deployed; the addresses are always the fixed ones of `addresses.ts`
 * (V2) and `LOCAL_UNISWAP_V3` (V3).
 */
export type LocalAmm = { dai: Address; weth: Address; factory: Address; router: Address; v3: typeof LOCAL_UNISWAP_V3 }

/**
 * Deploys the second test token (DAI, funding accounts #0..#9 with {@link DAI_AMOUNT_EACH}) and
 * Uniswap V2 (WETH9, factory, router) from the compiled artifacts of `@uniswap/v2-core` and
 * `@uniswap/v2-periphery`, then seeds {@link LOCAL_POOLS} through the router; then Uniswap V3 with its
 * pools (`deployLocalUniswapV3`). Runs from account #9 right after USDC and TestNft, so everything
 * lands at the fixed addresses of `addresses.ts`; V3 has a deployer of its own.
 *
 * @throws when the deployer's nonce is not 2 (USDC and TestNft not deployed first, or the chain is
 *   not fresh), when a transaction reverts or a contract lands elsewhere, or when the factory puts a
 *   pair somewhere else than the router expects.
 * @example
 * await deployContracts(rpcUrl, 31337)
 * await deployTestNft(rpcUrl, 31337)
 * await deployLocalAmm(rpcUrl, 31337)
 */
export async function deployLocalAmm(rpcUrl: string, chainId: number): Promise<LocalAmm> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const walletClient = createWalletClient({ chain, transport, account: privateKeyToAccount(DEPLOYER.privateKey) })
  const artifacts = uniswapV2Artifacts()

  const nonce = await publicClient.getTransactionCount({ address: DEPLOYER.address })
  if (nonce !== 2) {
    throw new Error(
      `The local AMM must follow USDC and TestNft on ${rpcUrl}, but the deployer's nonce is ${nonce}, ` +
        `so DAI would not land at ${DAI_ADDRESS}. Run deployContracts and deployTestNft first on a fresh anvil.`,
    )
  }
  const mined = async (what: string, hash: Hash, expectedAddress?: Address) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} (${hash}) reverted on ${rpcUrl}`)
    if (expectedAddress && receipt.contractAddress?.toLowerCase() !== expectedAddress.toLowerCase()) {
      throw new Error(`${what} landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${expectedAddress}`)
    }
  }

  const recipients = ANVIL_ACCOUNTS.map((account) => account.address)
  await mined(
    'TestDai deployment',
    await walletClient.deployContract({ abi: testDaiAbi, bytecode: testDaiBytecode, args: [recipients, DAI_AMOUNT_EACH] }),
    DAI_ADDRESS,
  )
  await mined('WETH9 deployment', await walletClient.deployContract({ abi: artifacts.weth.abi, bytecode: artifacts.weth.bytecode }), WETH_ADDRESS)
  await mined(
    'UniswapV2Factory deployment',
    await walletClient.deployContract({ abi: artifacts.factory.abi, bytecode: artifacts.factory.bytecode, args: [DEPLOYER.address] }),
    UNISWAP_V2_FACTORY_ADDRESS,
  )
  await mined(
    'UniswapV2Router02 deployment',
    await walletClient.deployContract({
      abi: artifacts.router.abi,
      bytecode: artifacts.router.bytecode,
      args: [UNISWAP_V2_FACTORY_ADDRESS, WETH_ADDRESS],
    }),
    UNISWAP_V2_ROUTER_ADDRESS,
  )

  for (const token of [USDC_ADDRESS, DAI_ADDRESS]) {
    const hash = await walletClient.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2_ROUTER_ADDRESS, maxUint256],
    })
    await mined(`approve ${token} for the router`, hash)
  }
  const { timestamp } = await publicClient.getBlock()
  const deadline = timestamp + 3_600n
  for (const pool of LOCAL_POOLS) {
    const hash =
      pool.tokenA === 'ETH'
        ? await walletClient.writeContract({
            address: UNISWAP_V2_ROUTER_ADDRESS,
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidityETH',
            args: [pool.tokenB, pool.amountB, pool.amountB, pool.amountA, DEPLOYER.address, deadline],
            value: pool.amountA,
          })
        : await walletClient.writeContract({
            address: UNISWAP_V2_ROUTER_ADDRESS,
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidity',
            args: [pool.tokenA, pool.tokenB, pool.amountA, pool.amountB, pool.amountA, pool.amountB, DEPLOYER.address, deadline],
          })
    await mined(`seeding the ${pool.tokenA}/${pool.tokenB} pool`, hash)
  }

  // The router finds pairs by CREATE2 with the init code hash compiled into it, never by asking the
  // factory: if the core artifact's pair bytecode differed from that hash, the quote below would
  // read reserves at an empty address and revert, and so would every swap.
  for (const pool of LOCAL_POOLS) {
    const path = [pool.tokenA === 'ETH' ? WETH_ADDRESS : pool.tokenA, pool.tokenB]
    await publicClient
      .readContract({ address: UNISWAP_V2_ROUTER_ADDRESS, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [1_000n, path] })
      .catch((error: unknown) => {
        throw new Error(`The router cannot quote ${path.join(' -> ')} on ${rpcUrl}: its pair address differs from the factory's`, {
          cause: error,
        })
      })
  }
  const v3 = await deployLocalUniswapV3(rpcUrl, chainId)
  return { dai: DAI_ADDRESS, weth: WETH_ADDRESS, factory: UNISWAP_V2_FACTORY_ADDRESS, router: UNISWAP_V2_ROUTER_ADDRESS, v3 }
}
