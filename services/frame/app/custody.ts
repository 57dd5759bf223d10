import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { InvariantError } from '../../../src/errors/invariantErrors'
import { CustodyError } from './frameAppErrors'

/** The three shares of a new wallet key (base64), any two of which rebuild it. */
export type KeyShares = {
  /** Kept in the frame origin's IndexedDB on this device. */
  deviceShare: string
  /** Held by the auth service, released to a logged-in session. */
  authShare: string
  /** Held (sealed) by the auth service, released only after a fresh code on a new device. */
  recoveryShare: string
}

/**
 * Creates a wallet key inside the frame and splits it 2-of-3. Only the address and the shares leave
 * this function; the key's bytes are zeroed (the hex string cannot be, it is dropped).
 *
 * @example
 * const { address, shares } = await createWalletShares()
 */
export async function createWalletShares(): Promise<{ address: Hex; shares: KeyShares }> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAddress(privateKey)
  const secret = hexToBytes(privateKey)
  try {
    const [deviceShare, authShare, recoveryShare] = await split(secret, 3, 2)
    if (!deviceShare || !authShare || !recoveryShare) throw new InvariantError('split returned too few shares')
    const shares = { deviceShare: toBase64(deviceShare), authShare: toBase64(authShare), recoveryShare: toBase64(recoveryShare) }
    for (const share of [deviceShare, authShare, recoveryShare]) share.fill(0)
    return { address, shares }
  } finally {
    secret.fill(0)
  }
}

/**
 * Rebuilds the key from two shares and hands it to `use`; checks it belongs to `expectedAddress`
 * (a wrong or stale share fails here rather than signing with a different key). The key exists only
 * for the duration of `use`.
 *
 * @throws when the shares do not rebuild the key of `expectedAddress`.
 */
export async function withRebuiltKey<T>(shares: readonly [string, string], expectedAddress: string, use: (privateKey: Hex) => Promise<T> | T): Promise<T> {
  const parts = shares.map(fromBase64)
  const secret = await combine(parts)
  for (const part of parts) part.fill(0)
  try {
    if (secret.length !== 32) throw new CustodyError('The key shares do not fit together')
    const privateKey = bytesToHex(secret)
    if (privateKeyToAddress(privateKey).toLowerCase() !== expectedAddress.toLowerCase()) {
      throw new CustodyError('The key shares do not match the wallet address')
    }
    return await use(privateKey)
  } finally {
    secret.fill(0)
  }
}

/** Base64 of bytes (the API's share encoding). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Bytes of a base64 string. @throws on invalid base64. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
