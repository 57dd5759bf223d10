import { BaseError } from '../errors/BaseError'
import { alerts } from '../errors/alerts'

// Apart from the frame's error replies (`frameErrors.ts`): those are checked by the auth connector,
// which loads with the page, while only the host transport, a chunk loaded with the frame, raises
// this one, whose alert texts need not ship with the page.

/** Why the frame did not answer: it did not load, timed out, or refused the page's domain. */
export type FrameFailureReason = 'iframe_load_failed' | 'iframe_request_timeout' | 'unverified_domain'

const reasonAlert = {
  iframe_load_failed: 'APKT003',
  iframe_request_timeout: 'APKT004',
  unverified_domain: 'APKT005',
} as const

/** Type of {@link FrameAlertError}. */
export type FrameAlertErrorType = FrameAlertError & { name: 'FrameAlertError' }

/**
 * The frame did not load, did not answer in time, or refused the page's domain: carries the
 * matching alert code (APKT003, APKT004, APKT005) so the modal shows that alert.
 *
 * @example
 * new FrameAlertError({ reason: 'iframe_load_failed' }).alertCode // 'APKT003'
 */
export class FrameAlertError extends BaseError {
  override name = 'FrameAlertError'
  /** Which of the three failures it was. */
  reason: FrameFailureReason
  /** The alert the modal shows. */
  alertCode: (typeof reasonAlert)[FrameFailureReason]

  constructor({ reason, details, cause }: { reason: FrameFailureReason; details?: string; cause?: unknown }) {
    const alertCode = reasonAlert[reason]
    super(alerts[alertCode].title, { cause, details: details ?? reason, docsPath: '/errors#frame-alert' })
    this.reason = reason
    this.alertCode = alertCode
  }
}
