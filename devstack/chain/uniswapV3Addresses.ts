import { getContractAddress, keccak256, stringToHex } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Deploys the local Uniswap V3: a key of its own, so its contracts land at the same addresses on
 * every fresh chain whatever else the deployer (#9) or other keys deploy. Derived from a public
 * phrase: for local chains only.
 */
export const UNISWAP_V3_DEPLOYER = privateKeyToAccount(keccak256(stringToHex('foyer local uniswap v3 deployer')))

const at = (nonce: bigint) => getContractAddress({ from: UNISWAP_V3_DEPLOYER.address, nonce })

/** Where the local Uniswap V3 contracts land: the V3 deployer's transactions 0..3 on every local chain. */
export const LOCAL_UNISWAP_V3 = {
  factory: at(0n),
  positionManager: at(1n),
  quoterV2: at(2n),
  swapRouter02: at(3n),
} as const satisfies Record<string, Address>
