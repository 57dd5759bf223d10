/** Fewest characters a name may have (before its zone). */
export const NAME_MIN_LENGTH = 4

/** Most characters a name may have: one DNS label, so the name resolves through ENS. */
export const NAME_MAX_LENGTH = 63

/** The zone names are registered under when none is given: `alice` becomes `alice.foyer.id`. */
export const DEFAULT_NAME_ZONE = 'foyer.id'

/** Why a name cannot be registered: too short, too long, or holding a character other than a letter, digit or hyphen. */
export type NameProblem = 'tooShort' | 'tooLong' | 'invalidCharacters'

/**
 * What keeps `label` (the part before the zone) from being a valid name, or `undefined` when it is
 * valid: at least {@link NAME_MIN_LENGTH} characters, only letters, digits and hyphens.
 *
 * @example
 * nameProblem('ab') // 'tooShort'
 * nameProblem('alice_1') // 'invalidCharacters'
 * nameProblem('alice-1') // undefined
 */
export function nameProblem(label: string): NameProblem | undefined {
  if (!/^[A-Za-z0-9-]*$/.test(label)) return 'invalidCharacters'
  if (label.length < NAME_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_MAX_LENGTH) return 'tooLong'
  return undefined
}

/**
 * The full name of a label in a zone, lower case (names are unique whatever their case).
 *
 * @example
 * fullName('Alice') // 'alice.foyer.id'
 */
export function fullName(label: string, zone: string = DEFAULT_NAME_ZONE): string {
  return `${label}.${zone}`.toLowerCase()
}

// ENSIP-11: an EVM chain's coin type sets the top bit of a 32-bit number; Ethereum keeps SLIP-44's 60.
const EVM_COIN_TYPE_BIT = 0x8000_0000
const ETHEREUM_COIN_TYPE = 60

/**
 * The ENSIP-11 coin type of an EVM chain: 60 on Ethereum (chain 1), `0x80000000 | chainId` elsewhere.
 *
 * @returns `undefined` when the chain id cannot have one (not a positive integer, or 0x80000000 or more).
 * @example
 * coinTypeOfChain(31337) // 2147514985
 */
export function coinTypeOfChain(chainId: number): number | undefined {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= EVM_COIN_TYPE_BIT) return undefined
  return chainId === 1 ? ETHEREUM_COIN_TYPE : EVM_COIN_TYPE_BIT + chainId
}

/**
 * The EVM chain of an ENSIP-11 coin type (60 is Ethereum), or `undefined` when it is not one.
 *
 * @example
 * chainOfCoinType(2147514985) // 31337
 */
export function chainOfCoinType(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_BIT || coinType >= 2 * EVM_COIN_TYPE_BIT) return undefined
  return coinType - EVM_COIN_TYPE_BIT
}

/** What the owner signs to register a name; the API reads it back from the signed text. */
export type NameRegistrationPayload = {
  /** The full name, e.g. `alice.foyer.id`. */
  name: string
  /** Extra records kept with the name (ENS text records), e.g. `{ avatar: 'https://…' }`. */
  attributes: Readonly<Record<string, string>>
  /** When it was signed, in seconds since the epoch: the API refuses old or future ones. */
  timestamp: number
}

/**
 * The message signed to register a name: the payload as JSON, so the API reads exactly what was
 * signed.
 *
 * @example
 * registrationMessage({ name: 'alice.foyer.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
 */
export function registrationMessage(payload: NameRegistrationPayload): string {
  return JSON.stringify({ name: payload.name, attributes: payload.attributes, timestamp: payload.timestamp })
}
