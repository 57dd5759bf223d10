import { AddressEncodingError } from '../errors/addressErrors'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 with the Bitcoin alphabet, as Solana writes addresses and signatures.
 *
 * @example
 * toBase58(new Uint8Array([0, 1])) // '12'
 */
export function toBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  // Each leading zero byte is written as a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

const digits = new Map([...alphabet].map((char, index) => [char, index]))

/**
 * Base58 text (Bitcoin alphabet) back to bytes; each leading '1' is a leading zero byte.
 *
 * @throws when `text` holds a character outside the alphabet.
 * @example
 * fromBase58('12') // Uint8Array [0, 1]
 */
export function fromBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = digits.get(char)
    if (digit === undefined) throw new AddressEncodingError(`Invalid base58 character "${char}"`, { encoding: 'base58' })
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value % 256n))
    value /= 256n
  }
  let zeros = 0
  while (text[zeros] === '1') zeros += 1
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}
