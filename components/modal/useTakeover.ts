import { useEffect, useState, type CSSProperties } from 'react'

/** Longest opening animation of the dialog (overlay, content, title), in ms, with a margin. */
const openingAnimationMs = 200

/** What {@link useTakeover} returns. */
export type Takeover = {
  /** The dialog is taking over from the shell in this opening. */
  active: boolean
  /** Continues the shell's opening animations where they are instead of starting them again. */
  style: CSSProperties | undefined
}

/**
 * When the full dialog replaces the light shell that was already on screen (`shellShownAt`, a
 * `performance.now()` time), its opening animations run with a negative delay equal to the time
 * the shell has shown, so the dialog does not fade in a second time. Only for that opening: after
 * the animations or once closed, later openings and view changes animate as usual.
 */
export function useTakeover(shellShownAt: number | undefined, open: boolean): Takeover {
  const [delayMs] = useState(() => (shellShownAt !== undefined && open ? Math.max(0, performance.now() - shellShownAt) : undefined))
  const [active, setActive] = useState(delayMs !== undefined)
  useEffect(() => {
    if (!active) return
    if (!open) {
      setActive(false)
      return
    }
    const timer = setTimeout(() => setActive(false), Math.max(0, openingAnimationMs - (delayMs ?? 0)))
    return () => clearTimeout(timer)
  }, [active, open, delayMs])
  const running = active && open && delayMs !== undefined
  return { active: running, style: running ? { animationDelay: `${-Math.round(delayMs)}ms` } : undefined }
}
