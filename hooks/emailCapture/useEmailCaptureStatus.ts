import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { FoyerApi } from '../../src/api/foyerApi'
import { useFoyerApi } from '../foyerContext'

/** How DataCapture ended for an account in this tab: an address verified, or the step skipped. */
export type EmailCaptureStatus = 'verified' | 'skipped'

// Per project: DataCapture only runs once the project's remote flags were read, so it has one.
const storageKey = (api: FoyerApi, address: string) => `foyer.emailCapture.${api.projectId}:${address.toLowerCase()}`

/** React Query key of {@link useEmailCaptureStatus}: the shared, reactive copy of the tab's record. */
export const emailCaptureStatusQueryKey = (api: FoyerApi, address: string | undefined) =>
  ['foyer.emailCapture.status', { projectId: api.projectId, address: address?.toLowerCase() }] as const

function read(api: FoyerApi, address: string): EmailCaptureStatus | null {
  try {
    const value = globalThis.sessionStorage?.getItem(storageKey(api, address))
    return value === 'verified' || value === 'skipped' ? value : null
  } catch {
    // Storage refused (privacy mode): the step is asked again on the next connect.
    return null
  }
}

/**
 * Whether DataCapture already ran for the connected account in this tab (kept in `sessionStorage`,
 * so a reload does not ask again but a new tab does), shared through React Query so the SIWX flow
 * waits for it and moves on the moment it ends.
 *
 * @example
 * const { status, settle } = useEmailCaptureStatus(address)
 */
export function useEmailCaptureStatus(address: string | undefined): {
  /** `null` while not settled (or no account); `undefined` for the first moment. */
  status: EmailCaptureStatus | null | undefined
  settle: (status: EmailCaptureStatus) => void
} {
  const api = useFoyerApi()
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: emailCaptureStatusQueryKey(api, address),
    queryFn: () => (address === undefined ? null : read(api, address)),
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const settle = useCallback(
    (status: EmailCaptureStatus) => {
      if (!address) return
      try {
        globalThis.sessionStorage?.setItem(storageKey(api, address), status)
      } catch {
        // As above: remembered for this page only, through the query cache.
      }
      queryClient.setQueryData(emailCaptureStatusQueryKey(api, address), status)
    },
    [address, api, queryClient],
  )
  return { status: address === undefined ? null : query.data, settle }
}
