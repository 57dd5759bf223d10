import { BaseError } from './BaseError'

/** Why a ProfileWallets row action failed before the wallet answered. */
export type ProfileWalletFailure = 'notFound' | 'disconnectTimeout'

/** Type of {@link ProfileWalletError}. */
export type ProfileWalletErrorType = ProfileWalletError & { name: 'ProfileWalletError' }

const shortMessages: Record<ProfileWalletFailure, string> = {
  notFound: 'Wallet not found',
  disconnectTimeout: 'Disconnect timed out',
}

/**
 * A ProfileWallets row action (switch, disconnect, connect again) that could not finish: the row's
 * connection or remembered wallet is gone (`notFound`), or the wallet never answered a disconnect
 * (`disconnectTimeout`). The list shows the row as failed.
 *
 * @example
 * throw new ProfileWalletError('notFound', { uid })
 */
export class ProfileWalletError extends BaseError {
  override name = 'ProfileWalletError'
  /** What went wrong. */
  readonly failure: ProfileWalletFailure
  constructor(failure: ProfileWalletFailure, { uid }: { uid?: string | undefined } = {}) {
    super(shortMessages[failure], { details: uid === undefined ? undefined : `Wallet ${uid}` })
    this.failure = failure
  }
}
