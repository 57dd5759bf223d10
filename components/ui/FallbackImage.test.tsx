// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../src/scheduling/imagePreload'
import { FallbackImage } from './FallbackImage'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('FallbackImage', () => {
  it('gives up on an image that has not loaded in time and keeps the fallback for good', () => {
    vi.useFakeTimers()
    const { container } = render(<FallbackImage src="https://api.example/public/getTokenImage/ETH" fallback="E" size={32} />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('E')
  })

  it('keeps an image that loaded in time, and starts again from the fallback for a new URL', () => {
    vi.useFakeTimers()
    const { container, rerender } = render(<FallbackImage src="https://api.example/a.svg" fallback="A" size={32} />)
    fireEvent.load(container.querySelector('img')!)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS * 2))
    expect(container.querySelector('img')!.hidden).toBe(false)
    expect(container.textContent).toBe('')
    rerender(<FallbackImage src="https://api.example/b.svg" fallback="B" size={32} />)
    expect(container.querySelector('img')!.hidden).toBe(true)
    expect(container.textContent).toBe('B')
  })
})
