import { createPublicClient, createWalletClient, getAddress, http } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { deployLocalAmm } from '../../../devstack/chain/deployLocalAmm'
import type { LocalAmm } from '../../../devstack/chain/deployLocalAmm'
import { deployTestNft } from '../../../devstack/chain/deployTestNft'
import { localChain } from '../../../devstack/chain/localChain'
import { deployMulticall3, MULTICALL3_ADDRESS } from '../../../devstack/chain/multicall3'
import { deployPriceFeeds } from '../../../devstack/chain/priceFeeds'
import { testTokenAbi, testTokenBytecode } from '../../../devstack/chain/testToken'

/** The account that deploys the look-alike token: not the fixed deployer (#9), so no fixed address moves. */
export const SPOOF_DEPLOYER = ANVIL_ACCOUNTS[7]!

/** The look-alike "USDC" its deployer mints itself: 5,000 in base units of 6 decimals. */
export const SPOOF_AMOUNT = 5_000_000_000n

/** What one chain holds once {@link deployPublicChain} ran. */
export type PublicChainDeployment = {
  chainId: number
  rpcUrl: string
  usdc: Address
  amm: LocalAmm
  multicall3: Address
  /** Chainlink aggregators (MockV3Aggregator, 8 decimals) answering ETH, USDC and DAI in USD. */
  feeds: { ethUsd: Address; usdcUsd: Address; daiUsd: Address }
  /** Uniswap V3 beside V2, with its pools (`deployLocalAmm` seeds both). */
  v3: { factory: Address; quoterV2: Address; swapRouter02: Address }
  /** A TestToken that calls itself "USD Coin" / "USDC" at another address, minted to {@link SPOOF_DEPLOYER}. */
  spoofUsdc: Address
}

/**
 * Deploys on a fresh anvil what a public chain has and production reads: USDC and DAI, Uniswap V2
 * with its pools (the development stack's deployments, in its order, so the addresses are its fixed
 * ones), Multicall3 at its canonical address, Chainlink price feeds, and a token named like USDC at
 * another address, minted to anvil #7, which production must not price.
 *
 * @example
 * const chain = await deployPublicChain(anvil.rpcUrl, 31337)
 */
export async function deployPublicChain(rpcUrl: string, chainId: number): Promise<PublicChainDeployment> {
  const usdc = await deployContracts(rpcUrl, chainId)
  await deployTestNft(rpcUrl, chainId)
  const amm = await deployLocalAmm(rpcUrl, chainId)
  await deployMulticall3(rpcUrl)
  const { ethUsd, usdcUsd, daiUsd } = await deployPriceFeeds(rpcUrl, chainId)
  const spoofUsdc = await deploySpoofUsdc(rpcUrl, chainId)
  const { factory, quoterV2, swapRouter02 } = amm.v3
  return { chainId, rpcUrl, usdc, amm, multicall3: MULTICALL3_ADDRESS, feeds: { ethUsd, usdcUsd, daiUsd }, v3: { factory, quoterV2, swapRouter02 }, spoofUsdc }
}

async function deploySpoofUsdc(rpcUrl: string, chainId: number): Promise<Address> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const walletClient = createWalletClient({ chain, transport, account: privateKeyToAccount(SPOOF_DEPLOYER.privateKey) })
  // The same contract as the real test USDC: same name, symbol and decimals; only the address differs.
  const hash = await walletClient.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: [[SPOOF_DEPLOYER.address], SPOOF_AMOUNT] })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`the look-alike USDC deployment ${hash} failed on ${rpcUrl}`)
  return getAddress(receipt.contractAddress)
}
