import { getContractAddress, keccak256, stringToBytes } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The key that deploys `SessionAccount` on local chains: a deployer of its own (anyone can derive
 * it: local chains only), so the implementation lands at the same address on every fresh chain,
 * whatever else was deployed first.
 */
export const SESSION_ACCOUNT_DEPLOYER_KEY: Hex = keccak256(stringToBytes('foyer local session account implementation deployer'))

/** Where `SessionAccount` lands on a fresh local chain: its deployer's first transaction. */
export const SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS: Address = getContractAddress({
  from: privateKeyToAccount(SESSION_ACCOUNT_DEPLOYER_KEY).address,
  nonce: 0n,
})
