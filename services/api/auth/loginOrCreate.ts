import type { AuthContext } from './authContext'
import type { AuthMethod, AuthUser } from './authStore'
import { socialUserName } from './socialUserName'

/**
 * Finds the user of a social or Farcaster account, creating it on first sign-in. Accounts are keyed
 * by provider and subject only: an e-mail a provider reports is never used to join accounts, since
 * not every provider verifies it.
 *
 * @returns the user, whether it was created, and its display `userName` (`socialUserName`'s rules applied).
 */
export async function loginOrCreate(
  context: AuthContext,
  account: { provider: AuthMethod; subject: string; userName: string | null },
): Promise<{ user: AuthUser; isNewUser: boolean; userName: string | undefined }> {
  const store = await context.store()
  const found = await store.userBySubject(account.provider, account.subject)
  const userName = socialUserName(account.provider, account.userName)
  if (found) return { user: found, isNewUser: false, userName }
  const user: AuthUser = {
    id: context.newUserId(),
    email: null,
    provider: account.provider,
    subject: account.subject,
    userName: account.userName,
    createdAt: context.now(),
  }
  try {
    await store.createUser(user)
  } catch (error) {
    // Two callbacks racing for a new account: the loser signs in to the winner's user.
    const winner = await store.userBySubject(account.provider, account.subject)
    if (!winner) throw error
    return { user: winner, isNewUser: false, userName }
  }
  return { user, isNewUser: true, userName }
}
