import { createPublicClient, createWalletClient, http } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, DEPLOYER, USDC_ADDRESS } from './addresses'
import { localChain } from './localChain'
import { TEST_TOKEN_DECIMALS, testTokenAbi, testTokenBytecode } from './testToken'

/** USDC every anvil account #0..#9 receives at deployment: 1,000,000 USDC in base units. */
export const USDC_AMOUNT_EACH = 1_000_000n * 10n ** BigInt(TEST_TOKEN_DECIMALS)

/** Thrown when the deployer has already sent transactions, so the contracts would not land at the fixed addresses. */
export class ChainNotFreshError extends Error {
  override name = 'ChainNotFreshError'
  constructor(
    readonly rpcUrl: string,
    readonly nonce: number,
  ) {
    super(
      `The chain at ${rpcUrl} is not fresh: deployer ${DEPLOYER.address} (anvil account #9) has nonce ` +
        `${nonce}, so TestToken would not land at ${USDC_ADDRESS}. Restart anvil without saved state.`,
    )
  }
}

/**
 * Deploys TestToken (USDC) from anvil account #9 to a fresh local chain, funding accounts #0..#9
 * with {@link USDC_AMOUNT_EACH} each, and waits for the receipt.
 *
 * @returns the token's address, always `USDC_ADDRESS`.
 *
 * @throws {ChainNotFreshError} when account #9 has already sent a transaction on this chain.
 * @throws when the deployment reverts or lands somewhere else than `USDC_ADDRESS`.
 */
export async function deployContracts(rpcUrl: string, chainId: number): Promise<Address> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const walletClient = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(DEPLOYER.privateKey),
  })

  const nonce = await publicClient.getTransactionCount({ address: DEPLOYER.address })
  if (nonce !== 0) throw new ChainNotFreshError(rpcUrl, nonce)

  const hash = await walletClient.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [ANVIL_ACCOUNTS.map((account) => account.address), USDC_AMOUNT_EACH],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`TestToken deployment ${hash} reverted on ${rpcUrl}`)
  if (receipt.contractAddress?.toLowerCase() !== USDC_ADDRESS.toLowerCase()) {
    throw new Error(`TestToken landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${USDC_ADDRESS}`)
  }
  return USDC_ADDRESS
}
