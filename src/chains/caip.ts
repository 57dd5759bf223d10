import { InvalidCaipAddressError, InvalidCaipError, InvalidCaipNetworkIdError } from '../errors/caipErrors'
import { UnsupportedChainNamespaceError } from '../errors/namespaceErrors'

/** A chain family, as the first part of a CAIP-2 id: `eip155`, `solana`, `bip122`, ... */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos' | 'sui' | 'stacks' | (string & {})

/** A CAIP-2 network id, `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account id, `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** The parts of a CAIP-2 network id. */
export type ParsedCaipNetworkId = {
  chainNamespace: ChainNamespace
  /** The chain reference: a decimal id for `eip155`, a genesis hash prefix for `solana` and `bip122`. */
  chainId: string
}

/** The parts of a CAIP-10 account id. */
export type ParsedCaipAddress = ParsedCaipNetworkId & {
  address: string
}

// Parts may not be empty, so `eip155::0xab` and `eip155:1:` are invalid.
function splitParts(value: string, count: number): string[] | undefined {
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part.length === 0)) return undefined
  return parts
}

/**
 * Splits a CAIP-10 account id into namespace, chain id and address.
 * Throws `Invalid CAIP-10 address: <value>` unless there are exactly three non-empty parts.
 *
 * @example
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xf39F…2266' }
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = splitParts(value, 3)
  if (!parts) throw new InvalidCaipAddressError(value)
  const [chainNamespace, chainId, address] = parts as [string, string, string]
  return { chainNamespace, chainId, address }
}

/**
 * Splits a CAIP-2 network id into namespace and chain id.
 * Throws `Invalid CAIP-2 network id: <value>` unless there are exactly two non-empty parts.
 *
 * @example
 * parseCaipNetworkId('eip155:8453') // { chainNamespace: 'eip155', chainId: '8453' }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = splitParts(value, 2)
  if (!parts) throw new InvalidCaipNetworkIdError(value)
  const [chainNamespace, chainId] = parts as [string, string]
  return { chainNamespace, chainId }
}

/**
 * The simple validator: accepts any value with three colon-separated parts and returns it typed.
 * Throws `Invalid CAIP Address` otherwise.
 *
 * @example
 * validateCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P…') // the same string, as CaipAddress
 */
export function validateCaipAddress(value: string): CaipAddress {
  if (value.split(':').length !== 3) throw new InvalidCaipError({ value })
  return value as CaipAddress
}

/**
 * Joins a namespace and chain id into a CAIP-2 id.
 *
 * @example
 * toCaipNetworkId('eip155', 31337) // 'eip155:31337'
 */
export function toCaipNetworkId(chainNamespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  return `${chainNamespace}:${chainId}`
}

/**
 * The namespace of a CAIP-2 id, or `undefined` when the id is missing or malformed.
 *
 * @example
 * namespaceOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana'
 */
export function namespaceOf(caipNetworkId: string | undefined): ChainNamespace | undefined {
  if (!caipNetworkId) return undefined
  return splitParts(caipNetworkId, 2)?.[0]
}

/** Every chain family Foyer knows, as the first part of a CAIP-2 id. */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const

/** The namespaces a wallet can be connected in (the connect-wallet validation). */
export const connectableNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** A namespace a wallet can be connected in. */
export type ConnectableNamespace = (typeof connectableNamespaces)[number]

/**
 * Whether a wallet can be connected in `namespace`.
 *
 * @example
 * isConnectableNamespace('solana') // true
 * isConnectableNamespace('sui') // false
 */
export function isConnectableNamespace(namespace: string): namespace is ConnectableNamespace {
  return (connectableNamespaces as readonly string[]).includes(namespace)
}

/**
 * Returns `namespace` typed when a wallet can be connected in it.
 * Throws `Unsupported chain namespace` otherwise.
 *
 * @example
 * assertConnectableNamespace('bip122') // 'bip122'
 */
export function assertConnectableNamespace(namespace: string): ConnectableNamespace {
  if (!isConnectableNamespace(namespace)) throw new UnsupportedChainNamespaceError({ namespace })
  return namespace
}

/**
 * Joins a CAIP-2 network id and an address into a CAIP-10 account id; the network id is checked.
 *
 * @example
 * toCaipAddress('eip155:1', '0xf39F…2266') // 'eip155:1:0xf39F…2266'
 */
export function toCaipAddress(caipNetworkId: string, address: string): CaipAddress {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const value = `${chainNamespace}:${chainId}:${address}`
  // An empty address, or one holding a colon, is not a CAIP-10 account id.
  parseCaipAddress(value)
  return value as CaipAddress
}
