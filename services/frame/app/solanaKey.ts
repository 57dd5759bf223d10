import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { hexToBytes } from 'viem'
import type { Hex } from 'viem'
import { toBase58 } from '../../../src/chains/base58'
import { CustodyError } from './frameAppErrors'

/**
 * The HKDF label of the Solana key. Versioned: a different derivation later gets a new label, so a
 * wallet's Solana address never changes under it.
 */
export const SOLANA_KEY_INFO = 'foyer/embedded-wallet/solana/ed25519-seed/v1'
const SALT = 'foyer-embedded-wallet'
const encoder = new TextEncoder()

/**
 * The ed25519 seed of the wallet's Solana key, derived from the custody secret (the 32-byte
 * secp256k1 key the 2-of-3 shares rebuild) with HKDF-SHA256 under a fixed, versioned label. The
 * Solana key therefore needs no shares of its own: whatever rebuilds the EVM key (device + auth, auth
 * + recovery) rebuilds it too, and existing wallets gain a Solana address. HKDF is one-way, so the
 * Solana key (if it ever leaked) tells nothing about the EVM key. The caller zeroes the result.
 *
 * @example
 * const seed = deriveSolanaSeed(secret) // 32 bytes
 */
export function deriveSolanaSeed(secret: Uint8Array): Uint8Array {
  if (secret.length !== 32) throw new CustodyError('The custody secret must be 32 bytes')
  return hkdf(sha256, secret, encoder.encode(SALT), encoder.encode(SOLANA_KEY_INFO), 32)
}

/** The wallet's Solana key for one use: its address (base58 public key) and a signer of raw bytes. */
export type SolanaSigner = {
  /** The base58 public key, the Solana address. */
  address: string
  /** The 32-byte public key. */
  publicKey: Uint8Array
  /** The 64-byte ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Derives the Solana key from the rebuilt EVM private key and hands `use` a signer; the seed is
 * zeroed when `use` settles. Meant to run inside `withRebuiltKey`, so the key exists only for the
 * duration of one signing.
 *
 * @example
 * const address = await withRebuiltKey(shares, evmAddress, (key) => withSolanaSigner(key, (signer) => signer.address))
 */
export async function withSolanaSigner<T>(privateKey: Hex, use: (signer: SolanaSigner) => Promise<T> | T): Promise<T> {
  const secret = hexToBytes(privateKey)
  const seed = deriveSolanaSeed(secret)
  secret.fill(0)
  try {
    const publicKey = ed25519.getPublicKey(seed)
    return await use({ address: toBase58(publicKey), publicKey, sign: (message) => ed25519.sign(message, seed) })
  } finally {
    seed.fill(0)
  }
}

/** The Solana address of the wallet whose EVM private key is `privateKey`. */
export function solanaAddressOf(privateKey: Hex): Promise<string> {
  return withSolanaSigner(privateKey, (signer) => signer.address)
}
