import type { Abi, Address, Hex } from 'viem'
import artifact from './SessionAccount.json'
import { fixedAddressDeployer } from './fixedAddressDeployer'
import { SESSION_ACCOUNT_DEPLOYER_KEY, SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS } from './sessionAccountAddress'

export { SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS } from './sessionAccountAddress'

/**
 * ABI of `SessionAccount` (devstack/chain/SessionAccount.sol): Simple7702Account's functions plus
 * `grantSession`, `revokeSession`, `executeWithSession` and `sessionOf`.
 */
export const sessionAccountAbi = artifact.abi as Abi

/** Creation bytecode of `SessionAccount` (no constructor arguments). */
export const sessionAccountBytecode = artifact.bytecode as Hex

/**
 * Deploys `SessionAccount` on a fresh local chain at {@link SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS}:
 * the EIP-7702 implementation for chains where the embedded wallet grants smart sessions.
 *
 * @throws when the deployment reverts or lands elsewhere (the chain is not fresh).
 * @example
 * await deploySessionAccountImplementation(rpcUrl, 31337)
 */
export async function deploySessionAccountImplementation(rpcUrl: string, chainId: number): Promise<Address> {
  const { deploy } = await fixedAddressDeployer(rpcUrl, chainId, SESSION_ACCOUNT_DEPLOYER_KEY)
  await deploy('SessionAccount', { abi: sessionAccountAbi, bytecode: sessionAccountBytecode }, SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS)
  return SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS
}
