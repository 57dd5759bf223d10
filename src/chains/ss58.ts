import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '@scure/base'
import { AddressEncodingError } from '../errors/addressErrors'

/*
 * SS58, the address format of Substrate chains: base58 of a network prefix (one byte below 64,
 * two bytes up to 16383), the account's public key, and the first two bytes of
 * blake2b-512("SS58PRE" ‖ prefix ‖ key) as a checksum. The same key reads differently on each
 * chain (Polkadot 0, Kusama 2, the generic 42 most extensions answer in), so the kit re-encodes
 * every address a wallet gives into the active network's prefix.
 */

const context = new TextEncoder().encode('SS58PRE')
// 32-byte keys (sr25519, ed25519) and 33-byte compressed ecdsa keys.
const keyLengths = [32, 33]

function checksum(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(context.length + data.length)
  input.set(context)
  input.set(data, context.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, 2)
}

function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47)
    throw new AddressEncodingError(`Invalid SS58 prefix: ${prefix}`, { encoding: 'ss58' })
  if (prefix < 64) return Uint8Array.of(prefix)
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6))
}

/** A decoded SS58 address. */
export type Ss58Address = {
  /** The network prefix it was written with, e.g. `0` for Polkadot. */
  prefix: number
  /** The account's public key (32 bytes, or 33 for ecdsa). */
  publicKey: Uint8Array
}

/**
 * Writes a public key as an SS58 address of the network with `prefix`.
 *
 * @example
 * encodeSs58(publicKey, 0) // '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
 */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (!keyLengths.includes(publicKey.length))
    throw new AddressEncodingError(`An SS58 account key has 32 or 33 bytes, not ${publicKey.length}.`, { encoding: 'ss58' })
  const head = prefixBytes(prefix)
  const data = new Uint8Array(head.length + publicKey.length)
  data.set(head)
  data.set(publicKey, head.length)
  const out = new Uint8Array(data.length + 2)
  out.set(data)
  out.set(checksum(data), data.length)
  return base58.encode(out)
}

/**
 * Reads an SS58 address; throws unless its checksum and length are right.
 *
 * @example
 * decodeSs58('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY').prefix // 42
 */
export function decodeSs58(address: string): Ss58Address {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch (cause) {
    throw new AddressEncodingError(`Not an SS58 address: ${address}`, { encoding: 'ss58', cause })
  }
  const first = bytes[0]
  if (first === undefined) throw new AddressEncodingError(`Not an SS58 address: ${address}`, { encoding: 'ss58' })
  const twoBytes = (first & 0b0100_0000) !== 0
  const headLength = twoBytes ? 2 : 1
  const second = bytes[1] ?? 0
  const prefix = twoBytes ? ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8) : first
  const keyLength = bytes.length - headLength - 2
  if (!keyLengths.includes(keyLength)) throw new AddressEncodingError(`Not an SS58 address: ${address}`, { encoding: 'ss58' })
  const data = bytes.subarray(0, bytes.length - 2)
  const sum = checksum(data)
  if (sum[0] !== bytes[bytes.length - 2] || sum[1] !== bytes[bytes.length - 1])
    throw new AddressEncodingError(`Bad SS58 checksum: ${address}`, { encoding: 'ss58' })
  return { prefix, publicKey: bytes.slice(headLength, headLength + keyLength) }
}

/**
 * Whether `value` is a valid SS58 address, of the network with `prefix` when one is given.
 *
 * @example
 * isSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 0) // true
 */
export function isSs58Address(value: string, prefix?: number): boolean {
  try {
    const decoded = decodeSs58(value)
    return prefix === undefined || decoded.prefix === prefix
  } catch {
    return false
  }
}
