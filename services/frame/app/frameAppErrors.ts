import { BaseError } from '../../../src/errors/BaseError'

/*
 * What the login frame's own code throws when the data it holds or is handed will not do. Requests
 * map these to the frame's EIP-1193 errors (`FrameRequestError`) where a page sees them; the message
 * names what is wrong, for the frame's log and the error's `cause`.
 */

/** Type of {@link SolanaTransactionFormatError}. */
export type SolanaTransactionFormatErrorType = SolanaTransactionFormatError & { name: 'SolanaTransactionFormatError' }

/**
 * Bytes a page asked the frame to sign that are not a well-formed Solana transaction: cut short, a
 * header or index out of range, an unknown version, more bytes than Solana allows, or a signer the
 * transaction does not name.
 *
 * @example
 * decodeSolanaTransaction(new Uint8Array([1])) // throws SolanaTransactionFormatError
 */
export class SolanaTransactionFormatError extends BaseError {
  override name = 'SolanaTransactionFormatError'
}

/** Type of {@link CustodyError}. */
export type CustodyErrorType = CustodyError & { name: 'CustodyError' }

/**
 * The wallet's key cannot be rebuilt from the shares at hand: they do not combine into a key, or
 * into another wallet's key (a stale device share), or the rebuilt secret has the wrong size. Nothing
 * is signed with a key that fails here.
 *
 * @example
 * await withRebuiltKey([deviceShare, otherWalletsShare], address, sign) // throws CustodyError
 */
export class CustodyError extends BaseError {
  override name = 'CustodyError'
}

/** Type of {@link FrameStorageError}. */
export type FrameStorageErrorType = FrameStorageError & { name: 'FrameStorageError' }

/**
 * The frame origin's IndexedDB failed without saying why (the browser gave no `DOMException`): the
 * session and the device share cannot be read or written.
 *
 * @example
 * await store.set('session', value) // may reject with FrameStorageError
 */
export class FrameStorageError extends BaseError {
  override name = 'FrameStorageError'
}
