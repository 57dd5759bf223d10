/*
 * The address formats the modal accepts: EVM addresses are 40 hex characters with an optional
 * 0x prefix; Solana addresses are 32 to 44 base58 characters (no 0, O, I or l).
 */

const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` has the shape of an EVM address (no checksum check).
 *
 * @example
 * isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 */
export function isEvmAddress(value: string): boolean {
  return evmAddress.test(value)
}

/**
 * Whether `value` has the shape of a Solana address.
 *
 * @example
 * isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 */
export function isSolanaAddress(value: string): boolean {
  return solanaAddress.test(value)
}
