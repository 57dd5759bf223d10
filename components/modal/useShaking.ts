import { useEffect, useState } from 'react'

/** How long the dialog shakes after an error: long enough to be seen, short enough not to hold up a retry. */
export const modalShakeMs = 500

/**
 * Whether the dialog shakes now: from each new `shakeCount` (a failure somewhere in the modal) for
 * {@link modalShakeMs}; a failure during a shake starts it again.
 *
 * @example
 * const shaking = useShaking(useFoyerShakeCount())
 */
export function useShaking(shakeCount: number): boolean {
  const [shaking, setShaking] = useState(false)
  useEffect(() => {
    if (shakeCount === 0) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), modalShakeMs)
    return () => clearTimeout(timer)
  }, [shakeCount])
  return shaking
}
