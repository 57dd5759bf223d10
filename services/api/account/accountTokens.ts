import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'

/**
 * Placeholder address that stands for a chain's native token in CAIP-10 price lookups
 * (`eip155:31337:0xeeee…eeee`), a common convention of token APIs.
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Result of {@link parseChainId}. */
export type ParsedChainId = { kind: 'evm'; chainId: number } | { kind: 'otherNamespace' } | { kind: 'invalid' }

/**
 * Reads a chain id given as CAIP-2 (`eip155:31337`) or as a plain number (`31337`). Another
 * namespace (e.g. `solana:…`) is valid but never served here.
 */
export function parseChainId(value: string | null): ParsedChainId {
  if (value === null || value === '') return { kind: 'invalid' }
  const caip2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/.exec(value)
  if (caip2 && caip2[1] !== 'eip155') return { kind: 'otherNamespace' }
  const reference = caip2 ? caip2[2]! : value
  if (!/^[1-9][0-9]{0,15}$/.test(reference)) return { kind: 'invalid' }
  return { kind: 'evm', chainId: Number(reference) }
}

/** Result of {@link parseCaip10}. */
export type ParsedCaip10 = { chainId: number; address: Address } | undefined

/** Reads an EVM CAIP-10 account id (`eip155:31337:0x…`), checksumming the address; otherwise `undefined`. */
export function parseCaip10(value: string): ParsedCaip10 {
  const match = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(value)
  if (!match || !isAddress(match[2]!, { strict: false })) return undefined
  return { chainId: Number(match[1]), address: getAddress(match[2]!) }
}
