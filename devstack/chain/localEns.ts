import { getContractAddress, keccak256, labelhash, namehash, stringToBytes, toHex } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './addresses'
import { fixedAddressDeployer } from './fixedAddressDeployer'
import { loadUniswapArtifact } from './uniswapV2Artifacts'

// ENS's own compiled contracts, as ENS published them on npm (development dependencies): the
// registry and reverse registrar of `@ensdomains/ens`, the public resolver of `@ensdomains/resolver`.
const ENS_ARTIFACTS = {
  registry: '@ensdomains/ens/build/contracts/ENSRegistry.json',
  reverseRegistrar: '@ensdomains/ens/build/contracts/ReverseRegistrar.json',
  publicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
} as const

// A deployer of its own (a key anyone can derive: local chains only), so ENS lands at the same
// addresses on every fresh chain whatever else was deployed before it. It owns the root, as the
// registry's deployer does, and hands each seeded name to its account at the end.
const ENS_DEPLOYER_KEY: Hex = keccak256(stringToBytes('foyer local ens deployer'))
const ensDeployer = privateKeyToAccount(ENS_DEPLOYER_KEY)

/** Where the local ENS registry (`ENSRegistry`) lands: its deployer's first transaction. */
export const ENS_REGISTRY_ADDRESS: Address = getContractAddress({ from: ensDeployer.address, nonce: 0n })

/** Where the local ENS public resolver (`PublicResolver`) lands: its deployer's second transaction. */
export const ENS_PUBLIC_RESOLVER_ADDRESS: Address = getContractAddress({ from: ensDeployer.address, nonce: 1n })

/** Where the local ENS reverse registrar (owner of `addr.reverse`) lands: its deployer's third transaction. */
export const ENS_REVERSE_REGISTRAR_ADDRESS: Address = getContractAddress({ from: ensDeployer.address, nonce: 2n })

/**
 * The development account given an ENS name on the local chains: anvil account #4, one that the
 * other suites and the e2e wallets (#1, #2) use without a name.
 */
export const DEV_ENS_ACCOUNT = ANVIL_ACCOUNTS[4]

/** The ENS name of {@link DEV_ENS_ACCOUNT}, its primary name too. */
export const DEV_ENS_NAME = 'foyer-dev.eth'

// A small square with the letter F: an on-chain image, so no server has to be up for it to show.
const DEV_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#3b5bdb"/><text x="32" y="43" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">F</text></svg>'

/** The `avatar` text record of {@link DEV_ENS_NAME}: a base64 `data:` URI, which ENS clients show as is. */
export const DEV_ENS_AVATAR = `data:image/svg+xml;base64,${Buffer.from(DEV_AVATAR_SVG).toString('base64')}`

/** An address's reverse node: namehash of `<its lowercase hex without 0x>.addr.reverse`. */
export function reverseNode(address: Address): Hex {
  return namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
}

/**
 * Deploys ENS on a fresh local chain from ENS's published artifacts: the registry, the public
 * resolver and the reverse registrar (owner of `addr.reverse`, its default resolver the public one).
 * Then seeds {@link DEV_ENS_NAME} for {@link DEV_ENS_ACCOUNT}: `eth` under the root, the name under
 * `eth` with the public resolver, its `addr` and `avatar` records, and the account's reverse record
 * naming it; both nodes are then handed to the account. The account itself sends nothing, so its
 * nonce and activity stay as on any fresh chain.
 *
 * @throws when a deployment or transaction reverts, or ENS lands elsewhere (the chain is not fresh).
 * @example
 * await deployLocalEns(rpcUrl, 31337) // ENS_REGISTRY_ADDRESS
 */
export async function deployLocalEns(rpcUrl: string, chainId: number): Promise<Address> {
  const { walletClient, mined, deploy: deployAt } = await fixedAddressDeployer(rpcUrl, chainId, ENS_DEPLOYER_KEY)
  const deploy = async (name: keyof typeof ENS_ARTIFACTS, expected: Address, args: readonly unknown[]) => {
    const { abi, bytecode } = loadUniswapArtifact(ENS_ARTIFACTS[name])
    await deployAt(`ENS ${name}`, { abi, bytecode, args }, expected)
    return abi
  }
  const registryAbi = await deploy('registry', ENS_REGISTRY_ADDRESS, [])
  const resolverAbi = await deploy('publicResolver', ENS_PUBLIC_RESOLVER_ADDRESS, [ENS_REGISTRY_ADDRESS])
  await deploy('reverseRegistrar', ENS_REVERSE_REGISTRAR_ADDRESS, [ENS_REGISTRY_ADDRESS, ENS_PUBLIC_RESOLVER_ADDRESS])

  const call = async (abi: Abi, address: Address, functionName: string, args: readonly unknown[]) =>
    mined(functionName, await walletClient.writeContract({ abi, address, functionName, args }))
  const registry = (functionName: string, ...args: unknown[]) => call(registryAbi, ENS_REGISTRY_ADDRESS, functionName, args)
  const resolver = (functionName: string, ...args: unknown[]) => call(resolverAbi, ENS_PUBLIC_RESOLVER_ADDRESS, functionName, args)
  const root = toHex(0, { size: 32 })
  const owner = DEV_ENS_ACCOUNT.address

  // The reverse record is written while the deployer holds `addr.reverse`, which then goes to the
  // reverse registrar, so the account can still change its primary name through it later.
  await registry('setSubnodeOwner', root, labelhash('reverse'), ensDeployer.address)
  await registry('setSubnodeOwner', namehash('reverse'), labelhash('addr'), ensDeployer.address)
  const ownerReverse = reverseNode(owner)
  await registry('setSubnodeRecord', namehash('addr.reverse'), labelhash(owner.slice(2).toLowerCase()), ensDeployer.address, ENS_PUBLIC_RESOLVER_ADDRESS, 0n)
  await resolver('setName', ownerReverse, DEV_ENS_NAME)
  await registry('setOwner', ownerReverse, owner)
  await registry('setSubnodeOwner', namehash('reverse'), labelhash('addr'), ENS_REVERSE_REGISTRAR_ADDRESS)

  const [label, parent] = [DEV_ENS_NAME.slice(0, DEV_ENS_NAME.indexOf('.')), DEV_ENS_NAME.slice(DEV_ENS_NAME.indexOf('.') + 1)]
  await registry('setSubnodeOwner', root, labelhash(parent), ensDeployer.address)
  await registry('setSubnodeRecord', namehash(parent), labelhash(label), ensDeployer.address, ENS_PUBLIC_RESOLVER_ADDRESS, 0n)
  const node = namehash(DEV_ENS_NAME)
  await resolver('setAddr', node, owner)
  await resolver('setText', node, 'avatar', DEV_ENS_AVATAR)
  await registry('setOwner', node, owner)
  return ENS_REGISTRY_ADDRESS
}
