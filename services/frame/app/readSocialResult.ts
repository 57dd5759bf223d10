import { errorMessages } from '../../../src/errors/messages'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'

/**
 * The one-time result id in the URI the social popup handed over, read only from this frame's own
 * `/social-result` page. A refusal the API sent there instead (`error=...`: the provider's or its
 * own checks') becomes the modal's text: `access_denied` (the user said no at the provider) is
 * 'Connection rejected' (code 4001), any other refusal 'Failed to connect'.
 *
 * @throws FrameRequestError for a refusal, or 'Invalid social sign-in result' for a URI from anywhere else.
 * @example
 * readSocialResult('https://frame.example/social-result?result=abc&hostOrigin=...', 'https://frame.example') // 'abc'
 */
export function readSocialResult(uri: string, frameOrigin: string): string {
  const url = URL.canParse(uri) ? new URL(uri) : undefined
  if (!url || url.origin !== frameOrigin || url.pathname !== '/social-result') throw invalid()
  const error = url.searchParams.get('error')
  if (error === 'access_denied') throw new FrameRequestError({ code: frameErrorCodes.userRejected, message: errorMessages.connectionRejected })
  if (error !== null) throw new FrameRequestError({ code: frameErrorCodes.internal, message: errorMessages.failedToConnect })
  const result = url.searchParams.get('result')
  if (!result) throw invalid()
  return result
}

const invalid = () => new FrameRequestError({ code: frameErrorCodes.internal, message: 'Invalid social sign-in result' })
