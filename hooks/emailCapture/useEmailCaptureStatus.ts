import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useFoyerApi } from '../foyerContext'
import { emailCaptureStatusQueryKey, emailCaptureStatusQueryOptions, storeEmailCaptureStatus, type EmailCaptureStatus } from './emailCaptureStatusQueryOptions'

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
  const query = useQuery(emailCaptureStatusQueryOptions(api, address))
  const settle = useCallback(
    (status: EmailCaptureStatus) => {
      if (!address) return
      storeEmailCaptureStatus(api, address, status)
      queryClient.setQueryData(emailCaptureStatusQueryKey(api, address), status)
    },
    [address, api, queryClient],
  )
  return { status: address === undefined ? null : query.data, settle }
}
