import { createPublicClient, createWalletClient, http, keccak256, numberToHex, parseEther, toBytes } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FARCASTER_ID_REGISTRY_ADDRESS } from '../../services/api/auth/farcasterVerifier'
import { BaseError } from '../../src/errors/BaseError'
import artifact from './IdRegistry.json'
import { localChain } from './localChain'

/** Farcaster's IdRegistry on Optimism, where Sign In With Farcaster reads an fid's custody address. */
export const ID_REGISTRY_ADDRESS: Address = FARCASTER_ID_REGISTRY_ADDRESS

/** ABI of `IdRegistry.sol`: the real contract's `idOf`, `custodyOf`, `register`, `transfer`, events and errors. */
export const idRegistryAbi = artifact.abi as Abi

/** Creation bytecode of `IdRegistry.sol`; constructor `(address initialOwner)`. */
export const idRegistryBytecode = artifact.bytecode as Hex

/**
 * The development registry's owner and id gateway (the only address that registers fids). A key of
 * its own, so deploying the registry moves no other fixed deployment's address. Anyone can derive
 * it: development only.
 */
export const ID_REGISTRY_GATEWAY_KEY: Hex = keccak256(toBytes('foyer-dev:farcaster-id-registry-gateway'))

const gateway = privateKeyToAccount(ID_REGISTRY_GATEWAY_KEY)

// The registry's fixed-size state (owner, EIP-712 fallbacks, gateway, counter) lies in its first
// slots; mappings start empty, so these are all the storage a fresh deployment has.
const COPIED_SLOTS = 16

/** Thrown when the registry cannot be put at its canonical address or an fid cannot be registered. */
export class IdRegistryDeployError extends BaseError {
  override name = 'IdRegistryDeployError'
  constructor(rpcUrl: string, reason: string, options: { cause?: unknown } = {}) {
    super(`The Farcaster IdRegistry could not be set up on ${rpcUrl}: ${reason}`, options)
  }
}

function clients(rpcUrl: string, chainId: number) {
  const chain = localChain(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account: gateway }),
  }
}

/**
 * Puts `IdRegistry.sol` at {@link ID_REGISTRY_ADDRESS} on a development chain (anvil), as Optimism
 * has it: deploys it, copies its code and state to the canonical address (`anvil_setCode`,
 * `anvil_setStorageAt`), and makes {@link ID_REGISTRY_GATEWAY_KEY}'s account its id gateway. Does
 * nothing when the address already holds code.
 *
 * @throws {IdRegistryDeployError} when a step fails.
 * @example
 * await deployIdRegistry(anvil.rpcUrl, 31337)
 */
export async function deployIdRegistry(rpcUrl: string, chainId: number): Promise<Address> {
  const { publicClient, walletClient } = clients(rpcUrl, chainId)
  const existing = await publicClient.getCode({ address: ID_REGISTRY_ADDRESS })
  if (existing && existing !== '0x') return ID_REGISTRY_ADDRESS
  const anvil = (method: string, params: unknown[]) => publicClient.request({ method: method as 'eth_chainId', params: params as never })
  await anvil('anvil_setBalance', [gateway.address, numberToHex(parseEther('10'))])
  const hash = await walletClient.deployContract({ abi: idRegistryAbi, bytecode: idRegistryBytecode, args: [gateway.address] })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new IdRegistryDeployError(rpcUrl, `deployment ${hash} ${receipt.status}`)
  const code = await publicClient.getCode({ address: receipt.contractAddress })
  if (!code) throw new IdRegistryDeployError(rpcUrl, `no code at ${receipt.contractAddress}`)
  await anvil('anvil_setCode', [ID_REGISTRY_ADDRESS, code])
  for (let slot = 0; slot < COPIED_SLOTS; slot++) {
    const value = await publicClient.getStorageAt({ address: receipt.contractAddress, slot: numberToHex(slot, { size: 32 }) })
    if (value && BigInt(value) !== 0n) await anvil('anvil_setStorageAt', [ID_REGISTRY_ADDRESS, numberToHex(slot, { size: 32 }), value])
  }
  await send(rpcUrl, chainId, 'setIdGateway', [gateway.address])
  return ID_REGISTRY_ADDRESS
}

/**
 * Registers the next fid to `custody` through the development id gateway, as Farcaster's IdGateway
 * does on Optimism; `recovery` defaults to the zero address.
 *
 * @returns the new fid.
 * @throws {IdRegistryDeployError} when the registration reverts (e.g. `custody` already holds an fid).
 * @example
 * const fid = await registerFid(anvil.rpcUrl, 31337, alice.address)
 */
export async function registerFid(
  rpcUrl: string,
  chainId: number,
  custody: Address,
  recovery: Address = '0x0000000000000000000000000000000000000000',
): Promise<bigint> {
  await send(rpcUrl, chainId, 'register', [custody, recovery])
  return readIdOf(rpcUrl, chainId, custody)
}

/** The fid `custody` holds in the registry (0n for none). */
export async function readIdOf(rpcUrl: string, chainId: number, custody: Address): Promise<bigint> {
  const { publicClient } = clients(rpcUrl, chainId)
  return (await publicClient.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'idOf', args: [custody] })) as bigint
}

async function send(rpcUrl: string, chainId: number, functionName: string, args: readonly unknown[]): Promise<void> {
  const { publicClient, walletClient } = clients(rpcUrl, chainId)
  try {
    const hash = await walletClient.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName, args, chain: walletClient.chain })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new IdRegistryDeployError(rpcUrl, `${functionName} ${hash} reverted`)
  } catch (error) {
    if (error instanceof IdRegistryDeployError) throw error
    throw new IdRegistryDeployError(rpcUrl, `${functionName} failed`, { cause: error })
  }
}
