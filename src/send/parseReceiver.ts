import { getAddress, isAddress, type Address } from 'viem'
import { isEvmAddress } from '../chains/addressFormats'

/** What the receiver field holds. */
export type ParsedReceiver = { kind: 'empty' } | { kind: 'address'; address: Address } | { kind: 'name'; name: string } | { kind: 'invalid' }

/**
 * Reads the receiver field: an EVM address (any case, the `0x` prefix optional, checksummed on the
 * way out), a dotted name such as `vitalik.eth` (resolved elsewhere), nothing, or something that is
 * neither. A wrongly checksummed mixed-case address is invalid, since it is likely mistyped.
 *
 * @example
 * parseReceiver(' 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc ') // { kind: 'address', address: '0x3C44…93BC' }
 * parseReceiver('3c44cdddb6a900fa2b585dd299e03d12fa4293bc') // the same address
 * parseReceiver('alice.eth') // { kind: 'name', name: 'alice.eth' }
 */
export function parseReceiver(input: string): ParsedReceiver {
  const trimmed = input.trim()
  if (trimmed === '') return { kind: 'empty' }
  // An address pasted without its prefix (some explorers and wallets copy it that way) gets it back.
  const text = isEvmAddress(trimmed) && !trimmed.startsWith('0x') ? `0x${trimmed}` : trimmed
  if (/^0x/i.test(text)) return isAddress(text) ? { kind: 'address', address: getAddress(text) } : { kind: 'invalid' }
  if (/^[^\s.@/:]+(\.[^\s.@/:]+)+$/u.test(text)) return { kind: 'name', name: text }
  return { kind: 'invalid' }
}
