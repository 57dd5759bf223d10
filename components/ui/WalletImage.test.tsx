// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../src/scheduling/imagePreload'
import { WalletImage } from './WalletImage'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('WalletImage', () => {
  it('loads the icon lazily, so a list paints its rows before its icons arrive', () => {
    const { container } = render(<WalletImage src="https://example.com/rainbow.png" name="Rainbow" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://example.com/rainbow.png')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('alt')).toBe('')
  })

  it('shows the first letter of the name when the icon fails to load, and when there is none', () => {
    const { container } = render(<WalletImage src="https://example.com/broken.png" name="rainbow" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('R')
    cleanup()
    expect(render(<WalletImage name="  " />).container.textContent).toBe('?')
  })

  it('gives up on an icon that has not loaded after 2 s and shows the letter for good', () => {
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    vi.useFakeTimers()
    const { container } = render(<WalletImage src="https://slow.example/rainbow.png" name="Rainbow" />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('R')
  })

  it('keeps an icon that loaded in time', () => {
    vi.useFakeTimers()
    const { container } = render(<WalletImage src="https://fast.example/rainbow.png" name="Rainbow" />)
    const image = container.querySelector('img')!
    // jsdom loads no images: this one reads as loaded, as a browser's would.
    Object.defineProperty(image, 'complete', { get: () => true })
    Object.defineProperty(image, 'naturalWidth', { get: () => 40 })
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS * 2))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://fast.example/rainbow.png')
  })
})
