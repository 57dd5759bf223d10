import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'wagmi/chains'

/** The EOA behind the stand-in auth frame's signed-in user (anvil's second development key). */
export const emailAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/**
 * The user the stand-in auth frame answers after an e-mail sign-in: {@link emailAccount} as an EOA
 * on the local anvil chain, signed in as ada@example.com.
 *
 * @example
 * frame.handlers.connectOtp = () => emailUser
 */
export const emailUser = {
  address: emailAccount.address,
  chainId: foundry.id,
  accounts: [{ address: emailAccount.address, type: 'eoa' as const }],
  email: 'ada@example.com',
  authProvider: 'email' as const,
  preferredAccountType: 'eoa' as const,
}
