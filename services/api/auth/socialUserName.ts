import { authDisplayName } from '../../../src/auth/displayName'
import type { AuthMethod } from './authStore'

/**
 * The `userName` the API reports for a login: the provider's username, a discord
 * name without its trailing `0` (the old discriminator); `undefined` for e-mail logins.
 *
 * @example
 * socialUserName('discord', 'wumpus0') // 'wumpus'
 */
export function socialUserName(provider: AuthMethod, raw: string | null): string | undefined {
  if (provider === 'email' || !raw) return undefined
  return authDisplayName({ userName: raw, authProvider: provider })
}
