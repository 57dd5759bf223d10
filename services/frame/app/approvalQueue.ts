/**
 * One approval at a time: each task starts after every earlier one has settled (resolved or
 * failed), so a transaction queued behind another gets its nonce once the first has been sent.
 *
 * @example
 * const inTurn = createApprovalQueue()
 * await inTurn(async () => approveAndSend())
 */
export function createApprovalQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const turn = last.then(task)
    last = turn.catch(() => undefined)
    return turn
  }
}
