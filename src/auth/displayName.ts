/** E-mails longer than this are shortened for display, so a long address fits the account button. */
export const maxDisplayEmailLength = 30

/** What the display name is made from. */
export type DisplayNameSource = {
  /** The social username, if the login was social. */
  userName?: string | undefined
  /** The social provider (or `'email'`, `'farcaster'`). */
  authProvider?: string | undefined
  email?: string | undefined
}

/**
 * The embedded wallet's display name: the social username (a discord name loses its
 * trailing `0`, the old discriminator), otherwise the e-mail, shortened when longer than 30 characters
 * by replacing its last 3 characters with an ellipsis; `undefined` when there is neither.
 *
 * @example
 * authDisplayName({ userName: 'alice0', authProvider: 'discord' }) // 'alice'
 * authDisplayName({ email: 'a-very-long-address-indeed@example.com' }) // 'a-very-long-address-indeed@e...' (30 chars)
 */
export function authDisplayName(source: DisplayNameSource): string | undefined {
  if (source.userName) {
    return source.authProvider === 'discord' && source.userName.endsWith('0') ? source.userName.slice(0, -1) : source.userName
  }
  if (!source.email) return undefined
  if (source.email.length <= maxDisplayEmailLength) return source.email
  return `${source.email.slice(0, maxDisplayEmailLength - 3)}...`
}
