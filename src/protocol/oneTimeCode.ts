/*
 * The one-time codes the auth service mails: 8 characters of Crockford's base32 alphabet (digits and
 * capitals without I, L, O and U, which read like 1, 1, 0 and V). 32^8 codes keep guessing hopeless
 * within the service's failure budgets, and the alphabet survives being read aloud or retyped.
 */

/** The characters a one-time code is drawn from (Crockford's base32), in value order. */
export const ONE_TIME_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** The number of characters in a one-time code. */
export const ONE_TIME_CODE_LENGTH = 8

/** A normalized one-time code: exactly {@link ONE_TIME_CODE_LENGTH} characters of the alphabet. */
export const ONE_TIME_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/

// Spaces and every kind of dash a mail client or keyboard may put in a pasted code.
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g

/**
 * The canonical form of a typed or pasted code: upper case, without spaces or dashes, with the
 * letters people confuse with digits read as those digits (O as 0, I and L as 1), as Crockford's
 * decoding rules say. Anything else is left as typed, so a wrong character still fails the check.
 *
 * @example
 * normalizeOneTimeCode(' 4kq7-o1lz ') // '4KQ7011Z'
 */
export function normalizeOneTimeCode(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
}

/**
 * How a code is shown to people: two groups of four, e.g. in the e-mail that carries it.
 *
 * @example
 * formatOneTimeCode('4KQ7011Z') // '4KQ7-011Z'
 */
export function formatOneTimeCode(code: string): string {
  const half = ONE_TIME_CODE_LENGTH / 2
  return `${code.slice(0, half)}-${code.slice(half)}`
}
