/**
 * A test wallet's answer to one request as its Node side sends it over the bridge: `{ result }`
 * with what `answer` returns, or `{ error }` with the message and numeric `code` of what it
 * throws (-32603, an internal error, when the thrown value carries no code).
 *
 * @example
 * return settleAnswer(() => answer(payload))
 */
export function settleAnswer(answer: () => unknown): { result: unknown } | { error: { code: number; message: string } } {
  try {
    return { result: answer() }
  } catch (error) {
    const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
    return { error: { code, message: error instanceof Error ? error.message : String(error) } }
  }
}

/**
 * {@link settleAnswer} for wallets whose errors carry only a message (the Keplr and Polkadot
 * extension APIs throw plain errors).
 *
 * @example
 * return settleAnswerMessage(() => answer(payload))
 */
export function settleAnswerMessage(answer: () => unknown): { result: unknown } | { error: { message: string } } {
  const settled = settleAnswer(answer)
  return 'error' in settled ? { error: { message: settled.error.message } } : settled
}
