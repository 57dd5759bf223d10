import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'
import { useAuthConnector } from './useAuthConnector'

const placedStyle = ['position', 'left', 'top', 'width', 'height', 'z-index', 'pointer-events'] as const
// Inline `display` would beat the `hidden` attribute, so every style set on the iframe is removed again.
const frameStyle = ['width', 'height', 'border', 'display', 'color-scheme'] as const

/**
 * Shows the login frame over `target` (ApproveTransaction's body) while the frame shows its approval
 * UI. The iframe is never moved in the DOM (that would reload it and lose its state): its container
 * is positioned over the target's box, above the modal, and follows it on resize and scroll. Focus
 * moves into the frame so keyboard users land on its Approve/Reject buttons.
 *
 * @returns whether the frame is visible.
 * @example
 * const visible = useAuthFrameOverlay(bodyRef)
 */
export function useAuthFrameOverlay(target: RefObject<HTMLElement | null>): boolean {
  const auth = useAuthConnector()
  const [visible, setVisible] = useState(() => auth?.isApprovalVisible() ?? false)

  useEffect(() => {
    if (!auth) return
    setVisible(auth.isApprovalVisible())
    return auth.onAuthEvent((event) => {
      if (event.type === 'frameApproval') setVisible(event.visible)
    })
  }, [auth])

  useLayoutEffect(() => {
    const iframe = auth?.frameElement()
    const container = iframe?.parentElement
    const element = target.current
    if (!visible || !iframe || !container || !element) return
    const dialog = element.closest<HTMLElement>('[role="dialog"]')
    const zIndex = Number(dialog ? getComputedStyle(dialog).zIndex : NaN)
    const place = () => {
      const box = element.getBoundingClientRect()
      container.style.position = 'fixed'
      container.style.left = `${box.left}px`
      container.style.top = `${box.top}px`
      container.style.width = `${box.width}px`
      container.style.height = `${box.height}px`
      container.style.zIndex = String(Number.isFinite(zIndex) ? zIndex + 1 : 1000)
      // Radix sets pointer-events: none on <body> while a modal dialog is open.
      container.style.pointerEvents = 'auto'
    }
    place()
    iframe.style.width = '100%'
    iframe.style.height = '100%'
    iframe.style.border = '0'
    iframe.style.display = 'block'
    iframe.style.colorScheme = 'normal'
    iframe.hidden = false
    iframe.focus()
    const observer = new ResizeObserver(place)
    observer.observe(element)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    const frame = requestAnimationFrame(place)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      iframe.hidden = true
      for (const property of frameStyle) iframe.style.removeProperty(property)
      for (const property of placedStyle) container.style.removeProperty(property)
    }
  }, [auth, visible, target])

  return visible
}
