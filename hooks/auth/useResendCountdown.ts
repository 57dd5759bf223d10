import { useEffect, useState } from 'react'

/** The e-mail throttle: a new code or link only 30 s after the previous one. */
export const emailResendCooldownMs = 30_000

/**
 * Seconds until another e-mail may be asked for (0: now), ticking each second while above 0, and
 * `restart()` for when one was just sent.
 *
 * @example
 * const { resendIn, restart } = useResendCountdown(data.sentAt)
 */
export function useResendCountdown(initialSentAt: number | (() => number)): { resendIn: number; restart: () => void } {
  const [sentAt, setSentAt] = useState(initialSentAt)
  const [now, setNow] = useState(() => Date.now())
  const resendIn = Math.max(0, Math.ceil((sentAt + emailResendCooldownMs - now) / 1000))

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [resendIn])

  function restart() {
    const at = Date.now()
    setSentAt(at)
    setNow(at)
  }
  return { resendIn, restart }
}
