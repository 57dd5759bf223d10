import type { z } from 'zod'
import type { authProviderSchema, FrameUser } from '../../../src/protocol/payloads'
import type { SignedIn } from './walletSession'

/** How the user signed in. */
export type AuthProvider = z.infer<typeof authProviderSchema>

/** The `FrameUser` result the host gets for a signed-in user on `chainId`. */
export function toFrameUser(user: SignedIn, chainId: number): FrameUser {
  return {
    address: user.address,
    chainId,
    accounts: [{ address: user.address, type: 'eoa' }],
    solanaAddress: user.solanaAddress,
    ...(user.email ? { email: user.email } : {}),
    ...(user.userName ? { userName: user.userName } : {}),
    authProvider: user.authProvider,
    preferredAccountType: 'eoa',
  }
}
