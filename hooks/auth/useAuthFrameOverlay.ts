import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'
import { useAuthConnector } from './useAuthConnector'

const placedStyle = ['position', 'left', 'top', 'width', 'height', 'z-index', 'pointer-events'] as const
// Inline `display` would beat the `hidden` attribute, so every style set on the iframe is removed again.
const frameStyle = ['width', 'height', 'border', 'display', 'color-scheme'] as const

/**
 * Shows the login frame over `target` (ApproveTransaction's body) while the frame shows its approval
 * UI. The iframe is never moved in the DOM (that would reload it and lose its state): its container
 * is positioned over the target's box, above the modal, and follows it when the dialog's animations
 * end, when sizes change, on resize and on scroll. Focus moves into the frame so keyboard users land
 * on its Approve/Reject buttons.
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
    iframe.style.width = '100%'
    iframe.style.height = '100%'
    iframe.style.border = '0'
    iframe.style.display = 'block'
    iframe.style.colorScheme = 'normal'
    iframe.hidden = false
    iframe.focus()
    // A box read while the dialog animates includes the animation's transform (and a dialog centred
    // on screen moves as its height animates), so one early reading can leave the frame far from
    // its area for good. The rule: read the area's box now and again whenever it may have moved,
    // that is when an animation or transition in the dialog ends (its opening, a view's entrance,
    // the body's height), when the area or the dialog changes size, when the window is resized and
    // on any scroll (captured, so scrolling containers count); each time also one frame later, for
    // styles a callback of that moment only writes afterwards. Nothing is polled on a timer.
    let frame = 0
    const settle = () => {
      place()
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    settle()
    const observer = new ResizeObserver(settle)
    observer.observe(element)
    if (dialog) observer.observe(dialog)
    const dialogEvents = ['animationend', 'transitionend'] as const
    for (const type of dialogEvents) dialog?.addEventListener(type, settle)
    window.addEventListener('resize', settle)
    window.addEventListener('scroll', settle, true)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      for (const type of dialogEvents) dialog?.removeEventListener(type, settle)
      window.removeEventListener('resize', settle)
      window.removeEventListener('scroll', settle, true)
      iframe.hidden = true
      for (const property of frameStyle) iframe.style.removeProperty(property)
      for (const property of placedStyle) container.style.removeProperty(property)
    }
  }, [auth, visible, target])

  return visible
}
