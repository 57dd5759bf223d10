import { createPublicClient, createWalletClient, http, numberToHex, parseEther } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifact from './SessionAccount.json'
import { localChain } from './localChain'
import { SESSION_ACCOUNT_DEPLOYER_KEY, SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS } from './sessionAccountAddress'

export { SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS } from './sessionAccountAddress'

/**
 * ABI of `SessionAccount` (devstack/chain/SessionAccount.sol): Simple7702Account's functions plus
 * `grantSession`, `revokeSession`, `executeWithSession` and `sessionOf`.
 */
export const sessionAccountAbi = artifact.abi as Abi

/** Creation bytecode of `SessionAccount` (no constructor arguments). */
export const sessionAccountBytecode = artifact.bytecode as Hex

const deployer = privateKeyToAccount(SESSION_ACCOUNT_DEPLOYER_KEY)

/**
 * Deploys `SessionAccount` on a fresh local chain at {@link SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS}:
 * the EIP-7702 implementation for chains where the embedded wallet grants smart sessions.
 *
 * @throws when the deployment reverts or lands elsewhere (the chain is not fresh).
 * @example
 * await deploySessionAccountImplementation(rpcUrl, 31337)
 */
export async function deploySessionAccountImplementation(rpcUrl: string, chainId: number): Promise<Address> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [deployer.address, numberToHex(parseEther('1'))] as never })
  const walletClient = createWalletClient({ chain, transport, account: deployer })
  const hash = await walletClient.deployContract({ abi: sessionAccountAbi, bytecode: sessionAccountBytecode })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`SessionAccount deployment ${hash} reverted on ${rpcUrl}`)
  if (receipt.contractAddress?.toLowerCase() !== SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS.toLowerCase()) {
    throw new Error(`SessionAccount landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS}`)
  }
  return SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS
}
