import { boundedIssues } from '../boundedIssues'
import { HttpError } from '../HttpError'

type ValidationResult = { success: true } | { success: false; error: { issues: readonly { message: string }[] } }

/**
 * A `zValidator` hook that answers a request that does not fit its schema with 400 and the first
 * problem's own words (e.g. 'Invalid address', 'Invalid amount') plus that issue (`boundedIssues`),
 * rather than the server's bare 'Invalid request': the swap and on-ramp clients show that message.
 *
 * @example
 * app.get('/v1/convert/allowance', zValidator('query', swapAllowanceQuerySchema, firstIssue), handler)
 */
export function firstIssue(result: ValidationResult): void {
  if (result.success) return
  const [issue] = boundedIssues(result.error.issues)
  throw new HttpError(400, issue?.message ?? 'Invalid request', { issues: issue ? [issue] : [] })
}

/**
 * As {@link firstIssue}, but the answer is the message alone (`{ error }`), as the account
 * endpoints have always answered.
 *
 * @example
 * app.get('/v1/account/:address/nfts', zValidator('query', chainQuerySchema, firstIssueOnly), handler)
 */
export function firstIssueOnly(result: ValidationResult): void {
  if (result.success) return
  throw new HttpError(400, boundedIssues(result.error.issues)[0]?.message ?? 'Invalid request')
}
