import { createPublicClient, createWalletClient, getContractAddress, http, keccak256, numberToHex, parseEther, stringToBytes } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifact from './FoyerNameResolver.json'
import { deployLocalEns } from './localEns'
import { localChain } from './localChain'

/** ABI of `FoyerNameResolver.sol` (the local chains' CCIP-Read universal resolver). */
export const nameResolverAbi = artifact.abi as Abi

/** Creation bytecode of `FoyerNameResolver.sol`; constructor `(string gatewayUrl, address gatewaySigner, address ensRegistry)`. */
export const nameResolverBytecode = artifact.bytecode as Hex

// A deployer of its own (a key anyone can derive: local chains only), so the resolver lands at the
// same address on every fresh chain whatever else was deployed before it, and the demo's chain
// definition can name it.
const RESOLVER_DEPLOYER_KEY: Hex = keccak256(stringToBytes('foyer local name resolver deployer'))
const resolverDeployer = privateKeyToAccount(RESOLVER_DEPLOYER_KEY)

/**
 * The development key the API's CCIP-Read gateway signs its answers with, and that the local
 * resolver is deployed to trust. Anyone can derive it: local chains only.
 */
export const DEV_NAME_GATEWAY_KEY: Hex = keccak256(stringToBytes('foyer local name gateway signer'))

/** Where the name resolver lands on a fresh local chain: its deployer's first transaction. */
export const NAME_RESOLVER_ADDRESS: Address = getContractAddress({ from: resolverDeployer.address, nonce: 0n })

/**
 * The gateway URL template the resolver is deployed with: the API's CCIP-Read route.
 *
 * @example
 * nameGatewayUrl('http://127.0.0.1:8787') // 'http://127.0.0.1:8787/v1/profile/ccip/{sender}/{data}'
 */
export function nameGatewayUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/$/, '')}/v1/profile/ccip/{sender}/{data}`
}

/**
 * Deploys ENS (`deployLocalEns`: registry, public and reverse resolvers, `foyer-dev.eth` seeded),
 * then `FoyerNameResolver` on a fresh local chain at {@link NAME_RESOLVER_ADDRESS}, reading that
 * registry first and otherwise the API's gateway, trusting answers signed with `gatewayKey`'s
 * address. So viem's `getEnsName` / `getEnsAddress` / `getEnsAvatar` (and wagmi's `useEnsName`) on a
 * chain whose `contracts.ensUniversalResolver` is that address resolve the ENS names and the names
 * registered with the API.
 *
 * @throws when the deployment reverts or lands elsewhere (the chain is not fresh).
 * @example
 * await deployNameResolver(rpcUrl, 31337, api.url)
 */
export async function deployNameResolver(rpcUrl: string, chainId: number, apiUrl: string, gatewayKey: Hex = DEV_NAME_GATEWAY_KEY): Promise<Address> {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [resolverDeployer.address, numberToHex(parseEther('1'))] as never })
  const registry = await deployLocalEns(rpcUrl, chainId)
  const walletClient = createWalletClient({ chain, transport, account: resolverDeployer })
  const hash = await walletClient.deployContract({
    abi: nameResolverAbi,
    bytecode: nameResolverBytecode,
    args: [nameGatewayUrl(apiUrl), privateKeyToAccount(gatewayKey).address, registry],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`FoyerNameResolver deployment ${hash} reverted on ${rpcUrl}`)
  if (receipt.contractAddress?.toLowerCase() !== NAME_RESOLVER_ADDRESS.toLowerCase()) {
    throw new Error(`FoyerNameResolver landed at ${receipt.contractAddress ?? 'no address'} on ${rpcUrl}, expected ${NAME_RESOLVER_ADDRESS}`)
  }
  return NAME_RESOLVER_ADDRESS
}
