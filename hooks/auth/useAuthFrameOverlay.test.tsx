// @vitest-environment jsdom
/*
 * When useAuthFrameOverlay reads the approval area's box. jsdom lays nothing out, so the area's box is
 * set by the test (getBoundingClientRect), ResizeObserver is a stand-in the test triggers, and frames
 * run when the test says; the events are the real DOM events the browser fires.
 */
import { act, cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { authOperations, embeddedWalletStandIn } from '../../test/components/embeddedWalletStandIn'
import { createTestConfig } from '../../test/components/renderWithModal'
import { useAuthFrameOverlay } from './useAuthFrameOverlay'

type Box = { x: number; y: number; width: number; height: number }

/** A ResizeObserver the test triggers: `resize(element)` calls every observer watching it. */
class TestResizeObserver {
  static live = new Set<TestResizeObserver>()
  readonly watched = new Set<Element>()
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(element: Element) {
    this.watched.add(element)
    TestResizeObserver.live.add(this)
  }
  unobserve(element: Element) {
    this.watched.delete(element)
  }
  disconnect() {
    this.watched.clear()
    TestResizeObserver.live.delete(this)
  }
  static resize(element: Element) {
    for (const observer of [...TestResizeObserver.live]) {
      if (observer.watched.has(element)) observer.callback([], observer as unknown as ResizeObserver)
    }
  }
}

let frames = new Map<number, FrameRequestCallback>()
let nextFrame = 1
/** Runs the animation frames asked so far. */
const runFrames = () => {
  const due = [...frames.values()]
  frames = new Map()
  for (const callback of due) callback(performance.now())
}

let box: Box = { x: 0, y: 0, width: 0, height: 0 }
let approvalVisible = true
let iframe: HTMLIFrameElement
let container: HTMLDivElement

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', TestResizeObserver)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback)
    return nextFrame++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id))
  container = document.createElement('div')
  iframe = document.createElement('iframe')
  iframe.hidden = true
  approvalVisible = true
  container.append(iframe)
  document.body.append(container)
})

afterEach(() => {
  cleanup()
  container.remove()
  frames.clear()
  TestResizeObserver.live.clear()
  vi.unstubAllGlobals()
})

// The embedded wallet's operations; the overlay asks only whether the frame shows and for its iframe.
const operations = authOperations({ isApprovalVisible: () => approvalVisible, frameElement: () => iframe })

function Overlay({ inDialog }: { inDialog: boolean }) {
  const area = useRef<HTMLDivElement>(null)
  useAuthFrameOverlay(area)
  const body = (
    <div data-testid="scroller">
      <div data-testid="height-box">
        <div ref={area} data-testid="area" />
      </div>
    </div>
  )
  return inDialog ? (
    <div role="dialog" style={{ zIndex: 50 }}>
      {body}
    </div>
  ) : (
    body
  )
}

function setup({ inDialog = true } = {}) {
  const config = createTestConfig([foundry], [embeddedWalletStandIn('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', operations)])
  const view = render(
    <WagmiProvider config={config}>
      <Overlay inDialog={inDialog} />
    </WagmiProvider>,
  )
  const area = view.getByTestId('area')
  area.getBoundingClientRect = () => DOMRect.fromRect(box)
  return { ...view, area, dialog: view.queryByRole('dialog') }
}

/** Where the frame's container is placed. */
const placed = () => ({
  x: parseFloat(container.style.left),
  y: parseFloat(container.style.top),
  width: parseFloat(container.style.width),
  height: parseFloat(container.style.height),
})

/** Renders while the dialog is still opening (its box read mid-animation), then lets it settle. */
function openedMidAnimation(options?: { inDialog?: boolean }) {
  box = { x: 20, y: 420, width: 349, height: 412 }
  const view = setup(options)
  // The first readings (now and one frame later) fall inside the animation.
  act(() => runFrames())
  expect(placed()).toEqual(box)
  box = { x: 17, y: 403, width: 356, height: 420 }
  return view
}

