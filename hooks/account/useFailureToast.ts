import { useEffect, useRef } from 'react'
import { useFoyerActions } from '../foyerContext'

/**
 * Shows one error toast per failure: `failedAt` is the failure's time (React Query's
 * `errorUpdatedAt`; 0 when there is none). A failure that happened before the component mounted
 * was already announced, so remounting a tab does not toast it again. `onFailure` runs once with it
 * (e.g. to track an event).
 */
export function useFailureToast(failedAt: number, message: string, onFailure?: () => void): void {
  const { toast } = useFoyerActions()
  const announced = useRef(failedAt)
  const latest = useRef({ message, onFailure })
  latest.current = { message, onFailure }
  useEffect(() => {
    if (!failedAt || failedAt === announced.current) return
    announced.current = failedAt
    toast.showToast('error', latest.current.message)
    latest.current.onFailure?.()
  }, [failedAt, toast])
}
