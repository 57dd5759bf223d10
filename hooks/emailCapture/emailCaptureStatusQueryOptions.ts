import type { FoyerApi } from '../../src/api/foyerApi'

/** How DataCapture ended for an account in this tab: an address verified, or the step skipped. */
export type EmailCaptureStatus = 'verified' | 'skipped'

// Per project: DataCapture only runs once the project's remote flags were read, so it has one.
const storageKey = (api: FoyerApi, address: string) => `foyer.emailCapture.${api.projectId}:${address.toLowerCase()}`

/** Key of the tab's record of DataCapture for an account: the shared, reactive copy of it. */
export function emailCaptureStatusQueryKey(api: FoyerApi, address: string | undefined) {
  return ['foyer.emailCapture.status', { projectId: api.projectId, address: address?.toLowerCase() }] as const
}

function readEmailCaptureStatus(api: FoyerApi, address: string): EmailCaptureStatus | null {
  try {
    const value = globalThis.sessionStorage?.getItem(storageKey(api, address))
    return value === 'verified' || value === 'skipped' ? value : null
  } catch {
    // Storage refused (privacy mode): the step is asked again on the next connect.
    return null
  }
}

/**
 * Keeps how DataCapture ended for `address` in `sessionStorage` (a reload does not ask again, a new
 * tab does); the caller puts the same value in the query cache.
 */
export function storeEmailCaptureStatus(api: FoyerApi, address: string, status: EmailCaptureStatus): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey(api, address), status)
  } catch {
    // Storage refused: remembered for this page only, through the query cache.
  }
}

/**
 * The tab's record of DataCapture for an account, read from `sessionStorage`: `null` when the step
 * has not ended yet (or there is no account). Never stale: `settle` writes it.
 *
 * @example
 * useQuery(emailCaptureStatusQueryOptions(useFoyerApi(), address))
 */
export function emailCaptureStatusQueryOptions(api: FoyerApi, address: string | undefined) {
  return {
    queryKey: emailCaptureStatusQueryKey(api, address),
    queryFn: () => (address === undefined ? null : readEmailCaptureStatus(api, address)),
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  }
}
