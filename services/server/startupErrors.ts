import { BaseError } from '../../src/errors/BaseError'

/** Type of {@link FrameBuildError}. */
export type FrameBuildErrorType = FrameBuildError & { name: 'FrameBuildError' }

/**
 * The login frame's app could not be built at start-up (no compiled `frame-assets.json` beside the
 * server, and the build in a child process failed): the services do not start without the frame
 * they serve. The message carries the build's own error output.
 *
 * @example
 * await loadFrameAssets() // rejects with FrameBuildError when the build fails
 */
export class FrameBuildError extends BaseError {
  override name = 'FrameBuildError'
  constructor(message: string, { cause }: { cause?: unknown } = {}) {
    // The message already quotes the build's output: the child process error is not repeated as details.
    super(message, { cause, details: message })
  }
}
