import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { AuthApi } from './authApi'

/** Options of {@link waitForDeviceApproval}. */
export type WaitForDeviceApprovalOptions = {
  /** Stops waiting (the modal left the step); rejects with 5001. */
  signal?: AbortSignal | undefined
  /** Pause between two questions to the API. @default 2000 */
  pollIntervalMs?: number | undefined
}

/**
 * Asks the API every ~2 s whether the owner approved this session's device by the e-mailed link, and
 * resolves once they did. The owner's "This was not me" revokes the session, which the API then no
 * longer knows (4100 here): that rejects with 4012.
 *
 * @throws {FrameRequestError} 4012 denied, 4013 the link expired (or none was sent), 5001 aborted.
 * @example
 * await waitForDeviceApproval(api, sessionToken, { signal })
 */
export async function waitForDeviceApproval(api: AuthApi, sessionToken: string, options: WaitForDeviceApprovalOptions = {}): Promise<void> {
  const { signal } = options
  const pollIntervalMs = options.pollIntervalMs ?? 2000
  for (;;) {
    if (signal?.aborted) throw new FrameRequestError({ code: frameErrorCodes.aborted })
    let state: Awaited<ReturnType<AuthApi['deviceState']>>['state']
    try {
      state = (await api.deviceState(sessionToken)).state
    } catch (error) {
      if (error instanceof FrameRequestError && error.code === frameErrorCodes.notConnected) {
        throw new FrameRequestError({ code: frameErrorCodes.deviceDenied, cause: error })
      }
      throw error
    }
    if (state === 'approved') return
    if (state !== 'pending') throw new FrameRequestError({ code: frameErrorCodes.deviceLinkExpired })
    await pause(pollIntervalMs, signal)
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}
