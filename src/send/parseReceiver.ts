import { getAddress, isAddress, type Address } from 'viem'

/** What the receiver field holds. */
export type ParsedReceiver = { kind: 'empty' } | { kind: 'address'; address: Address } | { kind: 'name'; name: string } | { kind: 'invalid' }

/**
 * Reads the receiver field: an EVM address (any case, checksummed on the way out), a dotted name
 * such as `vitalik.eth` (resolved elsewhere), nothing, or something that is neither. A wrongly
 * checksummed mixed-case address is invalid, since it is likely mistyped.
 *
 * @example
 * parseReceiver(' 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc ') // { kind: 'address', address: '0x3C44…93BC' }
 * parseReceiver('alice.eth') // { kind: 'name', name: 'alice.eth' }
 */
export function parseReceiver(input: string): ParsedReceiver {
  const text = input.trim()
  if (text === '') return { kind: 'empty' }
  if (/^0x/i.test(text)) return isAddress(text) ? { kind: 'address', address: getAddress(text) } : { kind: 'invalid' }
  if (/^[^\s.@/:]+(\.[^\s.@/:]+)+$/u.test(text)) return { kind: 'name', name: text }
  return { kind: 'invalid' }
}
