import { BaseError } from '../../src/errors/BaseError'

/** Type of {@link DatabaseUnavailableError}. */
export type DatabaseUnavailableErrorType = DatabaseUnavailableError & { name: 'DatabaseUnavailableError' }

/**
 * The services' database cannot be opened: PostgreSQL refused the connection, the embedded
 * database's directory is held by another process, or its first data could not be written. Raised
 * while the services start, so a server never listens without its store.
 *
 * @example
 * await openDatabase({ url: 'postgres://…' }) // rejects with DatabaseUnavailableError when the server is down
 */
export class DatabaseUnavailableError extends BaseError {
  override name = 'DatabaseUnavailableError'
  constructor(message: string, { cause }: { cause?: unknown } = {}) {
    // The message already quotes the underlying error's text: it is not repeated as details.
    super(message, { cause, details: message })
  }
}
