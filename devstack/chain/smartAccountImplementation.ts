import { createPublicClient, createWalletClient, http, numberToHex, parseEther } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifact from './Simple7702Account.json'
import { localChain } from './localChain'
import { IMPLEMENTATION_DEPLOYER_KEY, SMART_ACCOUNT_IMPLEMENTATION_ADDRESS } from './smartAccountAddress'

export { SMART_ACCOUNT_IMPLEMENTATION_ADDRESS } from './smartAccountAddress'

/**
 * ABI of the embedded wallet's smart account implementation: `Simple7702Account` from
 * `@account-abstraction/contracts` 0.8.0 (`execute`, `executeBatch((address,uint256,bytes)[])`,
 * `isValidSignature`).
 */
export const smartAccountImplementationAbi = artifact.abi as Abi

/** Creation bytecode of `Simple7702Account` (no constructor arguments). */
export const smartAccountImplementationBytecode = artifact.bytecode as Hex

const implementationDeployer = privateKeyToAccount(IMPLEMENTATION_DEPLOYER_KEY)

/**
 * Deploys `Simple7702Account` on a fresh local chain at {@link SMART_ACCOUNT_IMPLEMENTATION_ADDRESS}:
 * the contract embedded-wallet keys delegate to with EIP-7702 to become smart accounts.
 *
 * @throws when the deployment reverts or lands elsewhere (the chain is not fresh).
 * @example
 * await deploySmartAccountImplementation(rpcUrl, 31337)
 */
export async function deploySmartAccountImplementation(rpcUrl: string, chainId: number): Promise<Address> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [implementationDeployer.address, numberToHex(parseEther('1'))] as never })
  const walletClient = createWalletClient({ chain, transport, account: implementationDeployer })
  const hash = await walletClient.deployContract({ abi: smartAccountImplementationAbi, bytecode: smartAccountImplementationBytecode })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`Simple7702Account deployment ${hash} reverted on ${rpcUrl}`)
  if (receipt.contractAddress?.toLowerCase() !== SMART_ACCOUNT_IMPLEMENTATION_ADDRESS.toLowerCase()) {
    throw new Error(`Simple7702Account landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${SMART_ACCOUNT_IMPLEMENTATION_ADDRESS}`)
  }
  return SMART_ACCOUNT_IMPLEMENTATION_ADDRESS
}
