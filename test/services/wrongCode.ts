import { ONE_TIME_CODE_ALPHABET } from '../../src/protocol/oneTimeCode'

/**
 * A well-formed code that is not `code`: its last character moved to the next one of the alphabet
 * (tests only, for wrong guesses that the API checks rather than refuses as malformed).
 *
 * @example
 * wrongCode('4KQ7011Z') // '4KQ70110'
 */
export function wrongCode(code: string): string {
  const last = ONE_TIME_CODE_ALPHABET.indexOf(code.slice(-1))
  return code.slice(0, -1) + ONE_TIME_CODE_ALPHABET.charAt((last + 1) % ONE_TIME_CODE_ALPHABET.length)
}
