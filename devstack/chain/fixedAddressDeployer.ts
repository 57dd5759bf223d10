import { createPublicClient, createWalletClient, http, numberToHex, parseEther } from 'viem'
import type { Abi, Address, Chain, Hash, Hex, PublicClient, TransactionReceipt, Transport, WalletClient } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { localChain } from './localChain'

/** What {@link fixedAddressDeployer} gives: its clients and two steps that throw on a revert. */
export type FixedAddressDeployer = {
  publicClient: PublicClient
  walletClient: WalletClient<Transport, Chain, PrivateKeyAccount>
  /** The deployer's address. */
  address: Address
  /** Waits for `hash` and returns its receipt; throws, naming `what`, when it reverted. */
  mined: (what: string, hash: Hash) => Promise<TransactionReceipt>
  /** Deploys a contract and checks it landed at `expected`; throws otherwise (the chain is not fresh). */
  deploy: (name: string, contract: { abi: Abi; bytecode: Hex; args?: readonly unknown[] }, expected: Address) => Promise<void>
}

/**
 * A deployer key of its own on a fresh local chain, funded with 1 ETH: a contract it deploys first
 * lands at the address its key and nonce fix, whatever else the chain holds, so the stack, the
 * frame and the tests can name that address before it exists.
 *
 * @example
 * const { deploy } = await fixedAddressDeployer(rpcUrl, 31337, IMPLEMENTATION_DEPLOYER_KEY)
 * await deploy('Simple7702Account', { abi, bytecode }, SMART_ACCOUNT_IMPLEMENTATION_ADDRESS)
 */
export async function fixedAddressDeployer(rpcUrl: string, chainId: number, key: Hex): Promise<FixedAddressDeployer> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const account = privateKeyToAccount(key)
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [account.address, numberToHex(parseEther('1'))] as never })
  const walletClient = createWalletClient({ chain, transport, account })
  const mined = async (what: string, hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} (${hash}) reverted on ${rpcUrl}`)
    return receipt
  }
  const deploy: FixedAddressDeployer['deploy'] = async (name, { abi, bytecode, args = [] }, expected) => {
    const receipt = await mined(`deploying ${name}`, await walletClient.deployContract({ abi, bytecode, args }))
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`${name} landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${expected}`)
    }
  }
  return { publicClient, walletClient, address: account.address, mined, deploy }
}
