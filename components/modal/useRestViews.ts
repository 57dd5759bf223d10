import { useEffect, useState } from 'react'
import { loadedRestViews, loadRestViews, type RestViewsModule } from '../views/loadRestViews'

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void }

/**
 * The views other than Connect. They load in the background when the main thread is next idle
 * (at the latest `idleTimeoutMs` later) and nothing `deferred` them, so their code does not compete
 * with the dialog's first frames and the Connect view's wallet list; at once when `needed` (a view
 * from them is shown).
 */
export function useRestViews(needed: boolean, deferred = false, idleTimeoutMs = 300): RestViewsModule | undefined {
  const [rest, setRest] = useState(loadedRestViews)
  useEffect(() => {
    if (rest) return
    let cancelled = false
    const load = () => {
      loadRestViews().then(
        (module) => {
          if (!cancelled) setRest(module)
        },
        // A failed chunk (offline) is retried on the next need; Connect keeps working meanwhile.
        () => undefined,
      )
    }
    if (!needed && deferred) return
    if (needed) {
      load()
      return () => {
        cancelled = true
      }
    }
    const idle = window as IdleWindow
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(load, { timeout: idleTimeoutMs })
      return () => {
        cancelled = true
        idle.cancelIdleCallback?.(handle)
      }
    }
    const timer = setTimeout(load, 50)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [rest, needed, deferred, idleTimeoutMs])
  return rest
}
