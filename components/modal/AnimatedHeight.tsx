import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import * as styles from './ModalParts.css'

/**
 * Lets the modal's height follow its content over 150 ms (off under reduced
 * motion): measures the content with a ResizeObserver and sets an explicit height.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const innerRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const inner = innerRef.current
    if (!inner || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(inner.offsetHeight))
    observer.observe(inner)
    setHeight(inner.offsetHeight)
    return () => observer.disconnect()
  }, [])
  return (
    <div className={styles.heightBox} style={height === undefined ? undefined : { height }}>
      <div ref={innerRef}>{children}</div>
    </div>
  )
}
