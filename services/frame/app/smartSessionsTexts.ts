/** The frame's texts for smart sessions (English, like `frameTexts`). */
export const smartSessionsTexts = {
  grantTitle: 'Allow a session without prompts',
  grantWhat: 'What it allows',
  grantWhatValue: (app: string) =>
    `${app} may send calls to the contract below from your account without asking you again, within these limits, until the session expires or you revoke it.`,
  contract: 'Contract',
  functions: 'Functions',
  anyFunction: 'Any function of this contract',
  spendLimit: 'Spend limit',
  spendLimitValue: (amount: string) => `${amount} in total, sent with the calls`,
  gasAllowance: 'Gas allowance',
  gasAllowanceValue: (amount: string) => `${amount} moved now from your account to the session's own key, which pays the session's fees`,
  expires: 'Expires',
  sessionKey: 'Session key',
  revokeTitle: 'Revoke a session',
  revokeWhat: 'What it does',
  revokeWhatValue: 'The session key can no longer send anything from your account, starting with the next block.',
  // Refusals.
  notEnabled: 'Smart sessions are not enabled on this network',
  notSessionAccount: 'This network\u2019s smart account does not support sessions',
  needsSmartAccount: 'Smart sessions need a smart account',
  invalidGrant: (why: string) => `Invalid permission request: ${why}`,
  unknownSession: 'unknown permissions context',
  otherAccount: 'the session belongs to another account or app',
  otherChain: 'the session is for another network',
  revoked: 'the session was revoked',
  expired: (date: string) => `the session expired on ${date}`,
  otherTarget: (target: string) => `the session may only call ${target}`,
  overLimit: (left: string) => `over the session's spend limit (${left} left)`,
  batch: 'a session sends one call at a time',
  grantFailed: 'The session was not granted: its transaction reverted',
  revokeFailed: 'The session was not revoked: its transaction reverted',
  notMined: 'The transaction was sent but is not mined yet',
} as const

/** A unix time in seconds as the approval and the refusals show it (UTC, unambiguous). */
export function formatExpiry(seconds: bigint | number): string {
  return new Date(Number(seconds) * 1000).toUTCString()
}
