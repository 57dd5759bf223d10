import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import * as styles from './ModalParts.css'

/**
 * Lets the modal's height follow its content over 150 ms (off under reduced
 * motion). The first layout is left alone (height `auto`), so opening costs no
 * extra render; on later size changes the box is pinned to its old height and
 * then moved to the new one, which the CSS transition animates.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const innerRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const inner = innerRef.current
    if (!inner || typeof ResizeObserver === 'undefined') return
    let last = inner.offsetHeight
    let frame = 0
    const observer = new ResizeObserver(() => {
      const next = inner.offsetHeight
      if (next === last) return
      const from = last
      last = next
      setHeight((current) => current ?? from)
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setHeight(next))
    })
    observer.observe(inner)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <div className={styles.heightBox} style={height === undefined ? undefined : { height }}>
      <div ref={innerRef}>{children}</div>
    </div>
  )
}
