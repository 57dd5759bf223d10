/**
 * Whether an injected wallet's error is the user saying no. Extensions of the injected families
 * (Keplr, Leap, Polkadot's `injectedWeb3`) have no error code of their own: they reject with texts
 * such as 'Request rejected', 'Cancelled' or 'User rejected the request'; some add the EIP-1193
 * code 4001. The cause chain is followed, on Errors and plain objects alike.
 *
 * @example
 * isWalletRejection(new Error('Request rejected')) // true
 */
export function isWalletRejection(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    if ((current as { code?: unknown }).code === 4001) return true
    const message = (current as { message?: unknown }).message
    if (typeof message === 'string' && /reject|cancel|denied|declined/i.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