describe('useAuthFrameOverlay', () => {
  it('shows the frame and places it over the area once the open animation ends', () => {
    const { dialog } = openedMidAnimation()
    expect(iframe.hidden).toBe(false)
    expect(container.style.position).toBe('fixed')
    expect(container.style.zIndex).toBe('51')
    act(() => dialog!.dispatchEvent(new Event('animationend', { bubbles: true })))
    expect(placed()).toEqual({ x: 17, y: 403, width: 356, height: 420 })
  })

  it('reads the box once more a frame after an animation ends', () => {
    const { dialog } = openedMidAnimation()
    act(() => dialog!.dispatchEvent(new Event('animationend', { bubbles: true })))
    box = { x: 17, y: 400, width: 356, height: 420 }
    act(() => runFrames())
    expect(placed().y).toBe(400)
  })

  it('follows a transition that ends inside the dialog (the body growing to the new view)', () => {
    const { getByTestId } = openedMidAnimation()
    act(() => getByTestId('height-box').dispatchEvent(new Event('transitionend', { bubbles: true })))
    expect(placed().y).toBe(403)
  })

  it('follows the dialog changing size, and the area changing size', () => {
    const { dialog, area } = openedMidAnimation()
    act(() => TestResizeObserver.resize(dialog!))
    expect(placed().y).toBe(403)
    box = { ...box, height: 300 }
    act(() => TestResizeObserver.resize(area))
    expect(placed().height).toBe(300)
  })

  it('follows a window resize and a scroll in any container', () => {
    const { getByTestId } = openedMidAnimation()
    act(() => void window.dispatchEvent(new Event('resize')))
    expect(placed().y).toBe(403)
    box = { ...box, y: 350 }
    // Scroll events do not bubble: only a listener that captures sees a container's scroll.
    act(() => void getByTestId('scroller').dispatchEvent(new Event('scroll')))
    expect(placed().y).toBe(350)
  })

  it('outside a dialog, still places the frame (above everything) and follows resize and scroll', () => {
    openedMidAnimation({ inDialog: false })
    expect(container.style.zIndex).toBe('1000')
    act(() => void window.dispatchEvent(new Event('resize')))
    expect(placed().y).toBe(403)
  })

  it('while the frame shows no approval, places nothing and listens to nothing', () => {
    approvalVisible = false
    box = { x: 17, y: 403, width: 356, height: 420 }
    const windowAdd = vi.spyOn(window, 'addEventListener')
    const { dialog } = setup()
    act(() => runFrames())
    act(() => dialog!.dispatchEvent(new Event('animationend', { bubbles: true })))
    expect(iframe.hidden).toBe(true)
    expect(container.getAttribute('style') ?? '').toBe('')
    expect(TestResizeObserver.live.size).toBe(0)
    expect(windowAdd.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll')).toEqual([])
  })

  it('stops reading and undoes its styles when unmounted, leaving no listener, observer or frame behind', () => {
    const windowAdd = vi.spyOn(window, 'addEventListener')
    const windowRemove = vi.spyOn(window, 'removeEventListener')
    const { dialog, unmount } = openedMidAnimation()
    const dialogRemove = vi.spyOn(dialog!, 'removeEventListener')
    act(() => void window.dispatchEvent(new Event('resize')))
    unmount()
    expect(iframe.hidden).toBe(true)
    expect(container.getAttribute('style') ?? '').toBe('')
    expect([iframe.style.width, iframe.style.height, iframe.style.display]).toEqual(['', '', ''])
    expect(TestResizeObserver.live.size).toBe(0)
    expect(frames.size).toBe(0)
    const added = windowAdd.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll')
    expect(added.length).toBe(2)
    const capture = (options: boolean | EventListenerOptions | undefined) => (typeof options === 'boolean' ? options : (options?.capture ?? false))
    for (const [type, listener, options] of added) {
      const removed = windowRemove.mock.calls.some(
        ([otherType, other, otherOptions]) => otherType === type && other === listener && capture(otherOptions) === capture(options),
      )
      expect(removed, `${type} listener removed`).toBe(true)
    }
    expect(dialogRemove.mock.calls.map(([type]) => type).sort()).toEqual(['animationend', 'transitionend'])
    // Nothing moves the container any more.
    box = { x: 1, y: 2, width: 3, height: 4 }
    window.dispatchEvent(new Event('resize'))
    dialog!.dispatchEvent(new Event('animationend', { bubbles: true }))
    expect(container.getAttribute('style') ?? '').toBe('')
  })
})
