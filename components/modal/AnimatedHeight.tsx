import { useLayoutEffect, useRef, type ReactNode } from 'react'
import * as styles from './ModalParts.css'

/**
 * Lets the modal's height follow its content over 150 ms (off under reduced
 * motion). The first layout is left alone (height `auto`), so opening costs no
 * extra render; on later size changes the box is pinned to its old height and
 * then moved to the new one, which the CSS transition animates.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const innerRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const box = boxRef.current
    const inner = innerRef.current
    if (!box || !inner || typeof ResizeObserver === 'undefined') return
    // The first callback (right after the first layout) only records the height: reading
    // offsetHeight here would force a layout in the middle of the opening commit.
    let last: number | undefined
    let frame = 0
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.borderBoxSize?.[0]?.blockSize ?? inner.offsetHeight
      if (last === undefined || next === last) {
        last = next
        return
      }
      const from = last
      last = next
      // Written to the DOM, not through React state: the pinned height must be painted in this
      // frame and the new one set in the next, or the transition has nothing to start from
      // (React could batch both updates into one render).
      if (!box.style.height) box.style.height = `${from}px`
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        box.style.height = `${next}px`
      })
    })
    observer.observe(inner)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <div ref={boxRef} className={styles.heightBox} data-foyer-height-box="">
      <div ref={innerRef}>{children}</div>
    </div>
  )
}
