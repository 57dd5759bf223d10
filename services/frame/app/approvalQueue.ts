import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { PENDING_TRANSACTIONS_LIMIT } from '../../../src/protocol/pendingTransactions'

/**
 * One approval at a time: each task starts after every earlier one has settled (resolved or
 * failed), so a transaction queued behind another gets its nonce once the first has been sent. At
 * most `limit` tasks wait or run at once; past it a task is refused at once with a
 * `FrameRequestError` (`limitExceeded`), never started.
 *
 * @example
 * const inTurn = createApprovalQueue()
 * await inTurn(async () => approveAndSend())
 */
export function createApprovalQueue(limit: number = PENDING_TRANSACTIONS_LIMIT): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve()
  let open = 0
  const release = () => {
    open -= 1
  }
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (open >= limit) return Promise.reject(new FrameRequestError({ code: frameErrorCodes.limitExceeded }))
    open += 1
    const turn = last.then(task)
    last = turn.catch(() => undefined)
    turn.then(release, release)
    return turn
  }
}
