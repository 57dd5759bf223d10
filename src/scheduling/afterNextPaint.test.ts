import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const settledAfter = async (promise: Promise<void>, advance: () => Promise<unknown>) => {
  let settled = false
  void promise.then(() => (settled = true))
  await advance()
  return settled
}

describe('afterNextPaint', () => {
  it('resolves at once where there are no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    await expect(afterNextPaint()).resolves.toBeUndefined()
  })

  it('waits for the next frame and the task after it', async () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const paint = afterNextPaint()
    expect(await settledAfter(paint, () => vi.advanceTimersByTimeAsync(10))).toBe(false)
    for (const frame of frames.splice(0)) frame(0)
    expect(await settledAfter(paint, () => vi.advanceTimersByTimeAsync(0))).toBe(true)
  })

  it('gives up waiting after maxWaitMs when frames do not run (a background tab)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const paint = afterNextPaint(50)
    expect(await settledAfter(paint, () => vi.advanceTimersByTimeAsync(49))).toBe(false)
    expect(await settledAfter(paint, () => vi.advanceTimersByTimeAsync(1))).toBe(true)
  })
})
