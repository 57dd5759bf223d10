import { BaseError } from './BaseError'

/** Type of {@link InvariantError}. */
export type InvariantErrorType = InvariantError & { name: 'InvariantError' }

/**
 * A precondition the caller guarantees did not hold: a query function run without the value its
 * `enabled` flag waits for (React Query's `refetch()` ignores `enabled`), or a library answering
 * outside its contract. It points at a bug in Foyer or in the code calling it, never at the user.
 *
 * @example
 * if (!address) throw new InvariantError('No address')
 */
export class InvariantError extends BaseError {
  override name = 'InvariantError'
  constructor(message: string) {
    super(message, { docsPath: '/errors#invariant' })
  }
}
