import type { AuthContext } from './authContext'
import type { AuthMethod, AuthUser } from './authStore'
import { socialUserName } from './socialUserName'

/** A provider account signing in, as the provider proved it. */
export type ProviderAccount = {
  provider: AuthMethod
  /** The provider's stable account id. */
  subject: string
  /** The provider's username (raw). */
  userName: string | null
  /**
   * The account's e-mail (lower case), only when the provider asserted it verified it (OIDC
   * `email_verified: true`, or Apple's `"true"`); providers that assert nothing leave it out.
   */
  email?: string | undefined
}

/**
 * Finds the user of a social or Farcaster account, creating it on first sign-in.
 *
 * Linking rule. A provider account, (provider, subject), always signs in to the user it was first
 * linked to, so the same person gets the same wallet every time. An e-mail address joins accounts
 * only when the provider vouches for it: a new account whose provider asserts a verified e-mail is
 * linked to the user who owns that address, either as its own e-mail (e-mail sign-in, or an earlier
 * social sign-up) or as the verified e-mail of an account already linked to it. Without such a user,
 * a new user is created, and a verified e-mail becomes its own address, so a later e-mail sign-in
 * with it reaches the same wallet. An e-mail the provider does not vouch for never reaches this
 * function (the sign-in is refused before), and providers that assert none (GitHub, Discord, X,
 * Facebook as configured here, Farcaster) never join an existing user.
 *
 * @returns the user, whether it was created, and its display `userName` (`socialUserName`'s rules applied).
 * @example
 * await loginOrCreate(context, { provider: 'google', subject: '1098…', userName: 'ada@example.com', email: 'ada@example.com' })
 */
export async function loginOrCreate(
  context: AuthContext,
  account: ProviderAccount,
): Promise<{ user: AuthUser; isNewUser: boolean; userName: string | undefined }> {
  const store = await context.store()
  const userName = socialUserName(account.provider, account.userName)
  const known = await store.userBySubject(account.provider, account.subject)
  if (known) return { user: known, isNewUser: false, userName }

  const email = account.email ?? null
  const link = async (): Promise<AuthUser | undefined> => {
    const owner = email === null ? undefined : await store.userByVerifiedEmail(email)
    if (!owner) return undefined
    await store.linkIdentity({ provider: account.provider, subject: account.subject, userId: owner.id, email, createdAt: context.now() })
    return owner
  }

  try {
    const linked = await link()
    if (linked) return { user: linked, isNewUser: false, userName }
    const user: AuthUser = {
      id: context.newUserId(),
      email,
      provider: account.provider,
      subject: account.subject,
      userName: account.userName,
      createdAt: context.now(),
    }
    await store.createUser(user)
    return { user, isNewUser: true, userName }
  } catch (error) {
    // Two callbacks racing: the loser finds the account the winner linked, or the user the winner
    // created with the same verified e-mail.
    const winner = (await store.userBySubject(account.provider, account.subject)) ?? (await link().catch(() => undefined))
    if (!winner) throw error
    return { user: winner, isNewUser: false, userName }
  }
}
