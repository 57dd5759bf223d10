/**
 * Whether a value is a transaction hash: `0x` and exactly 64 hex digits.
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * isTransactionHash('0x1234') // false
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

/**
 * Whether a value is a signed message: `0x` and 62 or more hex digits. A plain ECDSA signature has
 * 130; a smart account's (ERC-1271, ERC-6492) may be far longer, so there is no upper bound.
 *
 * @example
 * isSignedMessage(`0x${'ab'.repeat(65)}`) // true
 * isSignedMessage('0x') // false
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}

// The answers the host relies on: wagmi hands them to the app as a hash to wait for or a signature to
// verify, so an answer of another shape must fail here rather than later in the app's own code.
const expectedShape: ReadonlyMap<string, (value: unknown) => boolean> = new Map([
  ['eth_sendTransaction', isTransactionHash],
  ['personal_sign', isSignedMessage],
  ['eth_signTypedData_v4', isSignedMessage],
])

/**
 * Whether the embedded wallet's answer to `method` has the shape that method's answer must have: a
 * transaction hash for `eth_sendTransaction`, a signed message for `personal_sign` and
 * `eth_signTypedData_v4`. Answers of other methods are not checked here (true).
 *
 * @example
 * isExpectedRpcResult('personal_sign', '0x') // false
 * isExpectedRpcResult('wallet_sendCalls', { id: '0x01' }) // true
 */
export function isExpectedRpcResult(method: string, result: unknown): boolean {
  const check = expectedShape.get(method)
  return check ? check(result) : true
}
