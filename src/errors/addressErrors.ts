import { BaseError } from './BaseError'

/** An address encoding Foyer reads and writes itself. */
export type AddressEncoding = 'base58' | 'ss58'

/** Type of {@link AddressEncodingError}. */
export type AddressEncodingErrorType = AddressEncodingError & { name: 'AddressEncodingError' }

/**
 * Text or bytes that are not an address of the encoding: a character outside base58's alphabet, an
 * SS58 address with a wrong length or checksum, a key or network prefix SS58 cannot carry. The
 * message names what is wrong, and the value when it is text.
 *
 * @example
 * if (error instanceof AddressEncodingError && error.encoding === 'ss58') showInvalidAddress()
 */
export class AddressEncodingError extends BaseError {
  override name = 'AddressEncodingError'
  /** The encoding asked for. */
  encoding: AddressEncoding
  constructor(message: string, { encoding, cause }: { encoding: AddressEncoding; cause?: unknown }) {
    // The decoder's own text says less than the message: it stays on `cause`, out of the details.
    super(message, { cause, details: cause === undefined ? undefined : message, docsPath: '/errors#invalid-address' })
    this.encoding = encoding
  }
}
