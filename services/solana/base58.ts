const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((char, index) => [char, index]))

/**
 * Bytes as Bitcoin-alphabet base58 (Solana's addresses, signatures and blockhashes): each leading
 * zero byte becomes a leading '1'.
 *
 * @example
 * encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/**
 * Base58 text back to bytes.
 *
 * @throws when `text` holds a character outside the base58 alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = INDEX.get(char)
    if (digit === undefined) throw new Error(`Invalid base58 character "${char}"`)
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
