import { createPublicClient, createWalletClient, getContractAddress, http } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BaseError } from '../../src/errors/BaseError'
import type { AnvilAccount } from './addresses'
import { localChain } from './localChain'
import { testTokenAbi, testTokenBytecode } from './testToken'

/** Options of {@link deployTestTokens}. */
export type DeployTestTokensOptions = {
  /** How many TestToken contracts to deploy. */
  count: number
  /** Who signs the deployments (its next nonces are used, all sent at once). */
  from: AnvilAccount
  /** Who each token credits at deployment. */
  recipients: readonly Address[]
  /** How many base units (6 decimals) each recipient gets of each token. */
  amountEach: bigint
}

/** Thrown when one of {@link deployTestTokens}' deployments fails. */
export class TestTokenDeployError extends BaseError {
  override name = 'TestTokenDeployError'
}

/**
 * Deploys `count` TestTokens (each calls itself "USD Coin" / USDC, 6 decimals) on a local chain, in
 * one go (consecutive nonces, then the receipts), for tests and benchmarks that need many tokens.
 *
 * @returns the contracts' addresses, in deployment order.
 * @throws {TestTokenDeployError} when a deployment reverts.
 * @example
 * const tokens = await deployTestTokens(anvil.rpcUrl, 31337, { count: 50, from: ANVIL_ACCOUNTS[0], recipients: [alice], amountEach: 1_000_000n })
 */
export async function deployTestTokens(rpcUrl: string, chainId: number, options: DeployTestTokensOptions): Promise<Address[]> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 })
  const account = privateKeyToAccount(options.from.privateKey)
  const wallet = createWalletClient({ chain, transport, account })
  const first = await publicClient.getTransactionCount({ address: account.address })
  const hashes = await Promise.all(
    Array.from({ length: options.count }, (_, index) =>
      wallet.deployContract({
        abi: testTokenAbi,
        bytecode: testTokenBytecode,
        args: [options.recipients, options.amountEach],
        nonce: first + index,
        // A fixed limit: estimating each against a state where the earlier ones are not mined yet would be wrong.
        gas: 3_000_000n,
      }),
    ),
  )
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new TestTokenDeployError(`TestToken deployment ${hash} reverted on ${rpcUrl}`)
  }
  return hashes.map((_, index) => getContractAddress({ from: account.address, nonce: BigInt(first + index) }))
}
