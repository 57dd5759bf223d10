import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { walletsQueryKey } from '../../hooks/walletsQueryOptions'
import { loadedRestViews, loadRestViews, type RestViewsModule } from '../views/loadRestViews'

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/**
 * The views other than Connect. They load in the background once the modal is `open`, no
 * wallet-registry request is in flight (the Connect view's list waits on one) and the main thread
 * is next idle (at the latest `idleTimeoutMs` later), so their code competes neither with a click
 * after a hover nor with the dialog's first frames and the wallet list; at once when `needed` (a
 * view from them is shown). The registry is watched through the query cache, not React state, so
 * its progress re-renders nothing here.
 */
export function useRestViews(needed: boolean, open: boolean, idleTimeoutMs = 300): RestViewsModule | undefined {
  const queryClient = useQueryClient()
  const [rest, setRest] = useState(loadedRestViews)
  useEffect(() => {
    if (rest) return
    let cancelled = false
    let stop = () => {}
    const load = () => {
      stop()
      loadRestViews().then(
        (module) => {
          if (!cancelled) setRest(module)
        },
        // A failed chunk (offline) is tried again on the next need; Connect keeps working meanwhile.
        () => undefined,
      )
    }
    const whenIdle = () => {
      const idle = window as IdleWindow
      if (idle.requestIdleCallback) {
        const handle = idle.requestIdleCallback(load, { timeout: idleTimeoutMs })
        stop = () => idle.cancelIdleCallback?.(handle)
      } else {
        const timer = setTimeout(load, 50)
        stop = () => clearTimeout(timer)
      }
    }
    const registryBusy = () => open && queryClient.isFetching({ queryKey: walletsQueryKey.all }) > 0
    let unsubscribe = () => {}
    if (needed) load()
    else if (!open) return
    else if (!registryBusy()) whenIdle()
    else {
      unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (registryBusy()) return
        unsubscribe()
        whenIdle()
      })
    }
    return () => {
      cancelled = true
      unsubscribe()
      stop()
    }
  }, [rest, needed, open, idleTimeoutMs, queryClient])
  return rest
}
