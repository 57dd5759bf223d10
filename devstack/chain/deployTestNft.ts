import { createPublicClient, createWalletClient, http } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, DEPLOYER, TEST_NFT_ADDRESS } from './addresses'
import { localChain } from './localChain'
import { testNftAbi, testNftBytecode } from './testNft'

/** Accounts that receive test NFTs at deployment: anvil's #0, #1 and #2. */
export const TEST_NFT_RECIPIENTS: readonly Address[] = ANVIL_ACCOUNTS.slice(0, 3).map((account) => account.address)

/** NFTs each recipient receives: #0 gets ids 1-2, #1 gets 3-4, #2 gets 5-6. */
export const TEST_NFTS_EACH = 2

/**
 * Token ids a recipient of {@link TEST_NFT_RECIPIENTS} owns right after deployment.
 *
 * @example
 * testNftIdsOf(1) // [3n, 4n] (anvil account #1)
 */
export function testNftIdsOf(recipientIndex: number): bigint[] {
  return Array.from({ length: TEST_NFTS_EACH }, (_, offset) => BigInt(recipientIndex * TEST_NFTS_EACH + offset + 1))
}

/**
 * Deploys TestNft from anvil account #9 as its second transaction (after `deployContracts` deployed
 * USDC), minting {@link TEST_NFTS_EACH} tokens to each of accounts #0..#2, and waits for the receipt.
 *
 * @returns the contract's address, always `TEST_NFT_ADDRESS`.
 * @throws when the deployer's nonce is not 1 (USDC not deployed first, or the chain is not fresh),
 *   when the deployment reverts or lands elsewhere.
 * @example
 * await deployContracts(rpcUrl, 31337)
 * await deployTestNft(rpcUrl, 31337)
 */
export async function deployTestNft(rpcUrl: string, chainId: number): Promise<Address> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const walletClient = createWalletClient({ chain, transport, account: privateKeyToAccount(DEPLOYER.privateKey) })

  const nonce = await publicClient.getTransactionCount({ address: DEPLOYER.address })
  if (nonce !== 1) {
    throw new Error(
      `TestNft must be the deployer's second transaction on ${rpcUrl} (after USDC), but its nonce is ${nonce}, ` +
        `so it would not land at ${TEST_NFT_ADDRESS}. Run deployContracts first on a fresh anvil.`,
    )
  }
  const hash = await walletClient.deployContract({
    abi: testNftAbi,
    bytecode: testNftBytecode,
    args: [TEST_NFT_RECIPIENTS, BigInt(TEST_NFTS_EACH)],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`TestNft deployment ${hash} reverted on ${rpcUrl}`)
  if (receipt.contractAddress?.toLowerCase() !== TEST_NFT_ADDRESS.toLowerCase()) {
    throw new Error(`TestNft landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${TEST_NFT_ADDRESS}`)
  }
  return TEST_NFT_ADDRESS
}
