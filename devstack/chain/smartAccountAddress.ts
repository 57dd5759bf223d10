import { getContractAddress, keccak256, stringToBytes } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The key that deploys the smart account implementation on local chains: a deployer of its own (a
 * key anyone can derive: local chains only), so the implementation lands at the same address on
 * every fresh chain whatever else was deployed before it.
 */
export const IMPLEMENTATION_DEPLOYER_KEY: Hex = keccak256(stringToBytes('foyer local smart account implementation deployer'))

/** Where `Simple7702Account` lands on a fresh local chain: its deployer's first transaction. */
export const SMART_ACCOUNT_IMPLEMENTATION_ADDRESS: Address = getContractAddress({ from: privateKeyToAccount(IMPLEMENTATION_DEPLOYER_KEY).address, nonce: 0n })
