// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSocialPopup, PopupClosedError, socialPopupSize, waitForSocialResult } from './socialPopup'

const frameOrigin = 'http://127.0.0.1:8788'
const good = { v: 1, kind: 'social-result', uri: `${frameOrigin}/social-result?result=abc` }

function fakePopup() {
  const popup = { closed: false, close: () => void (popup.closed = true) }
  return popup as unknown as Window & { closed: boolean }
}

function post(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

afterEach(() => vi.useRealTimers())

describe('openSocialPopup', () => {
  it('opens a 600x800 popup synchronously and returns undefined when blocked', () => {
    const open = vi.fn().mockReturnValueOnce(fakePopup()).mockReturnValueOnce(null)
    const view = { open, screenX: 0, screenY: 0, outerWidth: 1600, outerHeight: 1000 } as unknown as Window
    expect(openSocialPopup(view)).toBeDefined()
    expect(open.mock.calls[0]![2]).toContain(`width=${socialPopupSize.width},height=${socialPopupSize.height}`)
    expect(openSocialPopup(view)).toBeUndefined()
  })
})

describe('waitForSocialResult', () => {
  it('accepts the result only from the frame origin and the popup window, with the right shape', async () => {
    const popup = fakePopup()
    const result = waitForSocialResult({ popup, frameOrigin })
    post(good, 'http://evil.example', popup) // wrong origin
    post(good, frameOrigin, window) // wrong window (e.g. a frame on the same origin)
    post({ ...good, kind: 'other' }, frameOrigin, popup) // wrong shape
    post({ ...good, uri: 'javascript:alert(1)' }, frameOrigin, popup) // not http(s)
    post(good, frameOrigin, popup)
    await expect(result).resolves.toBe(good.uri)
  })

  it("rejects with 'Popup closed' when the user closes the popup (polled every second)", async () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const result = waitForSocialResult({ popup, frameOrigin })
    const settled = vi.fn()
    result.catch(settled)
    await vi.advanceTimersByTimeAsync(2500)
    expect(settled).not.toHaveBeenCalled()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1000)
    await expect(result).rejects.toBeInstanceOf(PopupClosedError)
    await expect(result).rejects.toMatchObject({ shortMessage: 'Popup closed' })
  })

  it('stops waiting and closes the popup when aborted', async () => {
    const popup = fakePopup()
    const controller = new AbortController()
    const result = waitForSocialResult({ popup, frameOrigin, signal: controller.signal })
    controller.abort(new Error('Modal closed'))
    await expect(result).rejects.toThrow('Modal closed')
    expect(popup.closed).toBe(true)
  })
})
