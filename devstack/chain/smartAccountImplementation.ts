import type { Abi, Address, Hex } from 'viem'
import artifact from './Simple7702Account.json'
import { fixedAddressDeployer } from './fixedAddressDeployer'
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

/**
 * Deploys `Simple7702Account` on a fresh local chain at {@link SMART_ACCOUNT_IMPLEMENTATION_ADDRESS}:
 * the contract embedded-wallet keys delegate to with EIP-7702 to become smart accounts.
 *
 * @throws when the deployment reverts or lands elsewhere (the chain is not fresh).
 * @example
 * await deploySmartAccountImplementation(rpcUrl, 31337)
 */
export async function deploySmartAccountImplementation(rpcUrl: string, chainId: number): Promise<Address> {
  const { deploy } = await fixedAddressDeployer(rpcUrl, chainId, IMPLEMENTATION_DEPLOYER_KEY)
  await deploy('Simple7702Account', { abi: smartAccountImplementationAbi, bytecode: smartAccountImplementationBytecode }, SMART_ACCOUNT_IMPLEMENTATION_ADDRESS)
  return SMART_ACCOUNT_IMPLEMENTATION_ADDRESS
}
