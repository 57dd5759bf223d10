import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useFoyerOptions } from '../foyerContext'

/** How DataCapture ended for an account in this tab: an address verified, or the step skipped. */
export type EmailCaptureStatus = 'verified' | 'skipped'

const storageKey = (projectId: string, address: string) => `foyer.emailCapture.${projectId}:${address.toLowerCase()}`

/** React Query key of {@link useEmailCaptureStatus}: the shared, reactive copy of the tab's record. */
export const emailCaptureStatusQueryKey = (projectId: string, address: string | undefined) =>
  ['foyer.emailCapture.status', { projectId, address: address?.toLowerCase() }] as const

function read(projectId: string, address: string): EmailCaptureStatus | null {
  try {
    const value = globalThis.sessionStorage?.getItem(storageKey(projectId, address))
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
  const { projectId } = useFoyerOptions()
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: emailCaptureStatusQueryKey(projectId, address),
    queryFn: () => read(projectId, address as string),
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const settle = useCallback(
    (status: EmailCaptureStatus) => {
      if (!address) return
      try {
        globalThis.sessionStorage?.setItem(storageKey(projectId, address), status)
      } catch {
        // As above: remembered for this page only, through the query cache.
      }
      queryClient.setQueryData(emailCaptureStatusQueryKey(projectId, address), status)
    },
    [address, projectId, queryClient],
  )
  return { status: address === undefined ? null : query.data, settle }
}
